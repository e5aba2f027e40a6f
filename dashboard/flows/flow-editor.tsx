/**
 * The flow editor's form: the draft's steps in order, a step to add, the problems checkDraft and
 * minimumLengthProblems find (the same checks the server runs), save and publish. Publishing saves the form
 * first; it is disabled while problems remain, and for members who may not publish (contract PUBLISHING_ROLES).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { minimumLengthProblems } from '../../contract/free-text-minimum.ts';
import { type BlueprintInput, STEP_TYPES, type StepType } from '../../contract/schemas/index.ts';
import { checkDraft } from '../../renderer/domain/draft-problems.ts';
import { ApiFailure } from '../api/client.ts';
import { SelectField } from '../select-field.tsx';
import { useLeaveWarning } from '../use-leave-warning.ts';
import { addStep, newStep } from './blueprint-edits.ts';
import { FlowRefusal } from './flows-client.ts';
import { STEP_LABELS } from './labels.ts';
import type { Catalog } from './offers/index.ts';
import { StepCard } from './step-card.tsx';
import { draftOrder, orderRefusal } from './step-moves.ts';

export const EDITOR_MESSAGES = {
  saved: 'Draft saved.',
  unsaved: 'Unsaved changes: save the draft to keep them.',
  published: (version: number) => `Published as version ${version}.`,
  ownersPublish: 'Only the app’s owners may publish; save your draft and ask one.',
  fixFirst: 'Fix the problems above before publishing.',
} as const;

export interface FlowEditorProps {
  /** The draft to start from (the saved draft, else the published version). */
  initial: BlueprintInput;
  catalog: Catalog;
  mayPublish: boolean;
  onSave: (blueprint: BlueprintInput) => Promise<unknown>;
  /** Saves, then publishes; answers the new version. */
  onPublish: (blueprint: BlueprintInput) => Promise<number>;
  /** Asked (window.confirm) before publishing, when given: what publishing will do to the customers. */
  publishQuestion?: string;
  /** Hears every edit of the draft (the live preview draws it). */
  onDraftChange?: (blueprint: BlueprintInput) => void;
}

function isStepType(value: string): value is StepType {
  return (STEP_TYPES as readonly string[]).includes(value);
}

/** A problem as the form lists it: found here, or named by the server's refusal. */
type ShownProblem = { step: string | null; message: string };

type Status = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function FlowEditor({
  initial,
  catalog,
  mayPublish,
  onSave,
  onPublish,
  publishQuestion,
  onDraftChange,
}: FlowEditorProps) {
  const [draft, setDraft] = useState(initial);
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  // The draft as the server last kept it: every edit makes a new object, so any edit since counts.
  const [kept, setKept] = useState(initial);
  const unsaved = draft !== kept;
  useLeaveWarning(unsaved);
  const [adding, setAdding] = useState<StepType>('SURVEY');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [refused, setRefused] = useState<readonly ShownProblem[]>([]);
  const [busy, setBusy] = useState(false);
  // checkDraft lives in the widget's domain rules; the free-text minimums' cap beside it in the contract.
  const { found, order } = useMemo(() => {
    const check = checkDraft(draft);
    return { found: [...check.problems, ...minimumLengthProblems(draft)], order: draftOrder(draft, check) };
  }, [draft]);
  const problems: readonly ShownProblem[] = found.length > 0 ? found : refused;
  // Steps are listed and named in the order customers meet them, which links may make another than the array's.
  const placeOf = (guid: string | null) => order.steps.findIndex((step) => step.guid === guid) + 1;
  // The checks find problems in the array's order (then the path's); the list reads in the order of the steps
  // above it, those of the whole flow first. The sort is stable: a step's own problems keep their order.
  const listed = [...problems].sort((a, b) => placeOf(a.step) - placeOf(b.step));
  const refusalId = useId();
  const refusal = orderRefusal(order);

  const edit = (next: BlueprintInput) => {
    setDraft(next);
    setRefused([]);
    setStatus({ kind: 'idle' });
  };
  const run = async (act: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus({ kind: 'done', message: await act() });
    } catch (error) {
      if (error instanceof FlowRefusal) setRefused(error.problems);
      setStatus({ kind: 'failed', message: error instanceof ApiFailure ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flow-editor" onSubmit={(e) => e.preventDefault()} aria-label="Flow editor">
      {refusal ? (
        <p id={refusalId} className="muted">
          {refusal}
        </p>
      ) : null}
      <ol className="steps">
        {order.steps.map((step, index) => (
          <StepCard
            key={step.guid}
            step={step}
            place={index + 1}
            order={order}
            {...(refusal ? { orderRefusalId: refusalId } : {})}
            problems={problems.filter((problem) => problem.step === step.guid)}
            catalog={catalog}
            draft={draft}
            onChange={edit}
          />
        ))}
      </ol>
      <div className="add-step">
        <SelectField
          label="New step’s type"
          value={adding}
          onChange={(e) => {
            const type = e.currentTarget.value;
            if (isStepType(type)) setAdding(type);
          }}
        >
          {STEP_TYPES.map((type) => (
            <option key={type} value={type}>
              {STEP_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <button type="button" onClick={() => edit(addStep(draft, newStep(adding, catalog.coupons)))}>
          Add step
        </button>
      </div>
      <section aria-labelledby="problems-heading">
        <h2 id="problems-heading">Problems</h2>
        {problems.length === 0 ? (
          <p>None: every customer can reach the cancellation.</p>
        ) : (
          <ul className="error">
            {listed.map((problem) => (
              <li key={`${problem.step} ${problem.message}`}>
                {placeOf(problem.step) > 0 ? `Step ${placeOf(problem.step)}: ` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="actions">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await onSave(draft);
              setKept(draft);
              return EDITOR_MESSAGES.saved;
            })
          }
        >
          Save draft
        </button>
        <button
          type="button"
          disabled={busy || problems.length > 0 || !mayPublish}
          onClick={() => {
            if (publishQuestion && !window.confirm(publishQuestion)) return;
            void run(async () => {
              const version = await onPublish(draft);
              setKept(draft);
              return EDITOR_MESSAGES.published(version);
            });
          }}
        >
          Publish
        </button>
        {unsaved ? <p className="muted">{EDITOR_MESSAGES.unsaved}</p> : null}
        {!mayPublish ? <p className="muted">{EDITOR_MESSAGES.ownersPublish}</p> : null}
        {mayPublish && problems.length > 0 ? <p className="muted">{EDITOR_MESSAGES.fixFirst}</p> : null}
      </div>
      <p role="status">{status.kind === 'done' ? status.message : ''}</p>
      {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
    </form>
  );
}

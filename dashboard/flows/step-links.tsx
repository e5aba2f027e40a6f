/**
 * Where a step's Next and Back lead (spec §3 defaultNextStep, defaultPreviousStep; §4 "Step navigation"), as a
 * pick of the flow's other steps. Unlinked, the order stands in (Next: the step after; Back: the step the
 * customer came from). A link that makes a loop or leaves the confirm step off the path is not refused here:
 * checkDraft names it (blueprint-problems.ts) and Publish stays disabled until it is fixed.
 */
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { SelectField } from '../select-field.tsx';
import { type StepLink, setStepLink } from './blueprint-edits.ts';
import { stepName } from './labels.ts';
import type { DraftOrder } from './step-moves.ts';

const LINKS = [
  { link: 'defaultNextStep', label: 'Next leads to', unlinked: 'The next step in order' },
  { link: 'defaultPreviousStep', label: 'Back leads to', unlinked: 'The step the customer came from' },
] as const satisfies readonly { link: StepLink; label: string; unlinked: string }[];

export function StepLinks({
  step,
  draft,
  order,
  onChange,
}: {
  step: StepInput;
  draft: BlueprintInput;
  /** The steps named by their places in the order customers meet them, as the editor lists them. */
  order: DraftOrder;
  onChange: (draft: BlueprintInput) => void;
}) {
  const others = order.steps.flatMap((other, index) =>
    other.guid === step.guid ? [] : [{ guid: other.guid, name: stepName(other, index + 1) }],
  );
  return (
    <div className="step-links">
      {LINKS.map(({ link, label, unlinked }) => {
        const target = step[link] ?? null;
        const dangling = target !== null && !others.some((other) => other.guid === target);
        return (
          <SelectField
            key={link}
            label={label}
            value={target ?? ''}
            onChange={(e) => onChange(setStepLink(draft, step.guid, link, e.currentTarget.value || null))}
          >
            <option value="">{unlinked}</option>
            {others.map((other) => (
              <option key={other.guid} value={other.guid}>
                {other.name}
              </option>
            ))}
            {dangling ? (
              <option value={target}>
                {target === step.guid ? 'This step itself' : `A missing step (${target})`}
              </option>
            ) : null}
          </SelectField>
        );
      })}
    </div>
  );
}

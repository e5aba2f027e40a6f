/**
 * Paste a blueprint and/or a customer (wire format JSON). Applying checks them with the wire schemas and
 * puts them in the URL as `#state=`, so the link reproduces the custom scenario.
 */
import { useId, useMemo, useState } from 'react';
import { blueprintWarnings, type Checked, type CustomState, checkPastedState } from './custom-state.ts';
import { MessageList } from './message-list.tsx';

export interface CustomDataPanelProps {
  /** The state the URL carries now (null: none). */
  fragment: Checked<CustomState> | null;
  /** The current fixtures as pretty JSON, to start editing from. */
  fixtureJson: () => { blueprint: string; customer: string };
  onApply: (state: CustomState | null) => void;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The custom-data panel. */
export function CustomDataPanel({ fragment, fixtureJson, onApply }: CustomDataPanelProps) {
  const current = fragment?.ok ? fragment.value : null;
  const [blueprintText, setBlueprintText] = useState(() =>
    current?.blueprint ? pretty(current.blueprint.raw) : '',
  );
  const [customerText, setCustomerText] = useState(() =>
    current?.customer ? pretty(current.customer.raw) : '',
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [applied, setApplied] = useState<string | null>(null);
  // Shown while editing, before Apply: what the widget will skip or work around in this blueprint.
  const warnings = useMemo(() => blueprintWarnings(blueprintText), [blueprintText]);
  const blueprintId = useId();
  const customerId = useId();

  const apply = () => {
    const checked = checkPastedState(blueprintText, customerText);
    setApplied(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    const empty = !checked.value.blueprint && !checked.value.customer;
    onApply(empty ? null : checked.value);
    setApplied(
      empty ? 'Nothing pasted: the fixtures are used.' : 'Applied; the link now carries it (#state=).',
    );
  };

  const clear = () => {
    setBlueprintText('');
    setCustomerText('');
    setErrors([]);
    setApplied('Custom data removed: the fixtures are used.');
    onApply(null);
  };

  const fill = () => {
    const json = fixtureJson();
    setBlueprintText(json.blueprint);
    setCustomerText(json.customer);
    setApplied(null);
  };

  return (
    <section className="panel custom-data" aria-labelledby="custom-heading">
      <h2 id="custom-heading">Custom blueprint &amp; customer</h2>
      <p className="hint">
        Wire-format JSON, checked with BlueprintSchema and CustomerSchema. Leave a box empty to keep the
        fixture.
      </p>
      {fragment && !fragment.ok ? (
        <MessageList title="The link's #state= could not be used" messages={fragment.errors} tone="error" />
      ) : null}
      <label htmlFor={blueprintId}>Blueprint JSON</label>
      <textarea
        id={blueprintId}
        rows={8}
        spellCheck={false}
        value={blueprintText}
        onChange={(event) => setBlueprintText(event.target.value)}
      />
      <label htmlFor={customerId}>Customer JSON</label>
      <textarea
        id={customerId}
        rows={8}
        spellCheck={false}
        value={customerText}
        onChange={(event) => setCustomerText(event.target.value)}
      />
      <div className="buttons">
        <button type="button" onClick={apply}>
          Apply
        </button>
        <button type="button" onClick={fill}>
          Start from the fixtures
        </button>
        <button type="button" onClick={clear}>
          Clear
        </button>
      </div>
      <MessageList title="Not applied" messages={errors} tone="error" />
      <MessageList title="The widget will skip or work around" messages={warnings} tone="warning" />
      {applied ? <p className="hint">{applied}</p> : null}
    </section>
  );
}

/** A free-form feedback step's settings (spec §3 freeformConfig; §5: a minimum only when an answer is required). */
import { setFreeformConfig } from './blueprint-edits.ts';
import { MinimumLengthField } from './minimum-length-field.tsx';
import type { StepFieldsProps } from './step-fields.ts';

export function FreeformFields({ step, draft, onChange }: StepFieldsProps<'FREEFORM'>) {
  const config = step.freeformConfig ?? {};
  const required = config.inputRequired ?? false;
  return (
    <fieldset className="type-fields">
      <legend>Feedback</legend>
      <label>
        <input
          type="checkbox"
          checked={required}
          onChange={(e) =>
            onChange(setFreeformConfig(draft, step.guid, { inputRequired: e.currentTarget.checked }))
          }
        />
        An answer is required
      </label>
      <MinimumLengthField
        stepType="FREEFORM"
        value={config.minLength ?? 0}
        disabled={!required}
        onChange={(minLength) => onChange(setFreeformConfig(draft, step.guid, { minLength }))}
      />
      {required ? null : <p className="muted">The minimum applies only when an answer is required.</p>}
    </fieldset>
  );
}

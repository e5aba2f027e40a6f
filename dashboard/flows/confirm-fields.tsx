/**
 * A confirm step's discount notice (spec §3 confirmConfig.discountNotice, §2 Confirm): shown to a customer who
 * would lose a discount by cancelling. Its texts may be left empty for the widget's own (translated) wording.
 */
import { type DiscountNoticeInput, setDiscountNotice } from './blueprint-edits.ts';
import type { StepFieldsProps } from './step-fields.ts';

export function ConfirmFields({ step, draft, onChange }: StepFieldsProps<'CONFIRM'>) {
  const notice = step.confirmConfig?.discountNotice ?? null;
  const change = (next: DiscountNoticeInput) => onChange(setDiscountNotice(draft, step.guid, next));
  return (
    <fieldset className="type-fields">
      <legend>Discount notice</legend>
      <label>
        <input
          type="checkbox"
          checked={notice !== null}
          onChange={(e) =>
            onChange(
              setDiscountNotice(
                draft,
                step.guid,
                e.currentTarget.checked ? { headline: '', prefix: '' } : null,
              ),
            )
          }
        />
        Remind a customer with a discount that cancelling ends it
      </label>
      {notice ? (
        <>
          <label>
            Notice headline
            <input
              value={notice.headline ?? ''}
              onChange={(e) => change({ ...notice, headline: e.currentTarget.value })}
            />
          </label>
          <label>
            Text before the discount
            <input
              value={notice.prefix ?? ''}
              onChange={(e) => change({ ...notice, prefix: e.currentTarget.value })}
            />
          </label>
          <p className="muted">Left empty, the widget uses its own words in the customer’s language.</p>
        </>
      ) : null}
    </fieldset>
  );
}

/** Field widgets more than one offer type's fields use. */
import { useId } from 'react';
import type { Plan } from '../../../contract/schemas/index.ts';
import { formatRecurringPrice } from '../../format.ts';
import { SelectField } from '../../select-field.tsx';
import { WholeNumberInput } from '../whole-number-input.tsx';

/** A plan as the offer editors list it: its product's name and its price, "Pro ($9.00 a month)". */
export function planLabel(plan: Plan): string {
  return `${plan.product?.name || plan.id} (${formatRecurringPrice(plan.unit_amount, plan.currency, plan.recurring)})`;
}

/** A count of at least 1 (months, days): what is not one is not passed on (whole-number-input.tsx). */
export function CountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <WholeNumberInput id={id} min={1} value={value} onChange={onChange} />
    </label>
  );
}

/** One item of the catalog (a coupon, a plan) by its id; the empty first option is "none chosen yet". */
export function CatalogSelect<T extends { id: string }>({
  label,
  placeholder,
  items,
  itemLabel,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  items: readonly T[];
  itemLabel: (item: T) => string;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{placeholder}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {itemLabel(item)}
        </option>
      ))}
    </SelectField>
  );
}

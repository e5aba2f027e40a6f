import { useId } from 'react';

/** One entry of a test-mode selector. */
export interface TestOption {
  id: string;
  label: string;
}

/** Props of {@link TestSelect}. */
export interface TestSelectProps {
  label: string;
  options: TestOption[];
  value: string;
  onChange: (id: string) => void;
}

/** The test-mode picker for a coupon or a plan (spec §2: shown only in test mode). */
export function TestSelect({ label, options, value, onChange }: TestSelectProps) {
  const id = useId();
  return (
    <div className="hf-field hf-test-select">
      <label className="hf-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="hf-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

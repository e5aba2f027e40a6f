import type { ReactNode, SelectHTMLAttributes } from 'react';

/** Props of {@link SelectField}: the select's own, and its visible label. */
export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  children: ReactNode;
};

/**
 * A select inside its visible label, named by that label alone: a select wrapped in its <label> otherwise gets
 * the chosen option's text appended to its accessible name ("Mode Both"), so a screen reader says it twice.
 */
export function SelectField({ label, className, children, ...select }: SelectFieldProps) {
  return (
    <label className={className}>
      {label}
      <select aria-label={label} {...select}>
        {children}
      </select>
    </label>
  );
}

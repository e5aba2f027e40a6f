/** The filters the results and the session list share: dates, mode, flow version. */
import type { ResultsFilter } from '../contract/dashboard-api.ts';
import { SelectField } from './select-field.tsx';

export interface FiltersProps {
  filter: ResultsFilter;
  /** `flowId@version` names to choose from. */
  versions: readonly string[];
  onChange(filter: ResultsFilter): void;
}

export function Filters({ filter, versions, onChange }: FiltersProps) {
  const set = (name: keyof ResultsFilter, value: string) =>
    onChange({ ...filter, [name]: value || undefined });
  return (
    <fieldset className="filters">
      <legend>Filters</legend>
      <label>
        From
        <input type="date" value={filter.from ?? ''} onChange={(e) => set('from', e.currentTarget.value)} />
      </label>
      <label>
        To
        <input type="date" value={filter.to ?? ''} onChange={(e) => set('to', e.currentTarget.value)} />
      </label>
      <SelectField
        label="Mode"
        value={filter.mode ?? ''}
        onChange={(e) => set('mode', e.currentTarget.value)}
      >
        <option value="">Both</option>
        <option value="LIVE">Live</option>
        <option value="TEST">Test</option>
      </SelectField>
      <SelectField
        label="Flow version"
        value={filter.flowVersion ?? ''}
        onChange={(e) => set('flowVersion', e.currentTarget.value)}
      >
        <option value="">All</option>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

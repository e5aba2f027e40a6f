/** The filters the results and the session list share: dates (days of the viewer's zone), mode, flow version. */
import { useId } from 'react';
import { compareFlowVersionKeys } from '../contract/dashboard-api.ts';
import type { ResultsFilter } from '../contract/dashboard-filters.ts';
import { versionLabel } from './format.ts';
import { SelectField } from './select-field.tsx';

export interface FiltersProps {
  filter: ResultsFilter;
  /** `flowId@version` names to choose from (`~lite` after a lite flow's), in any order: offered in order. */
  versions: readonly string[];
  /** The zone the days are in (the client sends it as `tz`), named beside the dates. */
  timeZone: string;
  onChange(filter: ResultsFilter): void;
}

export function Filters({ filter, versions, timeZone, onChange }: FiltersProps) {
  const zoneNoteId = useId();
  const set = (name: keyof ResultsFilter, value: string) =>
    onChange({ ...filter, [name]: value || undefined });
  return (
    <fieldset className="filters">
      <legend>Filters</legend>
      <label>
        From
        <input
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          aria-describedby={zoneNoteId}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          aria-describedby={zoneNoteId}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
      </label>
      <p id={zoneNoteId} className="filters-note">
        {`Days in your time zone, ${timeZone}`}
      </p>
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
        {[...versions].sort(compareFlowVersionKeys).map((version) => (
          <option key={version} value={version}>
            {versionLabel(version)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

import type { PauseInterval } from '../../contract/schemas/index.ts';
import { addDays, addMonths } from './calendar.ts';

/**
 * Pause units (spec §9). Apart from the pause offer's rules (pause-options.ts, which travel with the offers'
 * chunk): cooldowns and pause dates need them for the first step.
 */

/** Days in one WEEK unit of pause (spec §9 "Week pause maximum: 7 days per week unit"). */
export const WEEK_DAYS = 7;

const PAUSE_UNIT_ADDERS = {
  MONTH: (date: Date, units: number) => addMonths(date, units),
  WEEK: (date: Date, units: number) => addDays(date, units * WEEK_DAYS),
  DAY: addDays,
} satisfies Record<PauseInterval, (date: Date, units: number) => Date>;

/** `date` plus `units` pause units: calendar months, WEEK_DAYS days per week, or days. */
export function addPauseUnits(date: Date, interval: PauseInterval, units: number): Date {
  return PAUSE_UNIT_ADDERS[interval](date, units);
}

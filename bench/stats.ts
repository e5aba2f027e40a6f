/** Summaries of repeated measurements. */

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** A series of runs and its median, rounded for reading. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Median, min and max of `values`, each and every run rounded to `digits` decimals. */
export function summarise(values: readonly number[], digits = 1): Summary {
  return {
    median: round(median(values), digits),
    min: round(Math.min(...values), digits),
    max: round(Math.max(...values), digits),
    runs: values.map((value) => round(value, digits)),
  };
}

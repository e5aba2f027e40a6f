/**
 * The simulator's clock. Everything time-dependent (pause dates, discount ends, rate-limit windows, code
 * expiry, request times) reads it, so tests can pin or move time and the control API can set it.
 */
export interface MockClock {
  now(): Date;
  /** Pins the clock to a moment; `null` returns to the system time. */
  set(moment: Date | null): void;
  /** Moves a pinned clock forward (or pins it at system time plus `ms`). */
  advance(ms: number): void;
}

/** A clock on system time, or pinned at `start` when given. */
export function createMockClock(start?: Date): MockClock {
  let pinned: number | null = start ? start.getTime() : null;
  return {
    now: () => new Date(pinned ?? Date.now()),
    set(moment) {
      pinned = moment ? moment.getTime() : null;
    },
    advance(ms) {
      pinned = (pinned ?? Date.now()) + ms;
    },
  };
}

/** Unix seconds of a date, as billing providers send timestamps. */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** A date from unix seconds. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

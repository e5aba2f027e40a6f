/**
 * Faults a test injects into the next request(s) to a path: `error` answers 500 without acting (Stripe had
 * a problem before it ran); `timeout` never answers and does not act (the client's timeout fires); `drop`
 * acts — stores the idempotent answer — and then cuts the connection before answering, the case an
 * Idempotency-Key exists for.
 */
export type FaultKind = 'error' | 'timeout' | 'drop';

export interface Fault {
  kind: FaultKind;
  path: string;
  method?: string;
  /** How many matching requests it hits (default 1). */
  times?: number;
}

export function createFaults() {
  let faults: (Fault & { times: number })[] = [];
  return {
    add(fault: Fault): void {
      faults.push({ ...fault, times: fault.times ?? 1 });
    },
    /** The fault this request meets, if any (each hit uses one of its `times`). */
    take(method: string, path: string): FaultKind | null {
      const fault = faults.find((f) => f.path === path && (!f.method || f.method === method) && f.times > 0);
      if (!fault) return null;
      fault.times -= 1;
      faults = faults.filter((f) => f.times > 0);
      return fault.kind;
    },
    clear(): void {
      faults = [];
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

/**
 * A backend the contract suite runs against. The tests speak only HTTP to `baseUrl`, so the same tests
 * prove the mock, the server on SQLite and the server on PostgreSQL (issue 19, "Proof").
 */
import type { SuiteSeed } from '../seed/suite-seed.ts';

/** A running backend, serving one seeded app. */
export interface StartedTarget {
  /** e.g. http://127.0.0.1:43121, without a trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
  /**
   * The code of the last verification e-mail sent to `email`, or null when none was sent. E-mail leaves a
   * backend outside HTTP (the mock keeps it, the server sends it by SMTP), so each target reads it its own
   * way; a target that cannot read it leaves this out and the identity tests that need a code skip on it.
   */
  latestEmailCode?(email: string): Promise<string | null>;
}

export interface ContractTarget {
  /** Shown in every test title, e.g. `mock`, `server (sqlite)`. */
  name: string;
  /** Why this target cannot run here (a missing module), or null when it can. */
  unavailable(): string | null;
  /**
   * Where this target is known to disagree with docs/api.md: ids of tests written to the contract that
   * fail on it today. Those tests run as expected failures here (so a fix is noticed), never weakened.
   */
  knownDivergences?: ReadonlySet<string>;
  /** Starts a fresh backend on a free port with only this seed's app; each test file starts its own. */
  start(seed: SuiteSeed): Promise<StartedTarget>;
}

/**
 * Every call of the spec's table (contract/call-table.ts), with the customer's path to it and what the
 * spec says must follow when it fails: the faults suite breaks each one six ways. A call an experience
 * still to be built makes is listed in PENDING_FAULT_CALLS until that experience adds its cases (a module per
 * experience: fault-calls-cancel-flow.ts, fault-calls-walls.ts). A call several experiences make has a case
 * in each (e.g. the branding: the walls swallow its failure, the managed flow cannot start without it).
 */

import type { CallName } from '../../../contract/call-table.ts';
import type { FaultRuleInput } from '../../../mocks/backend/faults.ts';
import { CANCEL_FLOW_FAULT_CASES } from './fault-calls-cancel-flow.ts';
import { MANAGED_FLOW_FAULT_CASES, WALL_FAULT_CASES } from './fault-calls-walls.ts';
import type { HostPage, QualityHarness } from './harness.ts';
import type { ExperienceName } from './screen.ts';

/** What the customer must see once the failure has played out, and what else must hold. */
export interface FaultExpectation {
  /** Text on screen at the end (null: the widget has closed itself, as lite mode's cancel does). */
  text: string | RegExp | null;
  /** The onError code the host receives, or null when the spec swallows the failure. */
  onError: string | null;
  /** The session's results reach the backend (false only when nothing loaded, so no session exists). */
  sessionResults: boolean;
  /**
   * A retry on that screen: the walls' error screens have one, the cancel flow's after an offer's unanswered
   * action and after a load that got no answer.
   */
  retry: boolean;
}

/**
 * The six ways a call fails. The timeout holds the answer well past the (compressed) request timeout and
 * then drops it: a held request that committed seconds later would act on the next case's reset backend.
 */
export const FAULTS = [
  { name: '500', rule: { kind: 'status', status: 500 } },
  { name: '429', rule: { kind: 'status', status: 429 } },
  { name: '400', rule: { kind: 'status', status: 400 } },
  { name: 'timeout', rule: { kind: 'drop', delayMs: 3_000 } },
  { name: 'malformed body', rule: { kind: 'malformed' } },
  { name: 'network error', rule: { kind: 'drop' } },
] as const satisfies ReadonlyArray<{ name: string; rule: FaultRuleInput }>;

export type FaultName = (typeof FAULTS)[number]['name'];

export interface FaultContext {
  harness: QualityHarness;
  host: HostPage;
}

export interface FaultCallCase {
  experience: ExperienceName;
  call: CallName;
  /** How the customer gets the call made: opens the widget and acts. */
  drive(ctx: FaultContext): Promise<void>;
  expect: FaultExpectation;
  /** Apply the fault this many times (a blip) rather than for good: for deliveries retried later. */
  times?: number;
  /** Other faults that put the call on the customer's path (e.g. a failing action to log). */
  extraFaults?: FaultRuleInput[];
  /** The call is made only once the customer has left (the recording goes up at the session's end). */
  callAfterLeave?: boolean;
  /** Where one fault calls for something else than `expect`. */
  expectFor?: Partial<Record<FaultName, Partial<FaultExpectation>>>;
  /** The name of the button that retries, where the screen names it otherwise ('Back' on a wall). */
  retryButton?: string;
  /**
   * How the experience goes away at the end, where the customer cannot leave it (a wall past its grace
   * period): by default Go to account, else the close button, else Escape.
   */
  leave?: (host: HostPage) => Promise<void>;
}

/**
 * Every call's fault cases, all experiences (the cancel flow's in fault-calls-cancel-flow.ts, the walls' and the
 * managed flow's in fault-calls-walls.ts).
 */
export const FAULT_CASES: FaultCallCase[] = [
  ...CANCEL_FLOW_FAULT_CASES,
  ...WALL_FAULT_CASES,
  ...MANAGED_FLOW_FAULT_CASES,
];

/** Calls no experience has cases for yet, with the experience that will make them: none now. */
export const PENDING_FAULT_CALLS: Partial<Record<CallName, ExperienceName>> = {};

import { type InitProblemCode, initProblems } from '../../domain/init-validation.ts';
import { type InitOptions, parseInitOptions, type ResolvedInitOptions } from '../init-options.ts';

/**
 * `holdfast.managedFlow('show', options)`: everything the cancel flow's `init` takes except the customer's
 * identity (`customerId`, `authHash`), which the e-mailed code proves instead (spec §1, §4). The callbacks
 * are the cancel flow's; `handleSupportRequest` also backs the Get help button of the managed flow's error
 * screen.
 */
export type ManagedFlowOptions = Omit<InitOptions, 'customerId' | 'authHash' | 'customerToken'>;

/** The managed flow's options after validation and defaults. */
export type ResolvedManagedFlowOptions = Omit<
  ResolvedInitOptions,
  'customerId' | 'authHash' | 'customerToken'
>;

export type ManagedFlowOptionsResult =
  | {
      ok: true;
      options: ResolvedManagedFlowOptions;
      /** The host's options without any identity: what the cancel flow's init receives, plus the verified one. */
      initInput: Readonly<Record<string, unknown>>;
    }
  | { ok: false; message: string; code: string; options: ResolvedManagedFlowOptions | null };

/** The identity the verification supplies; init's rules about it do not apply before it (spec §5). */
const IDENTITY_PROBLEMS: ReadonlySet<InitProblemCode> = new Set([
  'AUTH_HASH_MISSING',
  'CUSTOMER_ID_MISSING',
  // For providers that identify customers by subscription, the verified id is the subscription id.
  'SUBSCRIPTION_ID_MISSING',
]);

const IDENTITY_KEYS: ReadonlySet<string> = new Set(['customerId', 'authHash', 'customerToken']);

/**
 * Validates the host's managed-flow options with the cancel flow's init rules (a boundary: the host may pass
 * anything). A customerId, authHash or customerToken the host passes anyway is ignored, with a console warning: only the
 * verification may say who the customer is.
 */
export function parseManagedFlowOptions(input: unknown): ManagedFlowOptionsResult {
  if (typeof input !== 'object' || input === null) {
    return {
      ok: false,
      message: "managedFlow('show', options) expects an options object",
      code: 'INITIALIZATION_ERROR',
      options: null,
    };
  }
  const entries = Object.entries(input);
  const ignored = entries.filter(([key, value]) => IDENTITY_KEYS.has(key) && value !== undefined);
  if (ignored.length > 0) {
    console.warn(
      `[holdfast] managedFlow ignores ${ignored.map(([key]) => key).join(' and ')}: the e-mail verification supplies the customer`,
    );
  }
  const initInput = Object.fromEntries(entries.filter(([key]) => !IDENTITY_KEYS.has(key)));
  const parsed = parseInitOptions(initInput);
  if (!parsed.ok) return { ok: false, message: parsed.message, code: 'INITIALIZATION_ERROR', options: null };
  const { customerId: _customerId, authHash: _authHash, customerToken: _token, ...options } = parsed.options;
  const problem = initProblems({ ...options, hasOnCancel: typeof options.onCancel === 'function' }).find(
    (candidate) => !IDENTITY_PROBLEMS.has(candidate.code),
  );
  if (problem) return { ok: false, message: problem.message, code: problem.code, options };
  return { ok: true, options, initInput };
}

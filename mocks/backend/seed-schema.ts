/**
 * Validation of the seeds the backend loads (contract/seed.ts is the contract). A bad seed must fail loudly
 * with the path of every problem, not serve a half-broken app whose errors surface in the widget.
 */
import * as v from 'valibot';
import { MAX_ANSWER_CHARS, MAX_SURVEY_CHOICES } from '../../contract/answer-limits.ts';
import { usesSubscriptionId } from '../../contract/providers.ts';
import { stepList } from '../../contract/schemas/blueprint.ts';
import { type AppSeed, AppSeedSchema } from '../../contract/seed.ts';
import { listIssues } from './issues.ts';

/**
 * The contract's seed schema (contract/seed.ts) without what only the server reads: the test-mode secret and
 * the allowed origins (the mock answers every origin and signs test mode with the one secret).
 */
export const MockAppSeedSchema = v.omit(AppSeedSchema, ['testSecret', 'allowedOrigins']);
export type ValidatedAppSeed = v.InferOutput<typeof MockAppSeedSchema>;

/** Thrown for a seed that does not match the contract; `issues` lists `path: message` lines. */
export class MockSeedError extends Error {
  override readonly name = 'MockSeedError';
  constructor(
    readonly appId: string,
    readonly issues: string[],
  ) {
    super(`Invalid mock app seed "${appId}":\n${issues.map((line) => `  - ${line}`).join('\n')}`);
  }
}

function appIdOf(raw: unknown): string {
  if (typeof raw === 'object' && raw !== null && 'appId' in raw && typeof raw.appId === 'string') {
    return raw.appId;
  }
  return '(no appId)';
}

/** Identities the lookups rely on must be unique: a duplicate would make one of them unreachable. */
function duplicateIssues(seed: ValidatedAppSeed): string[] {
  const issues: string[] = [];
  const seen = new Map<string, number>();
  seed.customers.forEach((entry, index) => {
    const ids = usesSubscriptionId(entry.provider)
      ? entry.customer.subscriptions.data.map((subscription) => subscription.id)
      : [entry.customer.id];
    for (const id of ids) {
      const key = `${entry.provider}:${id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push(`customers.${index}: ${entry.provider} id "${id}" is already used by customers.${first}`);
      } else seen.set(key, index);
    }
  });
  const blueprintIds = new Set<string>();
  seed.blueprints.forEach((blueprint, index) => {
    if (blueprintIds.has(blueprint._id))
      issues.push(`blueprints.${index}._id: duplicate id "${blueprint._id}"`);
    blueprintIds.add(blueprint._id);
  });
  return issues;
}

/**
 * A blueprint the widget would refuse or cut (contract/answer-limits.ts) is refused here, so a developer meets
 * the limit when seeding, not a customer when the flow opens. Read from the seed as written: the decoded form
 * has its surveys cut already.
 */
function answerLimitIssues(written: unknown): string[] {
  const issues: string[] = [];
  const check = (path: string, blueprint: unknown) => {
    const chars = JSON.stringify(blueprint).length;
    if (chars > MAX_ANSWER_CHARS)
      issues.push(
        `${path}: ${chars} characters as JSON, over the widget's answer limit of ${MAX_ANSWER_CHARS}`,
      );
    const steps = fieldOf(blueprint, 'steps');
    if (typeof steps !== 'object' || steps === null) return;
    stepList(steps).forEach((step, index) => {
      const choices = fieldOf(fieldOf(step, 'survey'), 'choices');
      if (Array.isArray(choices) && choices.length > MAX_SURVEY_CHOICES)
        issues.push(
          `${path}.steps.${index}.survey.choices: ${choices.length} choices, the widget shows at most ${MAX_SURVEY_CHOICES}`,
        );
    });
  };
  const blueprints = fieldOf(written, 'blueprints');
  if (Array.isArray(blueprints)) {
    for (const [index, blueprint] of blueprints.entries()) check(`blueprints.${index}`, blueprint);
  }
  const lite = fieldOf(written, 'liteBlueprint');
  if (lite !== undefined) check('liteBlueprint', lite);
  return issues;
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * Validates a seed with the wire schemas. Returns the normalised output (for the backend's state);
 * throws {@link MockSeedError} listing every problem with its path.
 */
export function validateAppSeed(raw: unknown): ValidatedAppSeed {
  const parsed = v.safeParse(MockAppSeedSchema, raw);
  if (!parsed.success) throw new MockSeedError(appIdOf(raw), listIssues(parsed.issues));
  const problems = [...duplicateIssues(parsed.output), ...answerLimitIssues(raw)];
  if (problems.length > 0) throw new MockSeedError(parsed.output.appId, problems);
  return parsed.output;
}

/**
 * The seed in its own (wire input) form, once {@link validateAppSeed} has accepted it: blueprints are served
 * as written, never in the decoded form the widget makes of them.
 */
export const MockAppSeedInputSchema = v.custom<AppSeed>((input) => v.is(MockAppSeedSchema, input));

/** Validates a seed and returns it in both forms: as written and normalised. */
export function readAppSeed(raw: unknown): { written: AppSeed; valid: ValidatedAppSeed } {
  const valid = validateAppSeed(raw);
  return { written: structuredClone(v.parse(MockAppSeedInputSchema, raw)), valid };
}

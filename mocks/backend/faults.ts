/**
 * Fault injection for tests: rules that make matching product calls fail in the ways a real network and
 * backend do. Control calls (/__mock/) are never affected.
 */
import * as v from 'valibot';
import { listIssues } from './issues.ts';

const matchEntries = {
  /** Only this method (any when absent). */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  /** Paths starting with this. */
  path: v.optional(v.string()),
  /** Paths matching this regular expression (source text, so rules travel as JSON). */
  pathRegex: v.optional(
    v.pipe(
      v.string(),
      v.check((source) => {
        try {
          new RegExp(source);
          return true;
        } catch {
          return false;
        }
      }, 'pathRegex must be a valid regular expression'),
    ),
  ),
  /** How many matching calls the rule affects; unlimited when absent. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Wait this long before answering (with any kind). */
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0))),
};

/** A fault rule; `kind` says what happens to a matching call. */
export const FaultRuleSchema = v.variant('kind', [
  /** Answer this status with `{ message }` instead of handling the call. */
  v.object({
    ...matchEntries,
    kind: v.literal('status'),
    status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
    message: v.optional(v.string()),
  }),
  /** Only delay (`delayMs`), then answer normally. */
  v.object({ ...matchEntries, kind: v.literal('delay') }),
  /** No answer at all: a network error in fetch, a destroyed socket on the Node server. */
  v.object({ ...matchEntries, kind: v.literal('drop') }),
  /** A 200 whose body is not valid JSON. */
  v.object({ ...matchEntries, kind: v.literal('malformed') }),
  /** Apply the call, then lose its answer: a 5xx (default 504) or a dropped connection. */
  v.object({
    ...matchEntries,
    kind: v.literal('commit-then-fail'),
    failWith: v.optional(v.picklist(['status', 'drop']), 'status'),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(599)), 504),
    message: v.optional(v.string()),
  }),
]);
export type FaultRule = v.InferOutput<typeof FaultRuleSchema>;
export type FaultRuleInput = v.InferInput<typeof FaultRuleSchema>;

/** Reads the body of POST /__mock/faults (one rule, a list, or `{ rules }`); throws listing what is wrong. */
export function parseFaultRules(input: unknown): FaultRule[] {
  let list: unknown = [input];
  if (Array.isArray(input)) list = input;
  else if (typeof input === 'object' && input !== null && 'rules' in input) list = input.rules;
  const parsed = v.safeParse(v.array(FaultRuleSchema), list);
  if (!parsed.success) throw new Error(`Invalid fault rule: ${listIssues(parsed.issues).join('; ')}`);
  return parsed.output;
}

/** Malformed on purpose: JSON cut off in the middle, as a truncated response would be. */
export const MALFORMED_BODY = '{"message": "this body was cut o';

export interface FaultList {
  add(rules: FaultRuleInput | FaultRuleInput[]): void;
  clear(): void;
  list(): FaultRule[];
  /** The first rule matching a call, counted against its `times` (it is removed when used up). */
  take(method: string, path: string): FaultRule | null;
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method) return false;
  if (rule.path && !path.startsWith(rule.path)) return false;
  if (rule.pathRegex && !new RegExp(rule.pathRegex).test(path)) return false;
  return true;
}

export function createFaultList(): FaultList {
  let rules: { rule: FaultRule; left: number }[] = [];
  return {
    add(input) {
      for (const rule of parseFaultRules(input))
        rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      rules = [];
    },
    list() {
      return rules.map(({ rule, left }) => (Number.isFinite(left) ? { ...rule, times: left } : { ...rule }));
    },
    take(method, path) {
      const found = rules.find(({ rule }) => matches(rule, method, path));
      if (!found) return null;
      found.left -= 1;
      if (found.left <= 0) rules = rules.filter((entry) => entry !== found);
      return found.rule;
    },
  };
}

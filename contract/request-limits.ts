/**
 * How much a request may carry (docs/api.md "Limits"). Facts of the wire both backends enforce, so the mock
 * refuses what the server would: a body that is too large answers 413, one nested too deeply 400.
 */

/** Every call's body cap but the recording upload's: the largest payload the widget sends is a few KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The recording upload's cap: the widget stops recording at 8 MiB of rrweb JSON, which deflates and
 * base64-encodes to well under this.
 */
export const MAX_RECORDING_BODY_BYTES = 8 * 1024 * 1024;

/**
 * How far a stored recording may inflate. Deflate packs up to about 1,000 to 1: a recording upload of
 * MAX_RECORDING_BODY_BYTES could otherwise inflate to gigabytes in the server's memory (a zip bomb, open to
 * any anonymous lite session). The widget keeps 8 Mi characters of rrweb JSON (a checkpoint's events may
 * pass that, and a character is up to 3 bytes of UTF-8): this leaves it room several times over.
 */
export const MAX_RECORDING_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * The most survey answers one session's results may list (`surveyAnswers`, one per survey step walked): far
 * more surveys than any flow asks, so the widget never meets it, and a body cannot make the server store
 * thousands of rows for one session.
 */
export const MAX_SURVEY_ANSWERS = 100;

/** Deeper than any payload of the contract (session results nest about 6 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `value` nests no deeper than `limit` objects or arrays. Iterative, so the check cannot overflow
 * the stack it protects.
 */
export function nestsWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

/**
 * JSON for the panels: callback arguments may hold anything a widget passes (elements, functions, errors,
 * cycles), and showing them must never throw.
 */

function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  return `<${element.tagName.toLowerCase()}${id}>`;
}

/** A JSON-safe copy; only a reference back to an ancestor is a cycle (a value seen twice is not). */
function toPlain(value: unknown, ancestors: object[]): unknown {
  if (value === undefined) return '[undefined]';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value !== 'object' || value === null) return value;
  if (typeof Element !== 'undefined' && value instanceof Element) return describeElement(value);
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (ancestors.includes(value)) return '[circular]';
  const inside = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item) => toPlain(item, inside));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item, inside)]));
}

/** Pretty JSON of any value; what JSON cannot hold is shown as a readable placeholder. */
export function toDisplayJson(value: unknown): string {
  try {
    return JSON.stringify(toPlain(value, []), null, 2);
  } catch (error) {
    return `[not displayable: ${String(error)}]`;
  }
}

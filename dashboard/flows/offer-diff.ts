/**
 * What changed in one offer between two versions of a flow, in the author's words (version-diff.ts lists them
 * under the step or choice the offer belongs to). Pure.
 */
import type { Offer } from '../../contract/schemas/index.ts';
import { OFFERS } from './offers/index.ts';

/** The editor's names of the settings every offer has; each type's own are in its descriptor (offers/). */
const COMMON_SETTING_LABELS: Readonly<Record<string, string>> = {
  dynamic: 'dynamic (plans or coupon from the host page)',
  validOfferPlans: 'plans it is offered on',
};

const TEXT_LIMIT = 60;

/** A text as a change names it: quoted and cut short, or "empty". */
export function quoted(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (value === '') return 'empty';
  return `“${value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT - 1)}…` : value}”`;
}

/** A text field's change ("header “a” → “b”"), or none. */
export function textChange(
  label: string,
  before: string | null | undefined,
  after: string | null | undefined,
) {
  return (before ?? '') === (after ?? '') ? [] : [`${label} ${quoted(before)} → ${quoted(after)}`];
}

/** A setting's value as a change names it. */
/** A setting's value as a change names it. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shownValue).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The offer's settings as path → value, its texts and identity left out (they are compared apart). */
function settings(offer: Offer): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const visit = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    } else out.set(path, value);
  };
  const { guid: _guid, offerType: _type, header: _header, description: _description, ...rest } = offer;
  visit(rest, '');
  return out;
}

/** The changes of one offer, as phrases; a changed type is one change (its settings start afresh). */
export function offerChanges(before: Offer, after: Offer): string[] {
  if (before.offerType !== after.offerType)
    return [`offer ${OFFERS[before.offerType].label} → ${OFFERS[after.offerType].label}`];
  const changes = [
    ...textChange('offer headline', before.header, after.header),
    ...textChange('offer description', before.description, after.description),
  ];
  const names: Readonly<Record<string, string>> = {
    ...COMMON_SETTING_LABELS,
    ...OFFERS[after.offerType].settings,
  };
  const old = settings(before);
  const now = settings(after);
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const from = shownValue(old.get(path));
    const to = shownValue(now.get(path));
    if (from !== to) changes.push(`${names[path] ?? path} ${from} → ${to}`);
  }
  return changes;
}

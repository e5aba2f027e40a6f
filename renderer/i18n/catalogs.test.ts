import { describe, expect, it } from 'vitest';
import { enCancelConfirm } from './catalogs/en/cancel-confirm.ts';
import { enLaterSteps } from './catalogs/en/later-steps.ts';
import { enMain } from './catalogs/en/main.ts';
import { enManagedFlow } from './catalogs/en/managed-flow.ts';
import { enWalls } from './catalogs/en/walls.ts';
import { en, type WholeCatalog } from './catalogs/en.ts';
import { de, es, fr } from './catalogs/whole.ts';
import { type Message, messageVariables } from './message.ts';
import { OFFER_TEXTS } from './offers/index.ts';

// Each language whole: its catalog and every offer type's texts (i18n/offers/).
const english: WholeCatalog = en;
const translations: ReadonlyArray<[string, WholeCatalog]> = [
  ['de', de],
  ['fr', fr],
  ['es', es],
];

const texts = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);
const otherForm = (message: Message): string => (typeof message === 'string' ? message : message.other);
const variablesOf = (text: string) => [...messageVariables(text)].sort();

describe('spec §1 interface texts exist in English, German, French and Spanish', () => {
  it.each(translations)('%s has exactly the keys of en: none missing, none extra', (_, catalog) => {
    const missing = Object.keys(en).filter((key) => !Object.hasOwn(catalog, key));
    const extra = Object.keys(catalog).filter((key) => !Object.hasOwn(en, key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)('%s has a plural message exactly where en has one', (_, catalog) => {
    for (const [key, message] of Object.entries(english)) {
      const translated: unknown = Object.getOwnPropertyDescriptor(catalog, key)?.value;
      expect(typeof translated, key).toBe(typeof message);
    }
  });

  it.each(translations)(
    '%s uses the same {variables} as en, so no value goes missing in translation',
    (_, catalog) => {
      for (const [key, message] of Object.entries(english)) {
        const translated = Object.getOwnPropertyDescriptor(catalog, key)?.value;
        expect(variablesOf(otherForm(translated)), key).toEqual(variablesOf(otherForm(message)));
        const allowed = messageVariables(message);
        for (const text of texts(translated)) {
          for (const name of messageVariables(text))
            expect(allowed.has(name), `${key}: {${name}}`).toBe(true);
        }
      }
    },
  );

  it.each(translations)('%s is really translated, not copied from English', (_, catalog) => {
    const entries = Object.entries(english);
    const same = entries.filter(
      ([key, message]) =>
        JSON.stringify(Object.getOwnPropertyDescriptor(catalog, key)?.value) === JSON.stringify(message),
    );
    // Counters, "Details", "Error: {message}" and the like are legitimately the same.
    expect(same.length / entries.length).toBeLessThan(0.05);
  });

  it.each([['en', english], ...translations])(
    '%s has no empty text and no markup (texts render as text nodes)',
    (_, catalog) => {
      for (const [key, message] of Object.entries(catalog)) {
        for (const text of texts(message)) {
          expect(text.trim(), key).not.toBe('');
          expect(text, key).not.toMatch(/<[a-z/!]/i);
        }
      }
    },
  );

  it('plural messages say the count in their `other` form, and no form drops another variable', () => {
    for (const [key, message] of Object.entries(english)) {
      if (typeof message === 'string') continue;
      expect(message.other, key).toContain('{count}');
      const others = variablesOf(message.other).filter((name) => name !== 'count');
      for (const text of texts(message)) {
        expect(
          variablesOf(text).filter((name) => name !== 'count'),
          key,
        ).toEqual(others);
      }
    }
  });
});

describe('translations say what the English says', () => {
  // 'Läuft wieder ab' read as "expires again" beside the date the paused subscription resumes on.
  it.each([
    ['en', english, /^Resumes on$/],
    ['de', de, /fortgesetzt/],
    ['fr', fr, /^Reprise/],
    ['es', es, /reanuda/],
  ] as const)(
    '%s: the pause preview’s second date is when the subscription resumes',
    (_, catalog, resumes) => {
      const text = catalog['pause.preview.pauseTo'];
      expect(text).toMatch(resumes);
      expect(text).not.toMatch(/läuft|ab$|expire|vence/i);
    },
  );
});

describe('English comes in parts, one per chunk, that make up the whole catalog', () => {
  // Each offer type's own texts are a part of their own (CONTACT and REDIRECT share theirs).
  const offerParts = Object.fromEntries(Object.entries(OFFER_TEXTS).map(([type, texts]) => [type, texts.en]));
  const parts = { enMain, enLaterSteps, enCancelConfirm, enWalls, enManagedFlow, ...offerParts };

  it('every key is in exactly one part', () => {
    const owners = new Map<string, string[]>();
    for (const [name, part] of Object.entries(parts)) {
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1 && names.join() !== 'CONTACT,REDIRECT');
    expect(shared).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(en).sort());
  });
});

describe('texts the spec quotes are in the English catalog word for word', () => {
  const values = new Set(Object.values(english).flatMap(texts));
  it.each([
    // §2 step tags
    'Special Offer',
    'Subscription Pause',
    'Let Us Help',
    'Consider Other Plans',
    'Extend Your Trial',
    'Your Feedback',
    'Final Confirmation',
    'Subscription Cancelled',
    'Offer Accepted',
    'An Error Occurred',
    // §2 footer, watermark and screens
    'Back',
    'Nevermind',
    'Next',
    'Decline offer',
    'Confirm and cancel',
    'Cancel subscription',
    'Go to account',
    'Cancellation Guaranteed by',
    'Offer Guaranteed by',
    'Show more plans...',
    'Get help',
    'Check it out',
    'Resume your subscription',
    'Resume Subscription Now',
    'Email Verification',
    'Send Verification Code',
    'Verify Account',
    // §5 validation
    'What could we have done better?',
    'Please, select a valid end date',
    'Please select a date to resume your subscription',
    // §8 errors
    'Sorry, could not find a customer with matching ID.',
    'No subscription found',
    'Please enable at least one step in your flow.',
    'Error loading',
    'Error pausing account. Please contact support.',
    'Error changing your subscription. Please contact support.',
    'Error changing subscription',
    'Error cancelling account. Please contact support.',
    'Error extending trial',
    'Error applying discount',
    'Error recording event',
    'Error resuming subscription. Please contact support.',
    'handleSupportRequest not implemented',
    'We were unable to find that email address. Please note the email address is case sensitive.',
    'Too many requests. Please try again later.',
    'Error checking identity',
    'The verification code you entered is incorrect',
    'Email-based verification is not enabled for your account.',
    'There was an error processing your payment. Please double check your card and try again.',
    'Sorry, something went wrong',
    'Please contact us.',
  ])('%s', (text) => {
    expect(values.has(text)).toBe(true);
  });

  it('names no other product', () => {
    for (const text of values) expect(text).not.toMatch(/churnkey/i);
  });
});

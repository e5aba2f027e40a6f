import { describe, expect, it } from 'vitest';
import {
  annualSubscription,
  customer,
  quarterlySubscription,
  unix,
} from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { de, es, fr } from '../../i18n/catalogs/whole.ts';
import { registerEnglish } from '../../i18n/english.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { type CompleteVariant, flow } from '../../state/flow/store.ts';
import { completeTexts } from './complete-container.tsx';

// The later steps' chunk entry (later-views.ts) registers their English texts; this test words the complete screen without it.
registerEnglish(enLaterSteps);
registerOfferTexts(OFFER_TEXTS);

// The flow's clock stands at 2025-03-15T12:00Z (flow-harness FAKE_NOW).
const TERM_END = '2025-07-19T00:00:00Z';
const RESUMES_AT = '2025-08-19T00:00:00Z';
const t = createTranslator({ lang: 'en' });
const PAUSE_STEP = offerStep('p', {
  guid: 'o-pause',
  offerType: 'PAUSE',
  pauseConfig: { maxPauseLength: 3 },
});

/** The flow-start screen of a customer whose subscription is already paused. */
function startMessage(
  pause_collection: { resumes_at: number | null; resumption_term_end: number },
  yearly = true,
) {
  const paused = (yearly ? annualSubscription : quarterlySubscription)({ id: 'sub_1', pause_collection });
  loadTestFlow({
    steps: [PAUSE_STEP],
    customer: customer([paused]),
  });
  const complete = flow.complete;
  if (complete?.kind !== 'START' || complete.start.kind !== 'COMPLETE_ALREADY_PAUSED')
    throw new Error('not paused');
  return completeTexts(t, complete, flow.data).message;
}

/** The complete screen after the customer accepted a (soft) pause in this session. */
function acceptedMessage(termEnd: string, resumesAt: string | null, lang = t) {
  loadTestFlow({ steps: [PAUSE_STEP] });
  const variant: CompleteVariant = { kind: 'PAUSED', soft: true, termEnd, resumesAt };
  return completeTexts(lang, variant, flow.data).message;
}

describe('Flow start, already paused: soft-pause wording for annual or quarterly', () => {
  it('names the term end and when the pause ends', () => {
    expect(startMessage({ resumption_term_end: unix(TERM_END), resumes_at: unix(RESUMES_AT) })).toBe(
      'Nothing changes until your current term ends on July 19, 2025; your pause starts then and ends on August 19, 2025.',
    );
  });

  it('quarterly too', () => {
    expect(startMessage({ resumption_term_end: unix(TERM_END), resumes_at: unix(RESUMES_AT) }, false)).toBe(
      'Nothing changes until your current term ends on July 19, 2025; your pause starts then and ends on August 19, 2025.',
    );
  });

  it('no resume date: the term end alone', () => {
    expect(startMessage({ resumption_term_end: unix(TERM_END), resumes_at: null })).toBe(
      'Nothing changes until your current term ends on July 19, 2025; your pause starts then.',
    );
  });

  it('the term end has passed: told in the past, paused until the resume date', () => {
    expect(
      startMessage({
        resumption_term_end: unix('2024-12-31T00:00:00Z'),
        resumes_at: unix('2025-06-30T00:00:00Z'),
      }),
    ).toBe('Your term ended on December 31, 2024; your subscription is paused until June 30, 2025.');
  });

  it('the term end has passed, no resume date: paused since then', () => {
    expect(startMessage({ resumption_term_end: unix('2024-12-31T00:00:00Z'), resumes_at: null })).toBe(
      'Your term ended on December 31, 2024; your subscription has been paused since then.',
    );
  });
});

describe('Complete screen: soft pause applied', () => {
  it('names the term end and when the pause ends', () => {
    expect(acceptedMessage(TERM_END, RESUMES_AT)).toBe(
      'Nothing changes until your current term ends on July 19, 2025; your pause starts then and ends on August 19, 2025.',
    );
  });

  it('no resume date: the term end alone', () => {
    expect(acceptedMessage(TERM_END, null)).toBe(
      'Nothing changes until your current term ends on July 19, 2025; your pause starts then.',
    );
  });

  it('term end today, later in the day: still ahead', () => {
    expect(acceptedMessage('2025-03-15T18:00:00Z', RESUMES_AT)).toBe(
      'Nothing changes until your current term ends on March 15, 2025; your pause starts then and ends on August 19, 2025.',
    );
  });

  it('in German, French and Spanish, with both dates', () => {
    expect(acceptedMessage(TERM_END, RESUMES_AT, createTranslator({ lang: 'de', catalog: de }))).toBe(
      'Bis zum Ende Ihrer aktuellen Laufzeit am 19. Juli 2025 ändert sich nichts; danach beginnt Ihre Pause, die am 19. August 2025 endet.',
    );
    expect(acceptedMessage(TERM_END, RESUMES_AT, createTranslator({ lang: 'fr', catalog: fr }))).toBe(
      'Rien ne change jusqu’à la fin de votre période en cours, le 19 juillet 2025\u202f; votre pause commencera alors et se terminera le 19 août 2025.',
    );
    expect(acceptedMessage(TERM_END, RESUMES_AT, createTranslator({ lang: 'es', catalog: es }))).toBe(
      'Nada cambia hasta que termine tu periodo actual, el 19 de julio de 2025; entonces empezará tu pausa, que terminará el 19 de agosto de 2025.',
    );
  });
});

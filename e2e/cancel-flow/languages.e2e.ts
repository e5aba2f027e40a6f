/**
 * Spec §1 'Interface texts exist in English (default), German, French and Spanish', in Chromium: in de, fr
 * and es no English catalog text is left on any screen a customer can reach — steps, offers, progress,
 * complete, start and error screens. What the organisation configured (fixture headers, answers, plan
 * names) is English by nature and is not checked.
 */
import { describe, expect, it } from 'vitest';
import { actionPath } from '../support/backend-calls.ts';
import { englishLeftIn, type TranslatedLanguage } from '../support/english-texts.ts';
import { addFault, type FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';
import { widgetText } from '../support/screen-text.ts';

const harness = playgroundHarness();

/** English texts found, by screen; a fully translated walk leaves it empty. */
type Leftovers = Record<string, string[]>;

async function check(page: FlowPage, lang: TranslatedLanguage, screen: string, found: Leftovers) {
  const english = englishLeftIn(await widgetText(page.page), lang);
  if (english.length > 0) found[screen] = english.map((entry) => `${entry.key}: "${entry.text}"`);
}

/** A slow backend, so the progress screens stay up long enough to be read. */
const SLOW = 1000;

const LANGUAGES: TranslatedLanguage[] = ['de', 'fr', 'es'];

/**
 * The start and error screens per language: all of them in German (which also has the organisation's
 * overrides), each of them in one more language, to keep the run short — their texts are chosen the same
 * way in every language.
 */
const START_CUSTOMERS: Record<TranslatedLanguage, string[]> = {
  de: ['paused', 'discount-accepted', 'cancel-scheduled', 'no-subscription'],
  fr: ['paused', 'cancel-scheduled'],
  es: ['discount-accepted', 'no-subscription'],
};

describe('the English check itself', () => {
  it('finds the English catalog texts on an English screen (so a pass below means something)', async () => {
    const page = await harness.start({ lang: 'en' });
    await page.expectTitle('Before you go, Louise');
    const text = await widgetText(page.page);
    for (const lang of LANGUAGES) {
      const keys = englishLeftIn(text, lang).map((entry) => entry.key);
      expect(keys).toEqual(
        expect.arrayContaining([
          'stepTag.feedback',
          'footer.next',
          'a11y.stepAnnouncement',
          'a11y.closeDialog',
        ]),
      );
    }
    // Configured texts are cut out: the fixture's own English is not counted.
    expect(text).not.toContain('It is too expensive');
    expect(text).not.toContain('Before you go');
  });
});

describe.each(LANGUAGES)('Interface texts in %s (spec §1)', (lang) => {
  it('the whole decline-and-cancel walk shows no English catalog text', async () => {
    const page = await harness.start({ lang });
    const found: Leftovers = {};
    await page.expectTitle('Before you go, Louise');
    await check(page, lang, 'survey', found);
    await page.choose('It is too expensive');
    await page.forward();
    await page.expectTitle('How about 20% off, for good?');
    await check(page, lang, 'attached discount offer', found);
    await page.forward();
    await page.expectTitle('Anything else we should know?');
    await page.dialog.getByRole('textbox').pressSequentially('Zu teuer');
    await check(page, lang, 'freeform', found);
    await page.forward();

    await page.expectTitle('Need a break, Louise?');
    await check(page, lang, 'pause offer', found);
    await page.dialog.getByRole('combobox').selectOption({ index: 2 });
    await check(page, lang, 'pause offer with a length', found);
    await page.forward();
    await page.expectTitle('Stay and save 30%');
    await check(page, lang, 'discount offer', found);
    await page.forward();
    await page.expectTitle('Find a plan that fits');
    await check(page, lang, 'plan-change offer', found);
    await page.forward();
    await page.expectTitle('Can we help?');
    await check(page, lang, 'contact offer', found);
    await page.forward();
    await page.expectTitle('See what is new');
    await check(page, lang, 'redirect offer', found);
    await page.forward();
    await page.expectTitle('We are sorry to see you go');
    await check(page, lang, 'confirm', found);

    await addFault(page, { kind: 'delay', delayMs: SLOW, path: actionPath('cancel') });
    await page.forward();
    await page.expectVisible(page.dialog.getByRole('status'));
    await check(page, lang, 'cancelling', found);
    await page.dialog.getByRole('status').waitFor({ state: 'detached' });
    await page.expectVisible(page.dialog.getByRole('heading').first());
    await check(page, lang, 'cancelled', found);
    expect(found).toEqual({});
  });

  // The trial screens pick their texts the same way in every language: walked in German only, to keep the
  // run short (defined only there, so the other languages report no skipped test).
  if (lang === 'de') {
    it('a trial extension and its complete screen show no English catalog text', async () => {
      const page = await harness.start({ lang, customer: 'trialing' });
      const found: Leftovers = {};
      await page.choose('I am switching to another product');
      await page.forward();
      await page.expectTitle('Anything else we should know?');
      await page.forward();
      await page.expectTitle('Stay and save 30%');
      await page.forward();
      await page.expectTitle('Need more time to decide?');
      await check(page, lang, 'trial-extension offer', found);

      await addFault(page, { kind: 'delay', delayMs: SLOW, path: actionPath('extend-trial') });
      await page.dialog.getByRole('button').filter({ hasText: '14' }).click();
      await page.expectVisible(page.dialog.getByRole('status'));
      await check(page, lang, 'extending the trial', found);
      await page.dialog.getByRole('status').waitFor({ state: 'detached' });
      await page.expectVisible(page.dialog.getByRole('heading').first());
      await check(page, lang, 'trial extended', found);
      expect(found).toEqual({});
    });
  }

  it('the start and error screens show no English catalog text', async () => {
    const found: Leftovers = {};
    for (const customer of START_CUSTOMERS[lang]) {
      const page = await harness.start({ lang, customer });
      await page.expectVisible(page.dialog.getByRole('heading').first());
      await check(page, lang, customer, found);
      await page.close();
    }
    expect(found).toEqual({});
  });
});

/**
 * The code's e-mail and its confirmation page speak the language check-identity asked for (en, de, fr, es):
 * the subject, the text, the link's page in every state it shows, and its `<html lang>`. A language the server
 * has no texts for, or markup in its place, reads English, and never reaches the page.
 */
import { expect, it, vi } from 'vitest';
import type { Language } from '../../contract/schemas/org.ts';
import { describeOnBothDialects, type ServerUnderTest } from '../testing/on-both-dialects.ts';
import { CODE_TTL_MS } from './identity.ts';
import { CONFIRM_LANGUAGE_FIELD, CONFIRM_TOKEN_FIELD } from './identity-confirm.ts';
import { IDENTITY_TEXTS } from './identity-texts.ts';

/** Each language its own customer: the per-e-mail limit is 5 checks a minute. */
const CUSTOMER_OF: Record<Language, string> = {
  en: 'ada@example.com',
  de: 'bob@example.com',
  fr: 'cyd@example.com',
  es: 'dee@example.com',
};

/** Words each language's texts have and the others' do not: proof the e-mail is in it, not merely different. */
const WORDS: Record<Language, RegExp> = {
  en: /Your verification code is \d{6}\./,
  de: /Ihr Bestätigungscode lautet \d{6}\./,
  fr: /Votre code de vérification est \d{6}\./,
  es: /Tu código de verificación es \d{6}\./,
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function mailAfterCheck(server: ServerUnderTest, email: string, lang: unknown) {
  const body = lang === undefined ? { email } : { email, lang };
  expect((await server.call('checkIdentity', { body })).status).toBe(200);
  const mail = server.started
    .sentMails()
    .filter((sent) => sent.to === email)
    .at(-1);
  expect(mail).toBeDefined();
  const href = /https?:\/\/\S+/.exec(mail!.text)?.[0];
  expect(href).toBeDefined();
  return { mail: mail!, link: new URL(href!) };
}

function post(link: URL, form: Record<string, string>) {
  return fetch(new URL(link.pathname, link), {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams(form),
  });
}

/** The page's `<html lang>`, title, heading and paragraph, as a reader gets them. */
function pageParts(html: string) {
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    text: /<p>([^<]*)<\/p>/.exec(html)?.[1],
    button: /<button type="submit">([^<]*)<\/button>/.exec(html)?.[1] ?? null,
  };
}

/** The text as the page writes it: the French and the English texts have apostrophes. */
const escaped = (text: string) => text.replaceAll("'", '&#39;');

describeOnBothDialects('the code’s e-mail and its page in the customer’s language', (server) => {
  for (const lang of ['en', 'de', 'fr', 'es'] as const) {
    const texts = IDENTITY_TEXTS[lang];

    it(`${lang}: the e-mail, and the page its link opens in every state`, async () => {
      const { mail, link } = await mailAfterCheck(server, CUSTOMER_OF[lang], lang);
      expect(mail.subject).toBe(texts.emailSubject);
      expect(mail.text).toMatch(WORDS[lang]);
      for (const other of ['en', 'de', 'fr', 'es'] as const)
        if (other !== lang) expect(mail.text).not.toMatch(WORDS[other]);
      expect(mail.text).toContain(String(CODE_TTL_MS / 60_000));
      expect(link.searchParams.get(CONFIRM_LANGUAGE_FIELD)).toBe(lang);

      const title = escaped(texts.pageTitle);
      const ask = await fetch(link);
      expect(ask.status).toBe(200);
      const askHtml = await ask.text();
      expect(pageParts(askHtml)).toEqual({
        lang,
        title,
        heading: title,
        text: escaped(texts.ask),
        button: texts.confirmButton,
      });
      // The form hands the language on to the POST.
      expect(askHtml).toContain(`<input type="hidden" name="${CONFIRM_LANGUAGE_FIELD}" value="${lang}">`);

      const token = link.searchParams.get(CONFIRM_TOKEN_FIELD) ?? '';
      const confirmed = await post(link, { [CONFIRM_TOKEN_FIELD]: token, [CONFIRM_LANGUAGE_FIELD]: lang });
      expect(confirmed.status).toBe(200);
      expect(pageParts(await confirmed.text())).toMatchObject({
        lang,
        text: escaped(texts.confirmed),
        button: null,
      });

      // The same token again (replaced codes and made-up tokens alike): this link names no live code.
      const madeUp = await post(link, {
        [CONFIRM_TOKEN_FIELD]: 'f'.repeat(64),
        [CONFIRM_LANGUAGE_FIELD]: lang,
      });
      expect(madeUp.status).toBe(400);
      expect(pageParts(await madeUp.text())).toMatchObject({
        lang,
        text: escaped(texts.unknown),
        button: null,
      });

      const broken = new URL(link);
      broken.searchParams.set(CONFIRM_TOKEN_FIELD, 'not-a-token');
      const unknown = await fetch(broken);
      expect(unknown.status).toBe(400);
      expect(pageParts(await unknown.text())).toMatchObject({
        lang,
        text: escaped(texts.unknown),
        button: null,
      });
    });

    it(`${lang}: a confirmation the database could not store says so, and nothing else`, async () => {
      const { link } = await mailAfterCheck(server, CUSTOMER_OF[lang], lang);
      const { identityCodes } = server.started.server.deps;
      const down = vi.spyOn(identityCodes, 'confirm').mockRejectedValueOnce(new Error('connection lost'));
      const failed = await post(link, {
        [CONFIRM_TOKEN_FIELD]: link.searchParams.get(CONFIRM_TOKEN_FIELD) ?? '',
        [CONFIRM_LANGUAGE_FIELD]: lang,
      });
      down.mockRestore();
      expect(failed.status).toBe(500);
      const html = await failed.text();
      expect(pageParts(html)).toMatchObject({ lang, text: escaped(texts.failed), button: null });
      expect(html).not.toContain('connection lost');
    });
  }

  it('a language with no texts, a missing one or markup in its place gets English, and only `en` reaches the page', async () => {
    const english = IDENTITY_TEXTS.en;
    for (const lang of ['it', undefined, 'de-AT', '"><script>alert(1)</script>']) {
      const { mail, link } = await mailAfterCheck(server, 'eve@example.com', lang);
      expect(mail.subject).toBe(english.emailSubject);
      expect(mail.text).toMatch(WORDS.en);
      expect(link.searchParams.get(CONFIRM_LANGUAGE_FIELD)).toBe('en');
    }
    // A link or form edited by hand: the page reads English, the markup is nowhere in it.
    const { link } = await mailAfterCheck(server, 'fay@example.com', 'de');
    const edited = new URL(link);
    edited.searchParams.set(CONFIRM_LANGUAGE_FIELD, '"><script>alert(1)</script>');
    const html = await (await fetch(edited)).text();
    expect(pageParts(html)).toMatchObject({
      lang: 'en',
      text: escaped(english.ask),
      button: english.confirmButton,
    });
    expect(html).not.toContain('<script>');
    const posted = await post(link, {
      [CONFIRM_TOKEN_FIELD]: link.searchParams.get(CONFIRM_TOKEN_FIELD) ?? '',
      [CONFIRM_LANGUAGE_FIELD]: '<b>xx</b>',
    });
    const postedHtml = await posted.text();
    expect(pageParts(postedHtml)).toMatchObject({ lang: 'en', text: escaped(english.confirmed) });
    expect(postedHtml).not.toContain('<b>');
  });
});

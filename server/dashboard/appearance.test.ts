import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { MAX_TRANSLATIONS_CHARS } from '../../contract/answer-limits.ts';
import {
  type Appearance,
  type AppearanceAudit,
  AppearanceRefusalSchema,
  AppearanceSchema,
  TRANSLATION_MAX_LENGTH,
  TRANSLATION_MESSAGES,
} from '../../contract/dashboard-appearance-api.ts';
import { ORG_TRANSLATION_KEYS } from '../../contract/org-translation-keys.ts';
import type { Branding, OrgTranslations } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { APPEARANCE_MESSAGES } from './appearance-routes.ts';
import { makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

const EDITED: Appearance = {
  branding: {
    name: 'Acme Retention',
    brandImage: 'https://cdn.example.com/logo.png',
    brandTheme: 'theme-v2',
    showWatermark: true,
    colors: { primary: '#aa3300', secondary: null, accent: '#00ff00' },
  },
  orgTranslations: {
    en: { 'footer.nevermind': 'Keep my plan' },
    de: { 'footer.nevermind': 'Plan behalten', 'common.back': '' },
  },
};

describeOnBothDialects('the Appearance page: branding and translations', (server) => {
  let owner = '';
  let member = '';
  let outsider = '';
  const api = (cookie: string, init: { method?: string; body?: unknown; path?: string } = {}) =>
    fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/appearance${init.path ?? ''}`, {
      method: init.method ?? 'GET',
      headers: { cookie, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const save = (cookie: string, body: unknown) => api(cookie, { method: 'PUT', body });
  const embed = async () => {
    const reply = await server.call('embed', { as: 'ada', mode: 'LIVE', body: {} });
    return reply.body as { branding: Branding; orgTranslations: OrgTranslations };
  };

  beforeAll(async () => {
    await makeTeam(server.started, APP_ID);
    owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
    member = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
    outsider = (await signIn(server.started.baseUrl, 'outsider@else.example', 'outsider-password-1')).cookie;
  }, START_TIMEOUT_MS);

  it('answers members only: 401 signed out, 404 for another app’s user', async () => {
    expect((await api('')).status).toBe(401);
    expect((await api(outsider)).status).toBe(404);
    expect((await save(outsider, EDITED)).status).toBe(404);
  });

  it('reads the seeded branding as the page edits it, defaults where the seed says nothing', async () => {
    const read = (await (await api(member)).json()) as Appearance;
    expect(read).toEqual({
      branding: {
        name: 'Server Test Co',
        brandImage: null,
        brandTheme: 'default',
        showWatermark: false,
        colors: { primary: null, secondary: null, accent: null },
      },
      orgTranslations: {},
    });
  });

  it('lets members look but not change: a member’s save is 403 and changes nothing', async () => {
    const refused = await save(member, EDITED);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(APPEARANCE_MESSAGES.ownersOnly);
    expect((await embed()).branding.name).toBe('Server Test Co');
  });

  it('refuses a bad colour with 400 naming the field, and saves nothing', async () => {
    const bad = {
      ...EDITED,
      branding: { ...EDITED.branding, colors: { ...EDITED.branding.colors, primary: 'red' } },
    };
    const refused = await save(owner, bad);
    expect(refused.status).toBe(400);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain('branding.colors.primary');
    expect(message).toContain('hex colour');
    expect((await embed()).branding.colors.primary).toBeUndefined();
  });

  it('answers a refusal with each refused field by its path, for the page to name and mark', async () => {
    const refused = await save(owner, {
      ...EDITED,
      branding: {
        ...EDITED.branding,
        brandImage: 'javascript:alert(1)',
        colors: { ...EDITED.branding.colors, primary: '#fff;}' },
      },
    });
    expect(refused.status).toBe(400);
    const answer = v.parse(AppearanceRefusalSchema, await refused.json());
    expect(answer.fields.map((field) => field.path)).toEqual([
      'branding.brandImage',
      'branding.colors.primary',
    ]);
    expect(answer.fields[1]?.message).toContain('hex colour');
    expect(answer.message).toContain('branding.brandImage');
  });

  it('refuses translations too large in all for the embed answer, each text within its own limit', async () => {
    const full = Object.fromEntries(
      ORG_TRANSLATION_KEYS.map((key) => [key, 'x'.repeat(TRANSLATION_MAX_LENGTH)]),
    );
    const tooLarge = await save(owner, { ...EDITED, orgTranslations: { en: full, de: full } });
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as { message: string }).message).toContain(
      `at most ${MAX_TRANSLATIONS_CHARS.toLocaleString('en')} characters`,
    );
    expect(JSON.stringify((await embed()).orgTranslations)).not.toContain('x'.repeat(TRANSLATION_MAX_LENGTH));
    // One language with every text at its longest is within the limit.
    expect(v.is(AppearanceSchema, { ...EDITED, orgTranslations: { en: full } })).toBe(true);
  });

  it('refuses a text naming a variable its built-in text does not have, which customers would see as written', async () => {
    const refused = await save(owner, {
      ...EDITED,
      orgTranslations: {
        de: { 'footer.next': 'Weiter {name}', 'complete.cancelled.message': 'Zugang bis {datum}.' },
      },
    });
    expect(refused.status).toBe(400);
    const answer = v.parse(AppearanceRefusalSchema, await refused.json());
    expect(answer.fields).toEqual([
      {
        path: 'orgTranslations.de.footer.next',
        message: '{name} would show to customers as written: this text has no variables.',
      },
      {
        path: 'orgTranslations.de.complete.cancelled.message',
        message: "{datum} would show to customers as written: this text's variables are {date}.",
      },
    ]);
    expect((await embed()).orgTranslations).not.toHaveProperty('de');
    const halfTyped = await save(owner, {
      ...EDITED,
      orgTranslations: {
        en: { 'complete.cancelled.message': 'Access until {date', 'footer.next': 'Next {x}' },
      },
    });
    expect(halfTyped.status).toBe(400);
    const halfAnswer = v.parse(AppearanceRefusalSchema, await halfTyped.json());
    expect(halfAnswer.fields).toEqual([
      { path: 'orgTranslations.en.complete.cancelled.message', message: TRANSLATION_MESSAGES.strayBrace },
      {
        path: 'orgTranslations.en.footer.next',
        message: '{x} would show to customers as written: this text has no variables.',
      },
    ]);
    // Each refusal is a sentence of its own, not joined by ".;".
    expect(halfAnswer.message).not.toContain('.;');
    // The text's own variables, or some of them left out, are the organisation's to use.
    const own = {
      ...EDITED,
      orgTranslations: {
        de: { 'complete.cancelled.message': 'Zugang bis {date}.', 'a11y.stepAnnouncement': 'Schritt {n}' },
      },
    };
    expect(v.is(AppearanceSchema, own)).toBe(true);
  });

  it('refuses unknown languages and keys, a javascript: logo and a body that is not JSON', async () => {
    const language = await save(owner, {
      ...EDITED,
      orgTranslations: { it: { 'footer.nevermind': 'Tieni' } },
    });
    expect(language.status).toBe(400);
    expect(((await language.json()) as { message: string }).message).toMatch(
      /orgTranslations.*en, de, fr, es/,
    );
    const key = await save(owner, { ...EDITED, orgTranslations: { en: { 'no.such.key': 'x' } } });
    expect(key.status).toBe(400);
    expect(((await key.json()) as { message: string }).message).toContain('orgTranslations.en');
    const plural = await save(owner, { ...EDITED, orgTranslations: { en: { 'age.day': 'a day' } } });
    expect(plural.status).toBe(400);
    const logo = await save(owner, {
      ...EDITED,
      branding: { ...EDITED.branding, brandImage: 'javascript:alert(1)' },
    });
    expect(((await logo.json()) as { message: string }).message).toContain('branding.brandImage');
    const extra = await save(owner, {
      ...EDITED,
      branding: { ...EDITED.branding, emailFlow: { enabled: false } },
    });
    expect(extra.status).toBe(400);
    const notJson = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/appearance`, {
      method: 'PUT',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { message: string }).message).toBe(APPEARANCE_MESSAGES.badJson);
  });

  it('saves an owner’s edit, serves it in the next embed and branding answers, and keeps what it does not edit', async () => {
    // Served once before the save: the server keeps the app's configuration a while, and a save must clear it.
    expect((await embed()).branding.name).not.toBe('Acme Retention');
    const saved = await save(owner, EDITED);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Appearance;
    // An empty text means the built-in one: it is dropped, not stored as a blank.
    expect(answer.orgTranslations).toEqual({
      en: { 'footer.nevermind': 'Keep my plan' },
      de: { 'footer.nevermind': 'Plan behalten' },
    });
    expect((await (await api(member)).json()) as Appearance).toEqual(answer);

    const served = await embed();
    expect(served.branding).toMatchObject({
      name: 'Acme Retention',
      brandImage: 'https://cdn.example.com/logo.png',
      brandTheme: 'theme-v2',
      showWatermark: true,
      colors: { primary: '#aa3300', accent: '#00ff00' },
      // The seed's e-mail flow setting is not the page's to change.
      emailFlow: { enabled: true },
    });
    expect(served.branding.colors.secondary).toBeUndefined();
    expect(served.orgTranslations).toEqual(answer.orgTranslations);
    // The walls and the managed flow read the branding answer's own translations.
    const branding = await server.call('branding', { as: 'ada', mode: 'LIVE' });
    expect(branding.status).toBe(200);
    expect((branding.body as Branding).orgTranslations).toEqual(answer.orgTranslations);
  });

  it('logs who saved when, newest first', async () => {
    await save(owner, { ...EDITED, branding: { ...EDITED.branding, name: 'Second' } });
    const { entries } = (await (await api(member, { path: '/audit' })).json()) as AppearanceAudit;
    // Two saves by the owner in this block; the refused ones left no row.
    expect(entries).toHaveLength(2);
    // Each its own: two saves may share their time and author.
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(2);
    expect(entries.map((entry) => entry.user)).toEqual([
      { name: TEAM.owner.name, email: TEAM.owner.email },
      { name: TEAM.owner.name, email: TEAM.owner.email },
    ]);
    expect((entries[0]?.at ?? '') >= (entries[1]?.at ?? '')).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from './i18n/catalogs/de.ts';
import { enLaterSteps } from './i18n/catalogs/en/later-steps.ts';
import { enMain } from './i18n/catalogs/en/main.ts';
import { enManagedFlow } from './i18n/catalogs/en/managed-flow.ts';
import { enWalls } from './i18n/catalogs/en/walls.ts';
import { en, isCatalogKey, type MessageKey } from './i18n/catalogs/en.ts';
import { de as wholeDe } from './i18n/catalogs/whole.ts';
import { formatMessage } from './i18n/message.ts';
import { offerTextsIn } from './i18n/offers/index.ts';
import { pauseTexts } from './i18n/offers/pause.ts';
import type { Translator } from './i18n/translator.ts';
import { translateKey } from './views/containers/translate-key.ts';

/** The i18n modules as a page has them before any lazy chunk ran: a fresh registry for each test. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n/index.ts');
}

const keysOf = (part: object): MessageKey[] => Object.keys(part).filter(isCatalogKey);

/** The English the later steps' chunk brings: the texts the later steps share and every offer's own. */
const enLaterPart = { ...enLaterSteps, ...offerTextsIn('en') };
/** The English the walls' chunk brings: the walls' own and the pause offer's (the pause wall's tag). */
const enWallsPart = { ...enWalls, ...pauseTexts.en };

/** `t(key)` for a key held in a variable, with a count of 2 for plural messages. */
const say = (t: Translator, key: MessageKey) => translateKey(t, key, { count: 2 });

/** What English shows for `key`, with every variable named after itself and a count of 2. */
function englishText(key: MessageKey): string {
  return formatMessage(en[key], { count: 2 }, 'en', 'en');
}

describe('English arrives with the chunks: the main chunk’s texts at once, each lazy part with its chunk', () => {
  it('the main chunk’s texts are there from the start; a lazy part’s are not known before its chunk', async () => {
    const { createTranslator, isMessageKey } = await freshI18n();
    const t = createTranslator({ lang: 'en' });
    for (const key of keysOf(enMain)) expect(say(t, key), key).toBe(englishText(key));
    expect(isMessageKey('footer.next')).toBe(true);
    expect(isMessageKey('pause.button')).toBe(false);
    expect(t.has('managed.sendCode')).toBe(false);
  });

  it('a translator made before a part arrives shows the part’s texts once it is registered', async () => {
    const { createTranslator, registerEnglish } = await freshI18n();
    const t = createTranslator({ lang: 'en', orgTranslations: { en: { 'footer.next': 'Onward' } } });
    const fallback = createTranslator({ lang: 'it' });
    registerEnglish(enLaterPart);
    expect(t('pause.button')).toBe('Pause subscription');
    expect(t('trial.extendButton', { count: 1 })).toBe('Extend my trial by 1 day');
    expect(fallback('plan.switch')).toBe('Switch plan');
    expect(t.has('complete.paused.title')).toBe(true);
    expect(t('footer.next')).toBe('Onward');
  });

  it('registering a part again changes nothing', async () => {
    const { createTranslator, registerEnglish } = await freshI18n();
    registerEnglish(enWalls);
    registerEnglish(enWalls);
    expect(createTranslator()('pauseWall.resumeButton')).toBe('Resume Subscription Now');
  });
});

describe('host messages and org translations override any key, of a part loaded or not', () => {
  it('English: a lazy part’s keys show the override before the part arrives, and after', async () => {
    const { createTranslator, registerEnglish } = await freshI18n();
    const t = createTranslator({
      lang: 'en',
      messages: { en: { 'pause.button': 'Take a break' } },
      orgTranslations: { en: { 'managed.sendCode': 'Mail me a code', 'pauseWall.heading': 'Come back' } },
    });
    expect(t('pause.button')).toBe('Take a break');
    expect(t('managed.sendCode')).toBe('Mail me a code');
    expect(t('pauseWall.heading')).toBe('Come back');
    registerEnglish(enLaterPart);
    registerEnglish(enWalls);
    expect(t('pause.button')).toBe('Take a break');
    expect(t('pauseWall.heading')).toBe('Come back');
  });

  it('an unknown language: its own overrides, then English overrides, for keys of parts not loaded', async () => {
    const { createTranslator } = await freshI18n();
    const t = createTranslator({
      lang: 'nl',
      messages: { nl: { 'failedPayment.updateButton': 'Betaling bijwerken' } },
      orgTranslations: { en: { 'managed.codeTitle': 'Check your inbox' } },
    });
    expect(t('failedPayment.updateButton')).toBe('Betaling bijwerken');
    expect(t('managed.codeTitle')).toBe('Check your inbox');
  });
});

describe('de, fr and es load whole, but for the offers’ own texts, which come with the later steps', () => {
  it.each(['de', 'fr', 'es'])(
    '%s shows its own text for every key but the offers’ before any lazy part',
    async (lang) => {
      const { createTranslator, loadCatalog } = await freshI18n();
      const catalog = await loadCatalog(lang);
      if (!catalog) throw new Error(`no catalog for ${lang}`);
      const t = createTranslator({ lang, catalog });
      for (const key of keysOf(catalog)) {
        const text = Object.getOwnPropertyDescriptor(catalog, key)?.value;
        expect(say(t, key), key).toBe(formatMessage(text, { count: 2 }, lang, lang));
      }
      for (const key of keysOf(offerTextsIn('en'))) expect(t.has(key), key).toBe(false);
    },
  );

  it.each(['de', 'fr', 'es'] as const)(
    '%s shows its own text for every key, the offers’ too, once the later steps are in',
    async (lang) => {
      const { createTranslator, loadCatalog } = await freshI18n();
      const catalog = await loadCatalog(lang);
      const t = createTranslator({ lang, catalog });
      await WAYS_IN['the later steps']();
      const whole = { ...catalog, ...offerTextsIn(lang) };
      for (const key of keysOf(en)) {
        const text = Object.getOwnPropertyDescriptor(whole, key)?.value;
        expect(say(t, key), key).toBe(formatMessage(text, { count: 2 }, lang, lang));
      }
    },
  );

  it('the cancel flow’s German translator, made at mount, shows the offers’ German once the views are in', async () => {
    const { createTranslator, loadCatalog } = await freshI18n();
    const t = createTranslator({ lang: 'de-AT', catalog: await loadCatalog('de'), orgTranslations: {} });
    expect(t.has('stepTag.pause')).toBe(false);
    await WAYS_IN['the later steps']();
    expect(t('stepTag.pause')).toBe(wholeDe['stepTag.pause']);
    expect(t('pause.button')).toBe(wholeDe['pause.button']);
    expect(t('action.downgrade')).toBe(wholeDe['action.downgrade']);
    expect(t('footer.next')).toBe(wholeDe['footer.next']);
  });

  it('a German override of a lazy part’s key wins over the German catalog', async () => {
    const { createTranslator } = await freshI18n();
    const t = createTranslator({
      lang: 'de',
      catalog: de,
      messages: { de: { 'managed.resendCode': 'Nochmal senden' } },
    });
    expect(t('managed.resendCode')).toBe('Nochmal senden');
    expect(t('pauseWall.resumeButton')).toBe(de['pauseWall.resumeButton']);
  });
});

/** Each lazy part's way in: what runs before any of its views can render. */
const WAYS_IN = {
  /** The cancel flow fetches the later steps' chunk through `loadLaterViews` (use-later-views.ts). */
  'the later steps': async () => {
    const { loadLaterViews } = await import('./views/containers/use-later-views.ts');
    await loadLaterViews();
  },
  /** `check(kind, options)` is the only way a wall shows; a bad call is enough to run it. */
  'the walls': async () => {
    const { check } = await import('./embed/walls-api.ts');
    await check('no-such-wall');
  },
  /** `managedFlow('show', options)` is the only way the managed flow shows. */
  'the managed flow': async () => {
    const { createManagedFlowApi } = await import('./embed/managed-flow-api.ts');
    const api = createManagedFlowApi({
      init: () => ({ ok: false }),
      show: async () => undefined,
      currentInitInput: () => null,
    });
    await api.managedFlow('show', { appId: 42 });
  },
} as const;

describe('each lazy part registers its English on its way in, before any of its views can render', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['the later steps', enLaterPart],
    ['the walls', enWallsPart],
    ['the managed flow', enManagedFlow],
  ] as const)('%s: every key of the part resolves in a translator made before', async (way, part) => {
    const { createTranslator } = await freshI18n();
    const t = createTranslator({ lang: 'en' });
    for (const key of keysOf(part)) expect(t.has(key), key).toBe(false);
    await WAYS_IN[way]();
    for (const key of keysOf(part)) expect(say(t, key), key).toBe(englishText(key));
    // What another part brings is not known yet, but for texts two parts both bring (the pause offer's).
    const others = [enLaterPart, enWallsPart, enManagedFlow].filter((other) => other !== part);
    for (const key of others.flatMap(keysOf).filter((key) => !(key in part)))
      expect(t.has(key), key).toBe(false);
  });

  it('once every part is in, no key of the catalog is missing in English', async () => {
    const { createTranslator } = await freshI18n();
    for (const wayIn of Object.values(WAYS_IN)) await wayIn();
    const t = createTranslator({ lang: 'pt' });
    for (const key of keysOf(en)) expect(say(t, key), key).toBe(englishText(key));
  });

  it('the cancel flow’s translator, made at mount, has the offers’ texts when the views are handed out', async () => {
    const { createTranslator } = await freshI18n();
    const { loadLaterViews } = await import('./views/containers/use-later-views.ts');
    const t = createTranslator({ lang: 'en-US', orgTranslations: {} });
    expect(t.has('discount.claim')).toBe(false);
    const views = await loadLaterViews();
    expect(typeof views.renderOffer).toBe('function');
    expect(t('discount.claim')).toBe('Claim discount');
    expect(t('complete.alreadyPaused.title')).toBe('Your subscription is already paused');
  });
});

describe('widget code takes only types from the whole English catalog (its value would bundle every part)', () => {
  const root = import.meta.dirname;
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(root, file));

  it('no module imports a value from catalogs/en.ts', () => {
    const offenders = sources.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = text.match(/^(?:import|export)\s[^;]*?from\s+'[^']*\/catalogs\/en\.ts';/gms) ?? [];
      return imports.some((statement) => !/^(?:import|export)\s+type\s/.test(statement));
    });
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});

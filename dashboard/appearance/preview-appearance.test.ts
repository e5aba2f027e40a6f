import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { Appearance } from '../../contract/dashboard-appearance-api.ts';
import { type BlueprintInput, EmbedAnswerSchema } from '../../contract/schemas/index.ts';
import type { PreviewRender } from '../preview/preview-messages.ts';
import { previewFetch } from '../preview/preview-page.ts';
import { withDraftAppearance } from './preview-appearance.ts';

const API = 'https://dash.example/dashboard/preview/api';

/** The preview endpoint's answer: the stored branding, with a host language's texts beside the page's. */
const BLUEPRINT: BlueprintInput = { _id: 'bp_main', steps: [{ guid: 'x', stepType: 'CONFIRM' }] };

const STORED_ANSWER = {
  blueprint: BLUEPRINT,
  branding: {
    name: 'Stored',
    colors: { primary: '#111111', secondary: '#222222' },
    emailFlow: { enabled: true },
    orgTranslations: { 'pt-BR': { 'footer.nevermind': 'Manter' }, en: { 'common.back': 'Old back' } },
  },
  customer: null,
  orgTranslations: { 'pt-BR': { 'footer.nevermind': 'Manter' }, de: { 'common.back': 'Alt' } },
};

const DRAFT: Appearance = {
  branding: {
    name: 'Draft Co',
    brandImage: null,
    brandTheme: 'theme-v2',
    showWatermark: true,
    colors: { primary: '#aa0000', secondary: null, accent: '#00aa00' },
  },
  orgTranslations: { en: { 'footer.nevermind': 'Keep it' } },
};

describe('the unsaved appearance in the preview', () => {
  it('replaces the stored branding and the page’s languages, keeping the rest as the server’s save would', () => {
    const drawn = v.parse(EmbedAnswerSchema, withDraftAppearance(STORED_ANSWER, DRAFT));
    expect(drawn.branding).toMatchObject({
      name: 'Draft Co',
      brandTheme: 'theme-v2',
      showWatermark: true,
      emailFlow: { enabled: true },
      colors: { primary: '#aa0000', accent: '#00aa00' },
    });
    // A colour set back to the default is gone, not the stored one.
    expect(drawn.branding.colors.secondary).toBeUndefined();
    const texts = { 'pt-BR': { 'footer.nevermind': 'Manter' }, en: { 'footer.nevermind': 'Keep it' } };
    expect(drawn.orgTranslations).toEqual(texts);
    expect(drawn.branding.orgTranslations).toEqual(texts);
  });

  it('is laid over the flow’s preview answer by the preview page’s fetch, and only when the editor sent one', async () => {
    const render: PreviewRender = {
      type: 'holdfast-preview:render',
      appId: 'app_1',
      flowId: 'bp_main',
      lite: false,
      blueprint: BLUEPRINT,
      lang: 'en',
    };
    const pageFetch = vi.fn(async () => new Response(JSON.stringify(STORED_ANSWER)));
    const withDraft = previewFetch(pageFetch, API, () => ({ ...render, appearance: DRAFT }));
    const answer = await (await withDraft(`${API}/api/orgs/app_1/embed`, { method: 'POST' })).json();
    expect(answer.branding.name).toBe('Draft Co');
    const without = previewFetch(pageFetch, API, () => render);
    expect(
      (await (await without(`${API}/api/orgs/app_1/embed`, { method: 'POST' })).json()).branding.name,
    ).toBe('Stored');
  });
});

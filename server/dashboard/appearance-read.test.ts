import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppearanceSchema } from '../../contract/dashboard-appearance-api.ts';
import { BrandingSchema } from '../../contract/schemas/index.ts';
import type { AppSettings } from '../storage/apps-store.ts';
import { appearanceOf } from './appearance.ts';

const settings = (orgTranslations: AppSettings['orgTranslations']): AppSettings => ({
  branding: v.parse(BrandingSchema, {}),
  orgProviderSettings: { annualPauseExtendTerm: false, quarterlyPauseEnabled: false, pauseEndOfTerm: false },
  orgTranslations,
  orgPlanSettings: [],
  allowedOrigins: [],
});

describe('the Appearance page’s read of stored texts', () => {
  it('reads a stored text the page could not save again as the built-in, so the page still loads', () => {
    // Stored before texts naming a variable their built-in text does not have were refused.
    const read = appearanceOf(
      settings({ de: { 'footer.next': 'Weiter {n}', 'complete.cancelled.message': 'Bis {date}.' } }),
    );
    expect(read.orgTranslations).toEqual({ de: { 'complete.cancelled.message': 'Bis {date}.' } });
    // The dashboard reads the answer with the same schema the save is checked with.
    expect(v.is(AppearanceSchema, read)).toBe(true);
  });
});

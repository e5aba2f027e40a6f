import { describe, expect, it } from 'vitest';
import { NOW, subscription } from '../domain/templates.testing.ts';
import { calculatedFields } from '../domain/templates.ts';
import { translatorWording } from './template-wording.ts';
import { loadTranslator } from './translator.ts';

describe('calculated fields in the customer’s language', () => {
  it('words age and status through the catalogs', async () => {
    const t = await loadTranslator({ lang: 'de' });
    const fields = calculatedFields(
      null,
      subscription({ status: 'trialing' }),
      translatorWording(t, 'UTC'),
      NOW,
    );
    expect(fields.get('SUBSCRIPTION_AGE')).toBe('3 Monate');
    expect(fields.get('SUBSCRIPTION_STATUS')).toBe('in der Testphase');
    expect(fields.get('SUBSCRIPTION_START_DATE')).toBe('1. März 2025');
  });

  it('an age of one reads singular, and a status the catalog does not know stays as the provider sent it', async () => {
    const t = await loadTranslator({ lang: 'es' });
    const sub = subscription({ status: 'in_grace', start_date: Date.UTC(2024, 5, 1, 12) / 1000 });
    const fields = calculatedFields(null, sub, translatorWording(t, 'UTC'), NOW);
    expect(fields.get('SUBSCRIPTION_AGE')).toBe('1 año');
    expect(fields.get('SUBSCRIPTION_STATUS')).toBe('in_grace');
  });
});

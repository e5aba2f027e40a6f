import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';

const utc = { timeZone: 'UTC' };
const march5 = new Date(Date.UTC(2025, 2, 5, 12));

describe('date display in the widget’s language', () => {
  it('long dates read naturally in en, de, fr and es', () => {
    expect(formatLongDate(march5, 'en', utc)).toBe('March 5, 2025');
    expect(formatLongDate(march5, 'de', utc)).toBe('5. März 2025');
    expect(formatLongDate(march5, 'fr', utc)).toBe('5 mars 2025');
    expect(formatLongDate(march5, 'es', utc)).toBe('5 de marzo de 2025');
  });

  it('uses the time zone it is given: late on the 5th in UTC is the 6th in Tokyo', () => {
    const late = new Date(Date.UTC(2025, 2, 5, 20));
    expect(formatLongDate(late, 'en', { timeZone: 'Asia/Tokyo' })).toBe('March 6, 2025');
  });

  it('an invalid date shows nothing instead of throwing inside a view', () => {
    expect(formatLongDate(new Date(Number.NaN), 'en', utc)).toBe('');
  });

  it('a language tag Intl rejects falls back to English', () => {
    expect(formatLongDate(march5, 'en_US', utc)).toBe('March 5, 2025');
  });

  it('an unknown time zone still shows the date', () => {
    expect(formatLongDate(march5, 'en', { timeZone: 'Mars/Olympus' })).toMatch(/2025/);
  });
});

/**
 * Date display for the customer: always `Intl.DateTimeFormat` in the widget's locale (calendar.ts and date-fns
 * do arithmetic only). Pure: the locale, and for tests a time zone, are passed in; without a time zone
 * the customer's own zone is used, which is what a customer reading "resumes on" expects.
 */

/** The locale used when the one asked for is not a valid BCP 47 tag. */
const FALLBACK_LOCALE = 'en';

export interface DateDisplayOptions {
  /** IANA time zone; defaults to the browser's. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: Intl.DateTimeFormatOptions, options: DateDisplayOptions) {
  const key = `${locale}|${JSON.stringify(style)}|${options.timeZone ?? ''}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const full: Intl.DateTimeFormatOptions = { ...style, timeZone: options.timeZone };
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat(locale, full);
  } catch {
    // A host language tag Intl rejects, or an unknown time zone: still show the date.
    try {
      made = new Intl.DateTimeFormat(FALLBACK_LOCALE, full);
    } catch {
      made = new Intl.DateTimeFormat(FALLBACK_LOCALE, style);
    }
  }
  formatters.set(key, made);
  return made;
}

function display(date: Date, locale: string, style: Intl.DateTimeFormatOptions, options: DateDisplayOptions) {
  // An invalid date would make Intl throw a RangeError inside a view; show nothing instead.
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, style, options).format(date);
}

/** "March 5, 2025", "5. März 2025", "5 mars 2025", "5 de marzo de 2025". */
export function formatLongDate(date: Date, locale: string, options: DateDisplayOptions = {}): string {
  return display(date, locale, { dateStyle: 'long' }, options);
}

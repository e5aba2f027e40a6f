/**
 * How large an answer the widget reads (docs/api.md "Limits"). A backend (or a flow author's configuration)
 * that sends thousands of choices or megabytes of copy must not freeze the host page: the widget refuses an
 * answer over {@link MAX_ANSWER_CHARS} unread and shows a survey's first {@link MAX_SURVEY_CHOICES} choices,
 * and the mock backend refuses a seed that would break either limit, so a developer meets it before a customer.
 */

/**
 * The most characters an answer's body may have. Ten times the largest real flow we know of; JSON of this size
 * parses, validates and renders in well under a second on a phone.
 */
export const MAX_ANSWER_CHARS = 1_000_000;

/**
 * The most characters a flow's blueprint may have as JSON when it is saved or published (the dashboard's flow
 * editor): its share of {@link MAX_ANSWER_CHARS}, leaving the rest of the embed answer (branding, translations,
 * the customer, coupons, plans) room. A flow over it would be served in an answer the widget refuses, and no
 * customer could open the cancel flow.
 */
export const MAX_FLOW_CHARS = 300_000;

/**
 * The most characters an app's translations (every language's, as JSON) may have when the Appearance page
 * saves them: their share of {@link MAX_ANSWER_CHARS}, beside {@link MAX_FLOW_CHARS}. Each text is short
 * (TRANSLATION_MAX_LENGTH); this bounds them all together, which the embed answer carries.
 */
export const MAX_TRANSLATIONS_CHARS = 200_000;

/** The most choices a survey shows; those after it are skipped and reported, the customer sees the first. */
export const MAX_SURVEY_CHOICES = 50;

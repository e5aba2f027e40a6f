/**
 * The confirmation link of a code's e-mail (services/identity-confirm.ts): GET shows a page with a Confirm
 * button, its POST confirms. Only the button confirms, so a mail scanner fetching the link changes nothing.
 * The token travels in the query and the form, never in the path the request log records. The page speaks the
 * e-mail's language, which the link carries and the form hands on to the POST; a language the server has no
 * texts for (or an edited link's markup) reads English, so only the four built-in language tags reach `lang`.
 */
import type { Context, Hono } from 'hono';
import type { Language } from '../../contract/schemas/org.ts';
import type { ServiceDeps } from '../services/deps.ts';
import {
  CONFIRM_LANGUAGE_FIELD,
  CONFIRM_TOKEN_FIELD,
  confirmIdentityLink,
  confirmPageLanguage,
  IDENTITY_CONFIRM_PATH,
  isConfirmToken,
} from '../services/identity-confirm.ts';
import { IDENTITY_TEXTS } from '../services/identity-texts.ts';
import type { AppEnv } from './create-app.ts';
import { escapeHtml } from './escape-html.ts';
import { MAX_AUTH_BODY_BYTES, readTextBody } from './read-body.ts';

// Nothing on the page loads from elsewhere and nothing may frame it; the token must not leak in a Referer.
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

type PageText = 'ask' | 'confirmed' | 'unknown' | 'failed';

/** The page in `lang`: its title, one of its texts and, for a live token, the form that confirms it. */
function page(context: Context<AppEnv>, lang: Language, text: PageText, status: 200 | 400 | 500, form = '') {
  const texts = IDENTITY_TEXTS[lang];
  return context.html(
    `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.pageTitle)}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 32rem; padding: 1.5rem; }</style>
</head>
<body>
<h1>${escapeHtml(texts.pageTitle)}</h1>
<p>${escapeHtml(texts[text])}</p>
${form}</body>
</html>
`,
    status,
    PAGE_HEADERS,
  );
}

/** The Confirm button's form: the token (hex only, checked) and the language (one of four tags) as they came. */
function confirmForm(token: string, lang: Language): string {
  return `<form method="post" action="${IDENTITY_CONFIRM_PATH}">
<input type="hidden" name="${CONFIRM_TOKEN_FIELD}" value="${escapeHtml(token)}">
<input type="hidden" name="${CONFIRM_LANGUAGE_FIELD}" value="${lang}">
<button type="submit">${escapeHtml(IDENTITY_TEXTS[lang].confirmButton)}</button>
</form>
`;
}

export function addIdentityConfirmRoute(app: Hono<AppEnv>, deps: ServiceDeps): void {
  app.get(IDENTITY_CONFIRM_PATH, (context) => {
    const lang = confirmPageLanguage(context.req.query(CONFIRM_LANGUAGE_FIELD));
    const token = context.req.query(CONFIRM_TOKEN_FIELD) ?? '';
    if (!isConfirmToken(token)) return page(context, lang, 'unknown', 400);
    return page(context, lang, 'ask', 200, confirmForm(token, lang));
  });
  app.post(IDENTITY_CONFIRM_PATH, async (context) => {
    const form = new URLSearchParams(await readTextBody(context, MAX_AUTH_BODY_BYTES));
    const lang = confirmPageLanguage(form.get(CONFIRM_LANGUAGE_FIELD));
    try {
      const confirmed = await confirmIdentityLink(deps, form.get(CONFIRM_TOKEN_FIELD) ?? '');
      return confirmed ? page(context, lang, 'confirmed', 200) : page(context, lang, 'unknown', 400);
    } catch (error) {
      // The customer reads their language's 'try again'; the operator gets the cause, never the token.
      deps.logger.error(
        { err: { message: error instanceof Error ? error.message : String(error) }, path: context.req.path },
        'identity confirmation failed',
      );
      return page(context, lang, 'failed', 500);
    }
  });
}

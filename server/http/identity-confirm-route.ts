/**
 * The confirmation link of a code's e-mail (services/identity-confirm.ts): GET shows a page with a Confirm
 * button, its POST confirms. Only the button confirms, so a mail scanner fetching the link changes nothing.
 * The token travels in the query and the form, never in the path the request log records. English only, as
 * the e-mail is.
 */
import type { Context, Hono } from 'hono';
import type { ServiceDeps } from '../services/deps.ts';
import {
  CONFIRM_TOKEN_FIELD,
  confirmIdentityLink,
  IDENTITY_CONFIRM_PATH,
  isConfirmToken,
} from '../services/identity-confirm.ts';
import type { AppEnv } from './create-app.ts';
import { MAX_AUTH_BODY_BYTES, readTextBody } from './read-body.ts';

export const CONFIRM_PAGE_TEXTS = {
  ask: 'Press Confirm only if you asked for this verification code yourself, just now. Then go back and enter the code.',
  confirmed: 'Confirmed. Go back to the page you came from and enter the code from the e-mail.',
  unknown: 'This link has expired or its code was replaced or used. Ask for a new code.',
} as const;

// Nothing on the page loads from elsewhere and nothing may frame it; the token must not leak in a Referer.
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

function page(context: Context<AppEnv>, body: string, status: 200 | 400) {
  return context.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your verification code</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 32rem; padding: 1.5rem; }</style>
</head>
<body>
<h1>Confirm your verification code</h1>
${body}
</body>
</html>
`,
    status,
    PAGE_HEADERS,
  );
}

export function addIdentityConfirmRoute(app: Hono<AppEnv>, deps: ServiceDeps): void {
  app.get(IDENTITY_CONFIRM_PATH, (context) => {
    const token = context.req.query(CONFIRM_TOKEN_FIELD) ?? '';
    // Only hex reaches the markup: the form's value needs no escaping then.
    if (!isConfirmToken(token)) return page(context, `<p>${CONFIRM_PAGE_TEXTS.unknown}</p>`, 400);
    return page(
      context,
      `<p>${CONFIRM_PAGE_TEXTS.ask}</p>
<form method="post" action="${IDENTITY_CONFIRM_PATH}">
<input type="hidden" name="${CONFIRM_TOKEN_FIELD}" value="${token}">
<button type="submit">Confirm</button>
</form>`,
      200,
    );
  });
  app.post(IDENTITY_CONFIRM_PATH, async (context) => {
    const form = new URLSearchParams(await readTextBody(context, MAX_AUTH_BODY_BYTES));
    const confirmed = await confirmIdentityLink(deps, form.get(CONFIRM_TOKEN_FIELD) ?? '');
    return confirmed
      ? page(context, `<p>${CONFIRM_PAGE_TEXTS.confirmed}</p>`, 200)
      : page(context, `<p>${CONFIRM_PAGE_TEXTS.unknown}</p>`, 400);
  });
}

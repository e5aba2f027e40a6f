/**
 * The demo's outbox page (/demo/mail): the last messages `npm start`'s mailer kept (demo-mailer.ts), newest
 * first, so a person trying the managed flow can read the code. Every value is escaped into the markup as text:
 * the address is whatever the customer typed.
 */
import { escapeHtml } from '../http/escape-html.ts';
import type { DemoMail } from './demo-mailer.ts';

export function demoMailPage(messages: readonly DemoMail[], demoHref: string): string {
  const items = messages
    .map(
      (mail) => `<li><article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong>, <time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo outbox</title>
<link rel="icon" href="data:,">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1c1917; }
  ol { list-style: none; padding: 0; display: grid; gap: 1rem; }
  article { border: 1px solid #e7e5e4; border-radius: 8px; padding: 0 1rem; }
  pre { white-space: pre-wrap; font-size: 1rem; }
</style>
</head>
<body>
<h1>Demo outbox</h1>
<p>The e-mails <code>npm start</code> would have sent, newest first: nothing leaves this machine. Reload to see a new one. <a href="${escapeHtml(demoHref)}">Back to the demo page</a></p>
${messages.length === 0 ? '<p>No e-mail yet. Ask for a verification code in the managed flow.</p>' : `<ol>\n${items}\n</ol>`}
</body>
</html>
`;
}

/**
 * `npm start`'s mailer (demo-mailer.ts) and its outbox page (/demo/mail): a code the managed flow "sent" is
 * printed and listed, newest first, as text, a bounded number kept; without that mailer there is no outbox.
 */
import { describe, expect, it } from 'vitest';
import { createDemoMailer, DEMO_OUTBOX_SIZE } from './demo-mailer.ts';
import { createDemoPage } from './demo-page.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const HOSTILE = '<script>alert(1)</script>@example.com';

function demoWith(mailer?: ReturnType<typeof createDemoMailer>) {
  const page = createDemoPage({
    appId: 'app_demo',
    embedDir: '/nonexistent',
    stripeJsDir: '/nonexistent',
    customers: [{ id: 'cus_active_monthly', email: 'ada@example.com', case: 'active-monthly', summary: '' }],
    deps: {} as Parameters<typeof createDemoPage>[0]['deps'],
    ...(mailer ? { mailer } : {}),
  });
  return (path: string) => page.fetch(new Request(`http://127.0.0.1:9999${path}`));
}

describe("npm start's mailer", () => {
  it('prints each message to the console npm start prints to, and keeps it', async () => {
    const printed: string[] = [];
    const mailer = createDemoMailer({ print: (line) => printed.push(line), now: () => NOW });
    await mailer.send({ to: 'ada@example.com', subject: 'Your verification code', text: 'Code 123456.' });
    expect(printed).toEqual(['Mail to ada@example.com (kept by the demo, not sent): Code 123456.']);
    expect(mailer.messages()).toEqual([
      { to: 'ada@example.com', subject: 'Your verification code', text: 'Code 123456.', sentAt: NOW },
    ]);
  });

  it(`keeps the last ${DEMO_OUTBOX_SIZE}, newest first`, async () => {
    const mailer = createDemoMailer({ print: () => {}, now: () => NOW });
    for (let index = 0; index < DEMO_OUTBOX_SIZE + 5; index += 1)
      await mailer.send({ to: `c${index}@example.com`, subject: 's', text: `t${index}` });
    const kept = mailer.messages();
    expect(kept).toHaveLength(DEMO_OUTBOX_SIZE);
    expect(kept[0]?.text).toBe(`t${DEMO_OUTBOX_SIZE + 4}`);
    expect(kept.at(-1)?.text).toBe('t5');
  });
});

describe('the demo outbox page', () => {
  it('lists the kept messages newest first, every value as text', async () => {
    const mailer = createDemoMailer({ print: () => {}, now: () => NOW });
    await mailer.send({ to: 'ada@example.com', subject: 'Your verification code', text: 'Code 111111.' });
    await mailer.send({ to: HOSTILE, subject: 'Your verification code', text: 'Code 222222 <b>now</b>.' });
    const response = await demoWith(mailer)('/demo/mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html.indexOf('222222')).toBeLessThan(html.indexOf('111111'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(html).toContain('Code 222222 &lt;b&gt;now&lt;/b&gt;.');
  });

  it('says when no e-mail was kept yet', async () => {
    const html = await (
      await demoWith(createDemoMailer({ print: () => {}, now: () => NOW }))('/demo/mail')
    ).text();
    expect(html).toContain('No e-mail yet');
  });

  it('is not there when real mail is sent (no demo mailer)', async () => {
    expect((await demoWith()('/demo/mail')).status).toBe(404);
  });
});

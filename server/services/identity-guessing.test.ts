/**
 * Guessing spread over many customers (docs/server.md "E-mail codes"): each customer's and each address's
 * limits hold, yet a few wrong codes at each of many customers add up. Past the app's budget of wrong codes,
 * no code is compared until its e-mail's link is confirmed; a right code gives its point back, so customers
 * who type their code do not spend the budget. Each block its own server: the budget is the whole app's.
 */
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { API_CALLS } from '../../contract/call-table.ts';
import { HEADERS } from '../../contract/headers.ts';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects, type ServerUnderTest } from '../testing/on-both-dialects.ts';
import { APP_ID, CUSTOMERS } from '../testing/server-seed.ts';
import { MAX_WRONG_CODES } from './identity.ts';
import { CONFIRM_TOKEN_FIELD } from './identity-confirm.ts';
import { MESSAGES } from './messages.ts';

const BUDGET = RATE_LIMITS['identity-wrong-code-app'].points;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Every customer guessed at from an address of its own: no per-address limit is what stops the guesses. */
const from = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index + 1}` });

async function askCode(server: ServerUnderTest, email: string, index: number): Promise<string> {
  const reply = await server.call('checkIdentity', { body: { email }, headers: from(index) });
  expect(reply.status).toBe(200);
  const code = await server.started.latestEmailCode(email);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const verify = (server: ServerUnderTest, email: string, code: string, index: number) =>
  server.call('verifyIdentity', { body: { email, code }, headers: from(index) });

function linkIn(server: ServerUnderTest, email: string): URL {
  const mail = server.started
    .sentMails()
    .filter((sent) => sent.to === email)
    .at(-1);
  const href = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(href).toBeDefined();
  return new URL(href!);
}

/** check-identity with the Host header `host`, as any script may send it. */
function postWithHost(server: ServerUnderTest, host: string, body: unknown): Promise<number> {
  const url = new URL(API_CALLS.checkIdentity.path.replace('{appId}', APP_ID), server.started.baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          [HEADERS.appId]: APP_ID,
          [HEADERS.mode]: 'LIVE',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

describeOnBothDialects(
  'identity codes past the app’s budget of wrong codes',
  (server) => {
    it('points the link at the server, never at the Host a caller wrote', async () => {
      // Anyone may ask a customer's code: a Host of theirs in the e-mail's link would be a phishing link
      // carrying the token, in a mail from the business. (fetch sends its own Host: node:http sends ours.)
      const email = `${CUSTOMERS[CUSTOMERS.length - 1]}@example.com`;
      const status = await postWithHost(server, 'attacker.example', { email });
      expect(status).toBe(200);
      expect(linkIn(server, email).origin).toBe(new URL(server.started.baseUrl).origin);
    });

    it('refuses even the right code of one more customer, until its e-mail’s link is confirmed', async () => {
      // A few wrong codes at each of many customers, each code burnt by its last: every limit of one
      // customer and of one address is kept.
      const guessed = CUSTOMERS.slice(0, Math.ceil(BUDGET / MAX_WRONG_CODES));
      expect(guessed.length * MAX_WRONG_CODES).toBe(BUDGET);
      for (const [index, name] of guessed.entries()) {
        const code = await askCode(server, `${name}@example.com`, index);
        for (let attempt = 0; attempt < MAX_WRONG_CODES; attempt += 1) {
          const reply = await verify(server, `${name}@example.com`, wrong(code), index);
          expect(reply.status).toBe(400);
        }
      }
      const index = guessed.length;
      const email = `${CUSTOMERS[index]}@example.com`;
      const code = await askCode(server, email, index);
      const refused = { status: 429, body: { message: MESSAGES.confirmCodeLink } };
      expect(await verify(server, email, code, index)).toMatchObject(refused);
      // The same answer for a wrong code, and nothing compared: the code is not burnt by it.
      expect(await verify(server, email, wrong(code), index)).toMatchObject(refused);

      // Opening the link (as a mail scanner does) confirms nothing; its Confirm button does.
      const link = linkIn(server, email);
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await page.text()).toContain('<button type="submit">Confirm</button>');
      expect(await verify(server, email, code, index)).toMatchObject(refused);
      const confirm = await fetch(new URL(link.pathname, link), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          [CONFIRM_TOKEN_FIELD]: link.searchParams.get(CONFIRM_TOKEN_FIELD) ?? '',
        }),
      });
      expect(confirm.status).toBe(200);
      const good = await verify(server, email, code, index);
      expect(good.status).toBe(200);
      expect(good.body).toMatchObject({ customerId: `cus_${CUSTOMERS[index]}` });

      // Another customer's unconfirmed code stays refused; a made-up token confirms nothing.
      const other = `${CUSTOMERS[index + 1]}@example.com`;
      const otherCode = await askCode(server, other, index + 1);
      const madeUp = await fetch(new URL(link.pathname, link), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ [CONFIRM_TOKEN_FIELD]: 'f'.repeat(64) }),
      });
      expect(madeUp.status).toBe(400);
      expect(await verify(server, other, otherCode, index + 1)).toMatchObject(refused);
    });
  },
  { trustProxy: true },
);

describeOnBothDialects(
  'identity codes within the app’s budget',
  (server) => {
    it('counts wrong codes only: right codes and tries with no live code give their point back', async () => {
      // One point short of the budget in wrong codes...
      const guessed = CUSTOMERS.slice(0, Math.ceil((BUDGET - 1) / MAX_WRONG_CODES));
      let spent = 0;
      for (const [index, name] of guessed.entries()) {
        const code = await askCode(server, `${name}@example.com`, index);
        for (let attempt = 0; attempt < MAX_WRONG_CODES && spent < BUDGET - 1; attempt += 1) {
          expect((await verify(server, `${name}@example.com`, wrong(code), index)).status).toBe(400);
          spent += 1;
        }
      }
      // ...then tries at no code, and customers typing their right code, more of them than the point left.
      const rest = CUSTOMERS.slice(guessed.length);
      for (const [offset, name] of rest.entries()) {
        const index = guessed.length + offset;
        const email = `${name}@example.com`;
        expect((await verify(server, email, '000000', index)).status).toBe(400);
        const code = await askCode(server, email, index);
        expect((await verify(server, email, code, index)).status).toBe(200);
      }
      expect(rest.length).toBeGreaterThan(1);
    });
  },
  { trustProxy: true },
);

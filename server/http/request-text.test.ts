/**
 * Text requests carry (request-text.ts): a body's NUL is stored as U+FFFD on both databases, with its session's
 * facts; a URL that is not well formed, or holds a NUL, is refused with 400 and a message — never the 500 that
 * PostgreSQL's refusal of a NUL, or a malformed percent-encoding, gave before.
 */
import { describe, expect, it } from 'vitest';
import { API_CALLS } from '../../contract/call-table.ts';
import { HEADERS } from '../../contract/headers.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, ORIGIN } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { isWellFormedUrl, parseJsonText, URL_TEXT_MESSAGE } from './request-text.ts';

describe('parseJsonText', () => {
  it('keeps every NUL of a string value as U+FFFD, and leaves other text alone', () => {
    expect(parseJsonText('{"a":"x\\u0000y","b":["\\u0000"],"c":"\\u00001"}')).toEqual({
      a: 'x\uFFFDy',
      b: ['\uFFFD'],
      c: '\uFFFD1',
    });
    expect(parseJsonText('{"a":"\\\\u0000"}')).toEqual({ a: '\\u0000' });
    expect(() => parseJsonText('{"a":')).toThrow(SyntaxError);
  });
});

describe('isWellFormedUrl', () => {
  it.each([
    ['http://h/api/orgs/app_1/embed?blueprint=bp_1', true],
    ['http://h/api/orgs/caf%C3%A9/embed?q=a+b', true],
    ['http://h/api/orgs/%00/embed', false],
    ['http://h/api/orgs/app_1/embed?blueprint=%00', false],
    ['http://h/api/orgs/%E0/embed', false],
    ['http://h/api/orgs/app_1/embed?blueprint=%', false],
  ])('%s: %s', (url, wellFormed) => {
    expect(isWellFormedUrl(url)).toBe(wellFormed);
  });
});

describeOnBothDialects('NUL characters and malformed URLs', (server) => {
  it('stores a session whose text holds NUL characters, with U+FFFD in their place, and its facts', async () => {
    const sessionKey = `nul\u0000key`;
    const reply = await server.call('createSession', {
      as: 'ada',
      body: seededSessionResults(sessionKey, { followupResponse: 'too\u0000expensive', canceled: true }),
    });
    expect(reply.status).toBe(200);
    const { db } = server.started.server.deps.database;
    const facts = await db
      .selectFrom('session_facts')
      .select(['followup_response'])
      .where('session_id', '=', (reply.body as { _id: string })._id)
      .execute();
    expect(facts).toEqual([{ followup_response: 'too\uFFFDexpensive' }]);
    // The same delivery again is the same session.
    const again = await server.call('createSession', {
      as: 'ada',
      body: seededSessionResults(sessionKey, { followupResponse: 'too\u0000expensive', canceled: true }),
    });
    expect(again.body).toEqual(reply.body);
  });

  it('refuses a NUL in the query or the path, and a malformed percent-encoding, with 400 and CORS', async () => {
    const embedPath = (appId: string) => API_CALLS.embedLite.path.replace('{appId}', appId);
    for (const path of [`${embedPath(APP_ID)}?blueprint=%00`, embedPath('%00'), embedPath('%E0')]) {
      const reply = await fetch(`${server.started.baseUrl}${path}`, {
        method: API_CALLS.embedLite.method,
        headers: { origin: ORIGIN, [HEADERS.appId]: APP_ID },
      });
      expect(reply.status, path).toBe(400);
      expect(await reply.json()).toEqual({ message: URL_TEXT_MESSAGE });
    }
    const registered = await fetch(`${server.started.baseUrl}${embedPath(APP_ID)}?blueprint=%00`, {
      method: API_CALLS.embedLite.method,
      headers: { origin: ORIGIN, [HEADERS.appId]: APP_ID },
    });
    expect(registered.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});

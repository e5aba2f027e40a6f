import { describe, expect, it } from 'vitest';
import { API_ERROR_TEXTS } from '../../../contract/errors.ts';
import { errorResponse, fakeApiClient, jsonResponse, sentRequest } from '../api.testing.ts';
import { SAMPLE_VERIFY_ANSWER } from '../sample-answers.testing.ts';

function setup() {
  return fakeApiClient({ identity: { authHash: null, customerId: null } });
}

const email = { email: 'Ada@example.com' };
const code = { email: 'Ada@example.com', code: '123456' };

describe('identity check (spec §8)', () => {
  it('resolves when the backend accepts the e-mail, sending it as given (the check is case sensitive)', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client.checkIdentity(email)).resolves.toBeUndefined();
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual({ email: 'Ada@example.com' });
  });

  it("400: 'We were unable to find that email address. Please note the email address is case sensitive.'", async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(400, 'no such customer'));
    await expect(client.checkIdentity(email)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      code: 'IDENTITY_NOT_FOUND',
      call: 'checkIdentity',
      message: 'We were unable to find that email address. Please note the email address is case sensitive.',
    });
  });

  it("429: 'Too many requests. Please try again later.'", async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(429, 'rate limited'));
    await expect(client.checkIdentity(email)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
  });

  it.each([401, 403, 500, 503])("any other status (%i): 'Error checking identity'", async (status) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(status, 'internal details'));
    await expect(client.checkIdentity(email)).rejects.toMatchObject({
      status,
      code: 'IDENTITY_CHECK_FAILED',
      message: API_ERROR_TEXTS.IDENTITY_CHECK_FAILED,
    });
  });
});

describe('identity verification (spec §8)', () => {
  it('answers the hmac and customer id the flow restarts with', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(SAMPLE_VERIFY_ANSWER));
    await expect(client.verifyIdentity(code)).resolves.toEqual(SAMPLE_VERIFY_ANSWER);
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual(code);
  });

  it("400: 'The verification code you entered is incorrect'", async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(400, 'bad code'));
    await expect(client.verifyIdentity(code)).rejects.toMatchObject({
      status: 400,
      code: 'CODE_INCORRECT',
      call: 'verifyIdentity',
      message: 'The verification code you entered is incorrect',
    });
  });

  it('429: the same too-many-requests text', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(429, 'slow down'));
    await expect(client.verifyIdentity(code)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: API_ERROR_TEXTS.TOO_MANY_REQUESTS,
    });
  });

  it('another status keeps the server message under HTTP_ERROR (the spec gives no text)', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(500, 'Email-based verification is not enabled for your account.'));
    await expect(client.verifyIdentity(code)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Email-based verification is not enabled for your account.',
    });
  });

  it.each([
    ['absent', { customerId: 'cus_123' }],
    ['empty', { hmac: '', customerId: 'cus_123' }],
    ['null', { hmac: null, customerId: 'cus_123' }],
  ])('a missing hmac (%s) is an error: MISSING_HMAC', async (_, answer) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(answer));
    await expect(client.verifyIdentity(code)).rejects.toMatchObject({
      kind: 'malformed',
      code: 'MISSING_HMAC',
      status: 200,
      message: expect.stringMatching(/^Malformed answer from verifyIdentity: hmac: /),
    });
  });

  it('a missing customer id is a malformed answer', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({ hmac: 'abc' }));
    await expect(client.verifyIdentity(code)).rejects.toMatchObject({ code: 'MALFORMED_ANSWER' });
  });
});

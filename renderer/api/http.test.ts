import { describe, expect, it } from 'vitest';
import { errorResponse, fakeApiClient, jsonResponse, sentRequest } from './api.testing.ts';
import { ApiError } from './api-error.ts';
import { SAMPLE_BRANDING, SAMPLE_CUSTOMER, SAMPLE_EMBED_ANSWER } from './sample-answers.testing.ts';

function setup(timeoutMs?: number) {
  const { client, fetch } = fakeApiClient({
    sleep: async () => {},
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { client, fetch };
}

/** A fetch that never answers but gives up when its signal aborts, as a real fetch does. */
function hangingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  void input;
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('answers are the data itself, validated where they enter', () => {
  it('resolves with the parsed answer, defaults filled in by the schema', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(SAMPLE_EMBED_ANSWER));
    const answer = await client.loadEmbed({});
    expect(answer.blueprint?._id).toBe('bp_1');
    expect(answer.blueprint?.steps.map((step) => step.stepType)).toEqual(['SURVEY', 'CONFIRM']);
    expect(answer.customer?.subscriptions.data[0]?.items.data[0]?.price.recurring.interval).toBe('MONTH');
    expect(answer.testPlans).toEqual([]);
  });

  it('gives a malformed answer as ApiError kind malformed naming the call and the first issue path', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({ ...SAMPLE_CUSTOMER, subscriptions: { data: [{ id: 7 }] } }));
    const error = await failure(client.getCustomer());
    expect(error).toMatchObject({
      kind: 'malformed',
      code: 'MALFORMED_ANSWER',
      status: 200,
      call: 'customer',
    });
    expect(error.message).toMatch(/^Malformed answer from customer: subscriptions\.data\.0\.id: /);
  });

  it('names the root when the whole answer has the wrong shape', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse('branding'));
    const error = await failure(client.getBranding());
    expect(error.message).toMatch(/^Malformed answer from branding: \(root\): /);
  });

  it('gives a non-JSON 2xx body as a malformed answer, not a SyntaxError', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(new Response('<html>maintenance</html>', { status: 200 }));
    const error = await failure(client.getBranding());
    expect(error).toMatchObject({ kind: 'malformed', code: 'MALFORMED_ANSWER', call: 'branding' });
    expect(error.message).toBe('Malformed answer from branding: the body is not JSON');
  });

  it('gives an empty 2xx body as malformed when the call reads its answer', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client.getSetupIntent()).rejects.toMatchObject({ kind: 'malformed', call: 'setupIntent' });
  });

  it('accepts an empty or non-JSON body when the answer is not read (not shown in spec §7)', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetch.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    await expect(
      client.trackEvent({ event: 'ck-pause-wall', timestamp: '2026-01-01T00:00:00Z', customerId: null }),
    ).resolves.toBeUndefined();
    await expect(client.updateCustomer({ customerId: null, attributes: {} })).resolves.toBeUndefined();
  });

  it('skips an unknown step type in the blueprint instead of failing the load', async () => {
    const { client, fetch } = setup();
    const blueprint = {
      _id: 'bp_1',
      steps: [
        { guid: 'x', stepType: 'HOLOGRAM' },
        { guid: 'c', stepType: 'CONFIRM' },
      ],
    };
    fetch.mockResolvedValue(jsonResponse({ ...SAMPLE_EMBED_ANSWER, blueprint }));
    const answer = await client.loadEmbed({});
    expect(answer.blueprint?.steps.map((step) => step.guid)).toEqual(['c']);
    expect(answer.blueprint?.skipped).toEqual([expect.objectContaining({ kind: 'step', type: 'HOLOGRAM' })]);
  });
});

describe('errors are a non-2xx status with {"message": "..."}', () => {
  it('carries the status and the server message under HTTP_ERROR', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(404, 'Sorry, could not find a customer with matching ID.'));
    const error = await failure(client.getCustomer());
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'HTTP_ERROR',
      call: 'customer',
      message: 'Sorry, could not find a customer with matching ID.',
    });
  });

  it('falls back to a generic text when the error body is not the documented shape', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(client.getBranding());
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'branding failed with HTTP 502' });
  });

  it('maps 429 on any call to TOO_MANY_REQUESTS with the spec text', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(errorResponse(429, 'slow down'));
    const error = await failure(client.getBranding());
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('gives a failed fetch as kind network', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(client.getBranding());
    expect(error).toMatchObject({ kind: 'network', status: null, code: 'NETWORK_ERROR', call: 'branding' });
    expect(error.message).toBe('Network error calling branding: Failed to fetch');
  });

  it('gives a fetch that throws synchronously (a broken page wrapper) as kind network', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(() => {
      throw new Error('wrapper exploded');
    });
    await expect(client.getBranding()).rejects.toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
  });

  it('gives a body that breaks off while reading as kind network', async () => {
    const { client, fetch } = setup();
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('connection reset'));
      },
    });
    fetch.mockResolvedValue(new Response(broken, { status: 200 }));
    await expect(client.getBranding()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('timeouts and aborts go through AbortController', () => {
  it('times out after the client timeout with kind timeout', async () => {
    const { client, fetch } = setup(20);
    fetch.mockImplementation(hangingFetch);
    const error = await failure(client.getBranding());
    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT', status: null, call: 'branding' });
    expect(error.message).toBe('branding timed out after 20 ms');
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('ends the attempt on time even when a page fetch wrapper ignores the signal', async () => {
    const { client, fetch } = setup(20);
    fetch.mockImplementation(() => new Promise<Response>(() => {}));
    await expect(client.getBranding()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('lets one call override the timeout', async () => {
    const { client, fetch } = setup(60_000);
    fetch.mockImplementation(hangingFetch);
    await expect(client.getCustomer({ timeoutMs: 15 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('does not time out a call that answers in time', async () => {
    const { client, fetch } = setup(50);
    fetch.mockResolvedValue(jsonResponse(SAMPLE_BRANDING));
    await expect(client.getBranding()).resolves.toMatchObject({ name: 'Acme' });
  });

  it('ends with kind aborted when the caller aborts', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = client.getBranding({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', code: 'ABORTED', call: 'branding' });
  });

  it('does not even send a call whose signal is already aborted', async () => {
    const { client, fetch } = setup();
    await expect(client.getBranding({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('request bodies survive a hostile host page', () => {
  it('sends arrays as arrays while Array.prototype.toJSON is defined (Prototype.js)', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({}));
    Object.defineProperty(Array.prototype, 'toJSON', {
      value: () => 'mangled',
      configurable: true,
      writable: true,
    });
    try {
      await client.updateCustomer({ customerId: 'cus_1', attributes: { tags: ['a', 'b'] } });
    } finally {
      Reflect.deleteProperty(Array.prototype, 'toJSON');
    }
    expect(sentRequest(fetch.mock.calls[0]!).rawBody).toBe(
      '{"customerId":"cus_1","attributes":{"tags":["a","b"]}}',
    );
  });
});

describe("an error answer's Retry-After travels with the error (the delivery queue waits it out)", () => {
  it('a 503 that says Retry-After: 120 gives an ApiError with retryAfter 120; one without gives none', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(
      async () => new Response('{}', { status: 503, headers: { 'Retry-After': '120' } }),
    );
    const told = await failure(client.getBranding());
    expect(told).toMatchObject({ status: 503, retryAfter: '120' });
    fetch.mockImplementation(async () => new Response('{}', { status: 503 }));
    const untold = await failure(client.getBranding());
    expect(untold.status).toBe(503);
    expect(untold.retryAfter).toBeUndefined();
  });
});

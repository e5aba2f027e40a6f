import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedApi, startRecordedApi } from './recorded-api.ts';

describe('the recorded API', () => {
  let api: RecordedApi | undefined;
  afterEach(() => api?.close());

  it('answers a preflight for the headers asked, then the call with what was recorded for its method and path', async () => {
    api = await startRecordedApi();
    api.answer({ 'POST /v1/embed/app_1': { status: 200, contentType: 'application/json', body: '{"a":1}' } });
    const preflight = await fetch(`${api.url}/v1/embed/app_1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:1',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-app-id,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-app-id,content-type');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const call = await fetch(`${api.url}/v1/embed/app_1?flow=x`, { method: 'POST', body: '{}' });
    expect(await call.text()).toBe('{"a":1}');
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an unrecorded call with an empty object, and a recording replaced in full', async () => {
    api = await startRecordedApi();
    api.answer({ 'GET /old': { status: 500, contentType: 'text/plain', body: 'no' } });
    api.answer({});
    const call = await fetch(`${api.url}/old`);
    expect(call.status).toBe(200);
    expect(await call.json()).toEqual({});
  });
});

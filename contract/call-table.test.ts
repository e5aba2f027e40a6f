import { describe, expect, it } from 'vitest';
import { API_CALLS, type CallName } from './call-table.ts';

const calls = Object.entries(API_CALLS);

describe('the call table holds every call of spec §7', () => {
  it('names each call after its key, so errors report the right call', () => {
    for (const [key, call] of calls) expect(call.name).toBe(key);
  });

  it('has the method and path of each row of the spec table', () => {
    const rows = calls.map(([, call]) => `${call.method} ${call.path}`).sort();
    expect(rows).toEqual(
      [
        'POST /api/orgs/{appId}/embed',
        'GET /api/orgs/{appId}/embed-lite',
        'GET /api/orgs/{appId}/embed/customer',
        'GET /api/orgs/{appId}/branding',
        'POST /api/orgs/{appId}/stripe/resume',
        'POST /api/orgs/{appId}/stripe/discount',
        'POST /api/orgs/{appId}/stripe/extend-trial',
        'POST /api/orgs/{appId}/stripe/pause',
        'POST /api/orgs/{appId}/stripe/failed-payments',
        'POST /api/orgs/{appId}/stripe/update-plan',
        'POST /api/orgs/{appId}/stripe/cancel',
        'POST /api/orgs/create-issue',
        'POST /api/orgs/{appId}/embed/check-identity',
        'POST /api/orgs/{appId}/embed/verify-identity',
        'GET /api/orgs/{appId}/embed/billing',
        'POST /api/orgs/{appId}/embed/billing',
        'POST /api/sessions',
        'POST /api/sessions/lite',
        'PUT /api/sessions/{id}',
        'POST /api/events/new',
        'POST /api/events/customer-update',
        'POST /api/a/e',
        'POST /api/a/l',
      ].sort(),
    );
  });

  it('marks exactly the money actions as needing an Idempotency-Key, and lets them be retried', () => {
    const idempotent = calls.filter(([, call]) => call.idempotent).map(([name]) => name);
    const money: CallName[] = [
      'resume',
      'discount',
      'extendTrial',
      'pause',
      'updatePlan',
      'cancel',
      'updateBilling',
    ];
    expect(idempotent.sort()).toEqual([...money].sort());
    for (const name of money) expect(API_CALLS[name].retry).toBe('transient');
  });

  it('retries nothing else but session delivery', () => {
    const retried = calls
      .filter(([, call]) => call.retry === 'transient' && !call.idempotent)
      .map(([n]) => n);
    expect(retried.sort()).toEqual(['createLiteSession', 'createSession', 'uploadRecording']);
  });
});

describe('docs/api.md documents every call of the table', () => {
  it('names each path with {appId} and its method', async () => {
    const { readFile } = await import('node:fs/promises');
    const docs = await readFile(new URL('../docs/api.md', import.meta.url), 'utf8');
    for (const [name, call] of calls) {
      const row = new RegExp(`\\|\\s*${call.method}\\s*\\|\\s*\`${call.path.replace(/[{}]/g, '\\$&')}\``);
      expect(docs, name).toMatch(row);
    }
  });
});

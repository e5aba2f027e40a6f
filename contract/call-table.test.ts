import { readFileSync } from 'node:fs';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALL_POLICIES } from './call-policies.ts';
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

describe('docs/api.md documents the table: every call, every field, no other call', () => {
  const docs = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
  const rowPattern = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*`([^`]+)`\s*\|([^|]*)\|([^|]*)\|/gm;
  const rows = [...docs.matchAll(rowPattern)].map(([, method, path, payload, answer]) => ({
    call: `${method} ${path}`,
    payload: payload ?? '',
    answer: answer ?? '',
  }));

  it('has a row naming each call of the table with its method and path, and a row for no other call', () => {
    const documented = rows.map((row) => row.call).sort();
    const table = calls.map(([, call]) => `${call.method} ${call.path}`).sort();
    expect(documented).toEqual(table);
  });

  it('names every field of every payload and answer object', () => {
    const missing: string[] = [];
    for (const call of Object.values(API_CALLS)) {
      const { name } = call;
      const payload = CALL_POLICIES[name].payload;
      for (const [what, schema] of [
        ['payload', payload],
        ['answer', call.answer],
      ] as const) {
        for (const field of objectFieldsOf(schema)) {
          const named =
            docs.includes(`\`${field}\``) ||
            // a field of a TypeScript shape (`{ field?: T, … }`, one per line or inline)
            new RegExp(`(^|[{,])\\s*${field}\\??:`, 'm').test(docs) ||
            new RegExp(`\\b${field}\\b`).test(rowOf(call));
          if (!named) missing.push(`${name} ${what}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  function rowOf(call: { method: string; path: string }): string {
    const row = rows.find((r) => r.call === `${call.method} ${call.path}`);
    return row ? `${row.payload} ${row.answer}` : '';
  }
});

/** The top-level keys of an object schema (through pipes), or none for other schemas. */
function objectFieldsOf(schema: v.GenericSchema | null): string[] {
  if (schema === null) return [];
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null)
    return Object.keys(schema.entries);
  if ('pipe' in schema && Array.isArray(schema.pipe)) {
    const [first] = schema.pipe as v.GenericSchema[];
    return first && first !== schema ? objectFieldsOf(first) : [];
  }
  return [];
}

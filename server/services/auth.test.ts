import { describe, expect, it } from 'vitest';
import { addSecret } from '../storage/apps-store.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { hashFor } from '../testing/test-client.ts';
import { computeAuthHash } from './auth-hash.ts';

describeOnBothDialects('auth: the hash of the mode’s own secret', (server) => {
  it('accepts a LIVE hash in LIVE mode and a TEST hash in TEST mode', async () => {
    expect((await server.call('customer', { as: 'ada', mode: 'LIVE' })).status).toBe(200);
    expect((await server.call('customer', { as: 'ada', mode: 'TEST' })).status).toBe(200);
  });

  it('refuses a LIVE hash sent as TEST (the mode cannot be switched by a header), and the reverse', async () => {
    const asTest = await server.call('customer', { as: 'ada', mode: 'TEST', hash: hashFor('ada', 'LIVE') });
    expect(asTest.status).toBe(401);
    expect(asTest.body).toEqual({ message: expect.stringContaining('Invalid authorization hash') });
    const asLive = await server.call('customer', { as: 'ada', mode: 'LIVE', hash: hashFor('ada', 'TEST') });
    expect(asLive.status).toBe(401);
  });

  it('refuses a hash of another customer, a malformed hash and a missing one with 401 { message }', async () => {
    for (const hash of [hashFor('bob'), 'not-hex', `${hashFor('ada').slice(0, 63)}x`, null]) {
      const reply = await server.call('customer', { as: 'ada', hash });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: expect.any(String) });
    }
  });

  it('accepts the hash in upper case (hex is hex)', async () => {
    expect((await server.call('customer', { as: 'ada', hash: hashFor('ada').toUpperCase() })).status).toBe(
      200,
    );
  });

  it('answers 404 for an unknown app and for a customer the provider does not know', async () => {
    expect((await server.call('branding', { appId: 'app_nobody' })).status).toBe(404);
    const reply = await server.call('customer', { as: 'nobody' });
    expect(reply).toMatchObject({
      status: 404,
      body: { message: 'Sorry, could not find a customer with matching ID.' },
    });
  });

  it('answers 400 for an unknown mode or provider', async () => {
    expect((await server.call('branding', { headers: { 'x-holdfast-mode': 'STAGING' } })).status).toBe(400);
    expect((await server.call('branding', { headers: { 'x-holdfast-provider': 'ACME' } })).status).toBe(400);
  });

  it('rotates: the new and the previous secret verify, the one before them no longer does', async () => {
    const { database, configCache } = server.started.server.deps;
    const { db } = database;
    const now = new Date();
    const second = 'second_live_secret';
    const third = 'third_live_secret';
    expect(await addSecret(db, APP_ID, 'LIVE', second, now, configCache)).toBe(2);
    const withSecret = (secret: string) => ({ as: 'ada', hash: computeAuthHash(secret, 'cus_ada') });
    expect((await server.call('customer', withSecret(second))).status).toBe(200);
    expect((await server.call('customer', { as: 'ada' })).status).toBe(200);
    expect(await addSecret(db, APP_ID, 'LIVE', third, now, configCache)).toBe(3);
    expect((await server.call('customer', withSecret(third))).status).toBe(200);
    expect((await server.call('customer', withSecret(second))).status).toBe(200);
    expect((await server.call('customer', { as: 'ada' })).status).toBe(401);
    // TEST keeps its own secrets through a LIVE rotation.
    expect((await server.call('customer', { as: 'ada', mode: 'TEST' })).status).toBe(200);
  });
});

describe('matchingKeyId', () => {
  it('names the key that made the hash, and no key for a near miss', async () => {
    const { matchingKeyId } = await import('./auth-hash.ts');
    const secrets = [
      { keyId: 2, secret: 'new' },
      { keyId: 1, secret: 'old' },
    ];
    expect(matchingKeyId(secrets, 'cus_1', computeAuthHash('old', 'cus_1'))).toBe(1);
    expect(matchingKeyId(secrets, 'cus_1', computeAuthHash('new', 'cus_1'))).toBe(2);
    expect(matchingKeyId(secrets, 'cus_2', computeAuthHash('new', 'cus_1'))).toBeNull();
    expect(matchingKeyId([], 'cus_1', computeAuthHash('new', 'cus_1'))).toBeNull();
  });
});

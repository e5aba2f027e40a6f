/**
 * A demo owner an older `npm run server` seeded still signs in with the demo product's known password: the
 * server's next start gives it a new one, shown once (demo-sign-in.ts `serverDemoOwnerPassword`); an owner
 * whose password is already its own is left alone.
 */
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { DEMO_SIGN_IN, seedDemoSignIn, serverDemoOwnerPassword } from './demo-sign-in.ts';

describeOnBothDialects('the demo owner of an older npm run server', (server) => {
  const signIn = async (password: string) => {
    const { baseUrl } = server.started;
    const response = await fetch(`${baseUrl}/dashboard/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: DEMO_SIGN_IN.email, password }),
    });
    await response.body?.cancel();
    return { status: response.status, cookie: response.headers.getSetCookie().join('; ') };
  };
  const meStatus = async (cookie: string) => {
    const response = await fetch(`${server.started.baseUrl}/dashboard/api/me`, { headers: { cookie } });
    await response.body?.cancel();
    return response.status;
  };

  it('loses the known password at the next start, for one printed once; then keeps its own', async () => {
    const { db } = server.started.server.deps.database;
    const { auth } = server.started.server.dashboard;
    const now = new Date();
    await seedDemoSignIn(db, auth, APP_ID, now);
    const earlier = await signIn(DEMO_SIGN_IN.password);
    expect(earlier.status).toBe(200);

    const given = await serverDemoOwnerPassword(db, auth, APP_ID, now, false);
    expect(given).not.toBeNull();
    expect(given).not.toBe(DEMO_SIGN_IN.password);
    expect((await signIn(DEMO_SIGN_IN.password)).status).toBe(401);
    expect((await signIn(given ?? '')).status).toBe(200);
    // Whoever had signed in with the known password is signed out.
    expect(await meStatus(earlier.cookie)).toBe(401);

    expect(await serverDemoOwnerPassword(db, auth, APP_ID, now, false)).toBeNull();
    expect((await signIn(given ?? '')).status).toBe(200);
    // Seeding again (a database whose apps were removed) finds the user: no password it does not have is shown.
    expect(await serverDemoOwnerPassword(db, auth, APP_ID, now, true)).toBeNull();
    expect((await signIn(given ?? '')).status).toBe(200);
  });
});

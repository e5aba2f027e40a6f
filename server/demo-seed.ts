/**
 * The demo app `npm run server` seeds into an empty database: the fixtures' default app (every named flow,
 * customer and catalog entry, the same the mock serves) with fresh random LIVE and TEST secrets, open to
 * pages served from loopback on any port.
 */
import { randomBytes } from 'node:crypto';
import type { AppSeed } from '../contract/seed.ts';
import { defaultMockApp } from '../fixtures/mock-app.ts';

export const DEMO_APP_ID = 'app_demo';

export function demoSeed(now: Date): AppSeed {
  return {
    ...defaultMockApp(now),
    appId: DEMO_APP_ID,
    secret: `hf_live_${randomBytes(24).toString('base64url')}`,
    testSecret: `hf_test_${randomBytes(24).toString('base64url')}`,
    allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
  };
}

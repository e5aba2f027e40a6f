import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultMockApp } from '../fixtures/index.ts';
import { AppSeedSchema, listIssues } from './seed.ts';

describe('an app seed names its app by an app id (contract/app-id.ts)', () => {
  it.each(['a b/c', 'app.live', 'x'.repeat(65), ''])('refuses %j, saying where and why', (appId) => {
    const parsed = v.safeParse(AppSeedSchema, { ...defaultMockApp(), appId });
    expect(parsed.success).toBe(false);
    expect(listIssues(parsed.issues ?? [])).toEqual([
      'appId: appId must be 1 to 64 letters, digits, _ and -',
    ]);
  });

  it.each(['app_test', 'app-live-123', 'A1'])('takes %j', (appId) => {
    expect(v.safeParse(AppSeedSchema, { ...defaultMockApp(), appId }).success).toBe(true);
  });
});

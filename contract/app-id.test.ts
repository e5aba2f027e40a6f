import { expect, it } from 'vitest';
import { APP_ID_MAX_LENGTH, isAppId } from './app-id.ts';

it('takes letters, digits, _ and - up to the longest; nothing a URL or a file name would change', () => {
  for (const id of ['app_demo', 'A-1', 'x', 'a'.repeat(APP_ID_MAX_LENGTH)])
    expect(isAppId(id), id).toBe(true);
  for (const id of ['', 'a b/c', 'a.b', '../x', 'a%20b', 'café', 'a\n', 'a'.repeat(APP_ID_MAX_LENGTH + 1)])
    expect(isAppId(id), id).toBe(false);
});

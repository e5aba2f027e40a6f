/**
 * Issue 21: the sessions' CSV export is streamed in keyset batches; however the rows fall into batches (ties in
 * time included), every session is written once, in the list's order, the same as in one batch.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, CUSTOMERS } from '../testing/server-seed.ts';
import { csvCell, sessionsCsv } from './sessions-csv.ts';
import { postSession } from './testing/dashboard-seed.ts';

async function text(pieces: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

describe('a CSV cell', () => {
  it('quotes separators and defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(2900)).toBe('2900');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
  });
});

describeOnBothDialects('the sessions CSV, streamed in batches', (server) => {
  const posted: string[] = [];
  beforeAll(async () => {
    // Seven sessions posted at once: several share a creation time, the case keyset paging must get right.
    for (const [index, as] of CUSTOMERS.slice(0, 7).entries())
      posted.push(await postSession(server.call, { as, canceled: true }, `csv-${index}`));
  }, START_TIMEOUT_MS);

  it('writes every session once, in the order one batch would, whatever the batch size', async () => {
    const db = server.started.server.deps.database.db;
    const whole = await text(sessionsCsv(db, APP_ID, {}, 1000));
    const lines = whole.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('id,createdAt,')).toBe(true);
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect([...ids].sort()).toEqual([...posted].sort());
    for (const batch of [1, 2, 3, 7])
      expect(await text(sessionsCsv(db, APP_ID, {}, batch)), `batches of ${batch}`).toBe(whole);
  });

  it('keeps the list filters', async () => {
    const db = server.started.server.deps.database.db;
    const lines = (await text(sessionsCsv(db, APP_ID, { outcome: 'discounted' }, 2))).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1);
  });
});

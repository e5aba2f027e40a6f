import { expect, it } from 'vitest';
import type { CallName } from '../../contract/call-table.ts';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import type { RecordKind } from '../storage/records-store.ts';
import { anonymousRecordCount } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { MESSAGES } from './messages.ts';

const PER_ADDRESS = RATE_LIMITS['anonymous-report-ip'].points;
const TOO_MANY = { status: 429, body: { message: MESSAGES.tooManyRequests } };

/** Every fire-and-forget report, with a body of its kind, as the widget sends one without a customer. */
const REPORTS: ReadonlyArray<{ call: CallName; kind: RecordKind; body: (n: number) => unknown }> = [
  {
    call: 'trackEvent',
    kind: 'event',
    body: (n) => ({
      event: 'step-change',
      timestamp: new Date().toISOString(),
      customerId: null,
      properties: { n },
    }),
  },
  { call: 'customerUpdate', kind: 'customer-update', body: (n) => ({ customerId: null, attributes: { n } }) },
  { call: 'createIssue', kind: 'issue', body: (n) => ({ name: 'skipped-answer-part', issueData: { n } }) },
  {
    call: 'logError',
    kind: 'error-log',
    body: (n) => ({ name: 'API_ERROR', email: null, error: `boom ${n}` }),
  },
  { call: 'log', kind: 'log', body: (n) => ({ message: 'skipped answer part', n }) },
];

describeOnBothDialects('anonymous report limits', (server) => {
  // One server per dialect: this test spends the loopback address's budget, so it is the only one posting.
  it('keeps an address its budget of anonymous reports a minute, of every kind together, then 429 and nothing kept', async () => {
    const before = await anonymousRecordCount(server.started.server.deps);
    const statuses: number[] = [];
    for (let n = 0; n < PER_ADDRESS; n += 1) {
      const report = REPORTS[n % REPORTS.length];
      if (report) statuses.push((await server.call(report.call, { body: report.body(n) })).status);
    }
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(200));
    expect(await anonymousRecordCount(server.started.server.deps)).toBe(before + PER_ADDRESS);

    for (const report of REPORTS) {
      const refused = await server.call(report.call, { body: report.body(-1) });
      expect(refused, report.call).toMatchObject(TOO_MANY);
    }
    expect(await anonymousRecordCount(server.started.server.deps)).toBe(before + PER_ADDRESS);

    // A verified customer's report is vouched for by its hash: not counted, not refused.
    for (const report of REPORTS) {
      const verified = await server.call(report.call, { as: 'ada', body: report.body(-2) });
      expect(verified.status, report.call).toBe(200);
      const kept = await server.started.server.deps.records.list(APP_ID, report.kind);
      expect(kept.at(-1)?.customerKey, report.call).toBe('STRIPE:cus_ada');
    }

    // Sessions have a budget of their own: the reports spent none of it.
    const lite = await server.call('createLiteSession', { body: seededSessionResults('after-reports') });
    expect(lite.status).toBe(200);
  });
});

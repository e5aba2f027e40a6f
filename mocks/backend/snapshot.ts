import type { AppState } from './app-state.ts';

/** What GET /__mock/state shows of an app: enough to assert that an action happened, and once. */
export function snapshotApp(app: AppState) {
  return structuredClone({
    appId: app.appId,
    customers: app.customers.map((record) => ({
      provider: record.provider,
      customer: record.customer,
      sessions: record.sessions,
      failedInvoices: record.failedInvoices,
      paidInvoices: record.paidInvoices,
      extendedTrials: record.extendedTrials,
    })),
    sessions: app.sessions,
    events: app.events,
    customerUpdates: app.customerUpdates,
    issues: app.issues,
    errorLogs: app.errorLogs,
    logs: app.logs,
    emails: app.emails,
    setupIntents: app.setupIntents,
  });
}
export type AppSnapshot = ReturnType<typeof snapshotApp>;

/** The mock (mocks/) as a browser suite's backend: its Node server in the test process, on a free port. */
import { createMockServer } from '../../../mocks/server/create-mock-server.ts';
import { type E2eBackend, e2eAppSeed } from './backend.ts';

/** Starts the mock serving the e2e app, its fixtures relative to `now`. */
export async function startMockBackend(now: Date): Promise<E2eBackend> {
  const mock = await createMockServer({ apps: () => [e2eAppSeed(now)], port: 0 });
  return {
    name: 'mock',
    url: mock.url,
    requests: () => mock.backend.requests(),
    reset: async () => mock.backend.reset(),
    async failedInvoices(customerId) {
      const record = mock.backend.app()?.customers.find((entry) => entry.customer.id === customerId);
      if (!record) throw new Error(`the mock has no customer ${customerId}`);
      return record.failedInvoices;
    },
    close: () => mock.close(),
  };
}

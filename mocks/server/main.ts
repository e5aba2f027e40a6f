/** `tsx mocks/server/main.ts`: the mock backend on 127.0.0.1 (PORT, default 4010) with the default fixtures app. */
import { defaultMockApp } from '../../fixtures/mock-app.ts';
import { createMockServer, DEFAULT_MOCK_SERVER_PORT } from './create-mock-server.ts';

const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_MOCK_SERVER_PORT;
const server = await createMockServer({ apps: () => [defaultMockApp()], port });
const app = server.backend.app();
console.log(`Holdfast mock server on ${server.url} — app ${app?.appId}, secret ${app?.secret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}

/** `tsx mocks/server/main.ts`: the mock backend on 127.0.0.1 (PORT, default 4010) with the default fixtures app. */
import { defaultMockApp } from '../../fixtures/mock-app.ts';
import { createMockServer, DEFAULT_MOCK_SERVER_PORT, type MockServer } from './create-mock-server.ts';
import { startupFailureLine } from './startup-failure.ts';

const portText = process.env.PORT ?? String(DEFAULT_MOCK_SERVER_PORT);
let server: MockServer;
try {
  server = await createMockServer({ apps: () => [defaultMockApp()], port: Number(portText) });
} catch (error) {
  const line = startupFailureLine(error, portText);
  if (line === null) throw error;
  console.error(line);
  process.exit(1);
}
const app = server.backend.app();
console.log(`Holdfast mock server on ${server.url} — app ${app?.appId}, secret ${app?.secret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}

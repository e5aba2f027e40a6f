/**
 * A fresh React + TypeScript app that uses the packed npm package the way a host would: the
 * `<CancelFlow>` component in state-driven open/close, and the typed imperative API. Its sources are
 * written to a temporary folder outside the repository, so nothing resolves from our own node_modules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's files by path. */
export const APP_FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fresh app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// The host's server would render these; the test passes them in the query string.
const params = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <App
      options={{
        appId: params.get('app') ?? '',
        customerId: params.get('customer') ?? '',
        authHash: params.get('hash') ?? '',
        apiBase: params.get('api') ?? '',
        record: false,
      }}
    />,
  );
}
`,
  'src/app.tsx': `import { useState } from 'react';
import { CancelFlow, type InitOptions, type SessionResults } from 'holdfast';

export function App(props: { options: Omit<InitOptions, 'onClose'> }) {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState<SessionResults | null>(null);
  return (
    <main>
      <h1>Your account</h1>
      <button type="button" onClick={() => setOpen(true)}>Cancel subscription</button>
      <CancelFlow
        {...props.options}
        open={open}
        onClose={(session) => {
          setClosed(session);
          setOpen(false);
        }}
      />
      {closed && <p role="status">Closed; aborted: {String(closed.aborted)}</p>}
    </main>
  );
}
`,
  // Never bundled: the server helper's published declarations.
  'src/server-token-check.ts': `import { mintCustomerToken } from 'holdfast/server-token';

export const token: Promise<string> = mintCustomerToken({ secret: 's', keyId: 1, appId: 'app_test', customerId: 'cus_1', mode: 'TEST' });
// @ts-expect-error keyId is required
void mintCustomerToken({ secret: 's', appId: 'app_test', customerId: 'cus_1' });
`,
  // Never bundled: checks that the published declarations type the props and the imperative API.
  'src/types-check.tsx': `import {
  CancelFlow,
  FailedPaymentWall,
  type Holdfast,
  holdfast,
  ManagedFlow,
  type OperationResult,
  PauseWall,
} from 'holdfast';

export async function typed(api: Holdfast = holdfast): Promise<OperationResult> {
  // @ts-expect-error mode is 'LIVE' or 'TEST'
  await api.init({ appId: 'app_test', mode: 'SOMETIMES' });
  // @ts-expect-error check takes 'pause' or 'failed-payment'
  await api.check('paused', { appId: 'app_test' });
  const session = await api.getSessionData();
  if (session) session.canceled satisfies boolean;
  return api.init({ appId: 'app_test', mode: 'TEST', onCancel: (customer) => void customer.id });
}

export const elements = [
  <CancelFlow key="a" appId="app_test" open={false} onStepChange={(step) => void step?.guid} />,
  // @ts-expect-error open is required
  <CancelFlow key="b" appId="app_test" />,
  <PauseWall key="c" appId="app_test" customerId="cus_1" authHash="h" handleResume={async () => {}} />,
  <FailedPaymentWall key="d" appId="app_test" customerId="cus_1" authHash="h" />,
  <ManagedFlow key="e" appId="app_test" inline />,
];
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        // Checks our published .d.ts files too, as a strict host project would.
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
};

/** package.json of the app: the tarball, and React from the registry as any host would have it. */
export function appManifest(tarball: string): string {
  return `${JSON.stringify(
    {
      name: 'holdfast-fresh-app',
      private: true,
      type: 'module',
      dependencies: { holdfast: `file:${tarball}`, react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' },
    },
    null,
    2,
  )}\n`;
}

/** Writes the app into `dir`. */
export function writeFreshApp(dir: string, tarball: string): void {
  writeFileSync(join(dir, 'package.json'), appManifest(tarball));
  for (const [path, text] of Object.entries(APP_FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

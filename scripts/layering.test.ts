import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  breachesIn,
  breachOf,
  isScaffolding,
  readCheckedFiles,
  relativeImportsIn,
  roomOf,
} from './layering.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the repository keeps its layers', () => {
  it('has no import against the order (README "Layout")', () => {
    const breaches = breachesIn(readCheckedFiles(ROOT)).map((b) => `${b.from} → ${b.to}: ${b.reason}`);
    expect(breaches).toEqual([]);
  });
});

describe('the checker', () => {
  it('fails a deliberately wrong import: a domain rule reaching up into the views', () => {
    const files = new Map([
      ['renderer/domain/rule.ts', "import { PauseView } from '../views/offers/pause-offer-view.tsx';\n"],
    ]);
    expect(breachesIn(files)).toEqual([
      {
        from: 'renderer/domain/rule.ts',
        to: 'renderer/views/offers/pause-offer-view.tsx',
        reason: 'domain sits below views and may not import it',
      },
    ]);
  });

  it('counts type-only imports, re-exports and dynamic imports alike', () => {
    const source = [
      "import type { A } from './a.ts';",
      "export { b } from '../b.ts';",
      "export * from './c.ts';",
      "const d = await import('./d.ts');",
      "import './e.ts';",
      "import { f } from 'valibot';",
    ].join('\n');
    expect(relativeImportsIn(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts']);
  });

  it('lets each widget layer import its own layer and those below it, and nothing above', () => {
    expect(breachOf('renderer/views/x.tsx', 'renderer/state/y.ts')).toBeNull();
    expect(breachOf('renderer/api/x.ts', 'contract/call-table.ts')).toBeNull();
    expect(breachOf('renderer/i18n/x.ts', 'renderer/domain/y.ts')).toBeNull();
    expect(breachOf('renderer/domain/x.ts', 'renderer/i18n/y.ts')).toMatch(/domain sits below i18n/);
    expect(breachOf('contract/x.ts', 'renderer/domain/y.ts')).toMatch(/contract sits below domain/);
    expect(breachOf('renderer/embed/x.ts', 'renderer/react/y.tsx')).toMatch(/embed sits below react/);
  });

  it('puts recording beside state: each may use the other, neither the views', () => {
    expect(roomOf('renderer/recording/recorder.ts')).toEqual({ kind: 'layer', layer: 'state' });
    expect(breachOf('renderer/state/flow/x.ts', 'renderer/recording/y.ts')).toBeNull();
    expect(breachOf('renderer/recording/x.ts', 'renderer/embed/mount.ts')).toMatch(/state sits below embed/);
  });

  it('keeps the mock and the server on the contract and the pure rules', () => {
    expect(breachOf('mocks/backend/x.ts', 'renderer/domain/pause.ts')).toBeNull();
    expect(breachOf('mocks/backend/x.ts', 'renderer/state/flow/store.ts')).toMatch(/never its state/);
    expect(breachOf('server/services/x.ts', 'renderer/api/http.ts')).toMatch(/never its api/);
    expect(breachOf('server/services/x.ts', 'mocks/backend/backend.ts')).toMatch(/never imports the mock/);
    expect(breachOf('server/testing/contract-suite/t.ts', 'mocks/server/create-mock-server.ts')).toBeNull();
    expect(breachOf('mocks/backend/x.ts', 'server/app.ts')).toMatch(/never imports the server/);
    expect(breachOf('renderer/api/x.ts', 'mocks/backend/backend.ts')).toMatch(/may not import mocks/);
  });

  it('keeps test scaffolding out of the product, and lets tests and stories use it', () => {
    const harness = 'renderer/state/flow/flow-harness.testing.ts';
    expect(breachOf('renderer/state/flow/load.ts', harness)).toMatch(/never imports test scaffolding/);
    expect(breachOf('renderer/state/flow/load.test.ts', harness)).toBeNull();
    expect(breachOf('renderer/views/x.stories.tsx', 'renderer/api/sample-answers.testing.ts')).toBeNull();
    expect(breachOf('mocks/backend/routes.ts', 'mocks/testing/test-seed.ts')).toMatch(/scaffolding/);
    expect(isScaffolding('server/testing/contract-suite/embed.test.ts')).toBe(true);
    expect(isScaffolding('renderer/domain/test-mode-choice.ts')).toBe(false);
  });

  it('keeps the Stripe fake apart: it imports nothing of ours; only server test scaffolding and the demo start use it', () => {
    expect(roomOf('stripe-fake/server.ts')).toEqual({ kind: 'stripe-fake' });
    expect(breachOf('stripe-fake/api/customers.ts', 'stripe-fake/state.ts')).toBeNull();
    expect(breachOf('stripe-fake/seed.ts', 'contract/schemas/customer.ts')).toMatch(
      /imports nothing of ours/,
    );
    expect(breachOf('server/providers/stripe/stripe-billing-provider.ts', 'stripe-fake/server.ts')).toMatch(
      /only the server's test scaffolding/,
    );
    expect(
      breachOf('server/providers/stripe/stripe-billing-provider.test.ts', 'stripe-fake/server.ts'),
    ).toBeNull();
    expect(breachOf('server/testing/start-stripe-fake.ts', 'stripe-fake/server.ts')).toBeNull();
    expect(breachOf('server/main.ts', 'stripe-fake/server.ts')).toBeNull();
    expect(breachOf('renderer/api/x.test.ts', 'stripe-fake/server.ts')).toMatch(/only the server's/);
    expect(breachOf('mocks/backend/x.ts', 'stripe-fake/server.ts')).toMatch(/only the server's/);
  });

  it('keeps the dashboard a client of the contract (with the widget’s views for previews), imported by nothing', () => {
    expect(breachOf('dashboard/app.tsx', 'contract/dashboard-api.ts')).toBeNull();
    expect(breachOf('dashboard/preview.tsx', 'renderer/views/registry.ts')).toBeNull();
    expect(breachOf('dashboard/app.tsx', 'renderer/embed/holdfast.ts')).toMatch(/views and below/);
    expect(breachOf('dashboard/app.tsx', 'server/dashboard/team.ts')).toMatch(/client of the server/);
    expect(breachOf('dashboard/app.tsx', 'fixtures/mock-app.ts')).toMatch(/client of the server/);
    expect(breachOf('server/dashboard/routes.ts', 'dashboard/app.tsx')).toBe('nothing imports the dashboard');
  });

  it('keeps the product and its tests out of the playground', () => {
    expect(breachOf('renderer/views/walls/x.test.tsx', 'playground/fake-stripe.ts')).toMatch(/playground/);
    expect(breachOf('mocks/backend/x.test.ts', 'playground/scenario.ts')).toMatch(/playground/);
    expect(breachOf('playground/app.tsx', 'renderer/index.ts')).toBeNull();
  });
});

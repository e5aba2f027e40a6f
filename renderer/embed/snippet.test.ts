// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS, type HoldfastApi } from './api-types.ts';
import { attachCore } from './global.ts';
import { installLoader } from './loader.ts';
import { holdfastSnippet } from './snippet.ts';

const LOADER_URL = 'https://cdn.example.test/holdfast/holdfast.js';

/** Runs the snippet's JavaScript the way a browser runs the inline script, against jsdom's window. */
function runSnippet(html: string): void {
  const body = html.replace(/^<script>\n/, '').replace(/\n<\/script>$/, '');
  // Test-only: evaluates our own snippet text; the shipped bundles are checked free of eval.
  new Function(body)();
}

function holdfast(): Record<string, unknown> {
  const value: unknown = Reflect.get(window, 'holdfast');
  if (!isRecord(value)) throw new Error('window.holdfast is not an object');
  return value;
}

function call(name: string, ...args: unknown[]): unknown {
  const fn = holdfast()[name];
  if (typeof fn !== 'function') throw new Error(`${name} is not a function`);
  return fn(...args);
}

function echoApi(): HoldfastApi {
  const echo = (...args: unknown[]) => args[0];
  return {
    init: echo,
    show: echo,
    hide: echo,
    clearState: echo,
    getSessionData: () => ({ session: 'ok' }),
    updateBranding: echo,
    updateCustomerAttributes: echo,
    event: echo,
    update: echo,
    check: echo,
    hidePauseWall: echo,
    hideFailedPaymentWall: echo,
    clearPauseWallState: echo,
    clearFailedPaymentWallState: echo,
    managedFlow: echo,
    hideManagedFlow: echo,
    clearManagedFlowState: echo,
    insight: echo,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'holdfast');
  document.head.innerHTML = '';
});

describe('the copy-paste snippet defines a queue before the loader arrives', () => {
  it('stubs every host method and preload, and adds the loader script, async', () => {
    runSnippet(holdfastSnippet(LOADER_URL));
    for (const name of [...HOLDFAST_METHODS, 'preload'])
      expect(typeof holdfast()[name], name).toBe('function');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(LOADER_URL);
    expect(script?.async).toBe(true);
  });

  it('queues calls in order; the loader and core then settle their promises', async () => {
    runSnippet(holdfastSnippet(LOADER_URL));
    const init = call('init', 'app_test');
    const session = call('getSessionData');
    expect(holdfast().q).toHaveLength(2);

    const object = holdfast();
    const importCore = vi.fn(async () => {
      attachCore(echoApi(), window);
    });
    installLoader(window, 'https://cdn.example.test/holdfast/holdfast-core.js', importCore);
    await expect(init).resolves.toBe('app_test');
    await expect(session).resolves.toEqual({ session: 'ok' });
    expect(holdfast()).toBe(object);
  });

  it('pasted twice, keeps the calls already queued', () => {
    runSnippet(holdfastSnippet(LOADER_URL));
    void call('show');
    runSnippet(holdfastSnippet(LOADER_URL));
    expect(holdfast().q).toHaveLength(1);
  });

  it('cannot be broken out of by the loader URL', () => {
    const html = holdfastSnippet('https://cdn.example.test/</script><script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('docs/snippet.md shows the snippet the code generates', () => {
  it('contains holdfastSnippet() for the documented example URL, verbatim', () => {
    const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../docs/snippet.md'), 'utf8');
    const url = doc.match(/<!-- example-loader-url: (\S+) -->/)?.[1];
    expect(url).toBeDefined();
    expect(doc).toContain(holdfastSnippet(url ?? ''));
  });
});

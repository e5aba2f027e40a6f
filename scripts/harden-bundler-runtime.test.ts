import { describe, expect, it } from 'vitest';
import { hardenRuntimeCode, unguardedExportLoopsIn } from './harden-bundler-runtime.ts';

/** Rolldown's namespace helper as its runtime source has it, in the block form a chunk renders. */
const RUNTIME = `var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
\tlet target = {};
\tfor (var name in all) {
\t\t__defProp(target, name, {
\t\t\tget: all[name],
\t\t\tenumerable: true
\t\t});
\t}
\treturn target;
};
globalThis.__ns = __exportAll({ cancel: () => 'cancel' });`;

function runOnPollutedPage(code: string): unknown {
  Reflect.set(Object.prototype, 'polluted', 'yes');
  try {
    new Function(code)();
    return Reflect.get(globalThis, '__ns');
  } finally {
    Reflect.deleteProperty(Object.prototype, 'polluted');
    Reflect.deleteProperty(globalThis, '__ns');
  }
}

describe('the bundler runtime survives a host page with a polluted Object.prototype', () => {
  it('unhardened, building a namespace object throws there (the failure guarded against)', () => {
    expect(() => runOnPollutedPage(RUNTIME)).toThrow(/Getter must be a function/);
  });

  it('hardened (block form), the namespace has its own exports only', () => {
    const hardened = hardenRuntimeCode(RUNTIME)?.toString() ?? '';
    const namespace = runOnPollutedPage(hardened);
    expect(Object.keys(Object(namespace))).toEqual(['cancel']);
  });

  it('the one-line and the minified forms are hardened too; other code is left alone', () => {
    const oneLine = 'for (var name in all) __defProp(target, name, {';
    expect(hardenRuntimeCode(oneLine)?.toString()).toContain('hasOwnProperty.call(all,name)&&__defProp(');
    const minified = 's=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return r}';
    expect(hardenRuntimeCode(minified)?.toString()).toContain(
      'for(var i in e)Object.prototype.hasOwnProperty.call(e,i)&&t(r,i,{',
    );
    expect(hardenRuntimeCode('for (const key in object) use(key);')).toBeNull();
  });
});

describe('a build fails when the hardening matched nothing it must patch', () => {
  it('finds the runtime loop unguarded before hardening, in its block and minified forms', () => {
    expect(unguardedExportLoopsIn(RUNTIME)).toHaveLength(1);
    const minified = 'for(var i in e)t(r,i,{get:e[i],enumerable:!0});';
    expect(unguardedExportLoopsIn(minified)).toHaveLength(1);
  });

  it('finds none once hardened, and none in a for-in loop that defines no getter', () => {
    expect(unguardedExportLoopsIn(hardenRuntimeCode(RUNTIME)?.toString() ?? '')).toEqual([]);
    expect(unguardedExportLoopsIn('for (var k in o) { sum += o[k]; }')).toEqual([]);
  });

  it('finds a form the patterns do not know (the runtime changed): the build would fail on it', () => {
    const changed =
      'for (var key of Object.keys(all)) {}; for (var n in all)\n  define(t, n, { get: all[n] });';
    expect(hardenRuntimeCode(changed)).toBeNull();
    expect(unguardedExportLoopsIn(changed)).toHaveLength(1);
  });
});

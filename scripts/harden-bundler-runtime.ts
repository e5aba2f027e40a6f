import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Rolldown's runtime builds a module namespace object (for a lazy chunk that needs one) by walking the
 * exports with `for (var name in all) __defProp(target, name, { get: all[name], enumerable: true })`. On a
 * host page whose Object.prototype has an enumerable key (old libraries, prototype pollution) the walk meets
 * the inherited key too and defines a getter from its value, which throws ("Getter must be a function"): the
 * lazy chunk fails to load. The loop gets an own-key check, so the widget keeps working on such pages
 * (e2e/quality/hostile-page.e2e.ts). The runtime's source forms (with or without a block) and its minified
 * form are matched, whichever a chunk holds when it is rendered.
 */
export const RUNTIME_EXPORT_LOOPS: readonly RegExp[] = [
  /for \(var (\w+) in (\w+)\) (\{?)\s*(\w+)\((\w+), \1, \{/g,
  /for\(var (\w+) in (\w+)\)(\{?)(\w+)\((\w+),\1,\{/g,
];

/** The chunk's code with the runtime's export loop hardened; null when the chunk has no such loop. */
export function hardenRuntimeCode(code: string): MagicString | null {
  let edited: MagicString | null = null;
  for (const pattern of RUNTIME_EXPORT_LOOPS) {
    for (const match of code.matchAll(pattern)) {
      const [loop, name, all, block, define, target] = match;
      const start = match.index;
      edited ??= new MagicString(code);
      edited.overwrite(
        start,
        start + loop.length,
        `for(var ${name} in ${all})${block}Object.prototype.hasOwnProperty.call(${all},${name})&&${define}(${target},${name},{`,
      );
    }
  }
  return edited;
}

/**
 * Any for-in loop that defines a getter per key without the own-key check, in whatever form a future runtime
 * writes it: what {@link RUNTIME_EXPORT_LOOPS} missed. A build holding one fails rather than ship it.
 */
const UNGUARDED_GETTER_LOOP =
  /for\s*\(\s*var\s+\w+\s+in\s+\w+\s*\)\s*\{?\s*(?!Object\.prototype\.hasOwnProperty\.call)[^;]{0,60}?\{\s*get\s*:/g;

/** The export loops in `code` left without the own-key check (after hardening, none). */
export function unguardedExportLoopsIn(code: string): string[] {
  return [...code.matchAll(UNGUARDED_GETTER_LOOP)].map((match) => match[0]);
}

/**
 * Applies {@link hardenRuntimeCode} to every rendered chunk, keeping the source map, and fails the build if a
 * written chunk still holds an unguarded loop (the runtime's form changed and the patterns matched nothing).
 */
export function hardenBundlerRuntime(): Plugin {
  return {
    name: 'holdfast-harden-bundler-runtime',
    renderChunk(code) {
      const edited = hardenRuntimeCode(code);
      return edited ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const left = unguardedExportLoopsIn(output.code);
        if (left.length > 0)
          this.error(
            `${output.fileName}: the bundler runtime's export loop is not hardened (${left[0]}); ` +
              'extend RUNTIME_EXPORT_LOOPS in scripts/harden-bundler-runtime.ts',
          );
      }
    },
  };
}

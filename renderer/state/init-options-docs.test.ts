/**
 * The docs name every option and callback the types accept, and nothing the types do not: the property
 * names are read from the TypeScript types themselves (compiler API), so a new option without docs, or
 * docs for a removed one, fail here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** The types to read, by the module that exports them. */
const SOURCES = {
  InitOptions: 'renderer/state/init-options.ts',
  HandlerCallbacks: 'renderer/state/host-callbacks.ts',
  NotificationCallbacks: 'renderer/state/host-callbacks.ts',
  PauseWallOptions: 'renderer/state/pause-wall/options.ts',
  FailedPaymentWallOptions: 'renderer/state/failed-payment-wall/options.ts',
} as const;
type TypeName = keyof typeof SOURCES;

let propertiesOf: (name: TypeName) => string[];

beforeAll(() => {
  const files = [...new Set(Object.values(SOURCES))].map((file) => join(ROOT, file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  propertiesOf = (name) => {
    const source = program.getSourceFile(join(ROOT, SOURCES[name]));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!exported) throw new Error(`${name} is not exported by ${SOURCES[name]}`);
    const type = checker.getDeclaredTypeOfSymbol(exported);
    return checker
      .getPropertiesOfType(type)
      .map((property) => property.name)
      .sort();
  };
}, 60_000);

/** Names in the first column of the page's tables: `| \`name\` | …`. */
function tableNames(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*`(\w+)`\s*\|/gm)].map((match) => match[1] ?? '').sort();
}

/** Every name written as inline code anywhere on the page. */
function codeNames(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? ''));
}

describe('docs/options.md documents every init option and callback (spec §3 Init params, §6)', () => {
  it('has one table row per property of InitOptions, and no row for anything else', () => {
    const rows = tableNames(doc('options.md'));
    expect(rows).toEqual(propertiesOf('InitOptions'));
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('covers every callback the type offers, handlers and notifications', () => {
    const rows = new Set(tableNames(doc('options.md')));
    const callbacks = [...propertiesOf('HandlerCallbacks'), ...propertiesOf('NotificationCallbacks')];
    expect(callbacks.length).toBeGreaterThan(20);
    expect(callbacks.filter((name) => !rows.has(name))).toEqual([]);
  });
});

describe("docs/walls.md documents every option of both walls' check", () => {
  it.each(['PauseWallOptions', 'FailedPaymentWallOptions'] as const)('%s', (name) => {
    const named = codeNames(doc('walls.md'));
    expect(propertiesOf(name).filter((property) => !named.has(property))).toEqual([]);
  });
});

import { posix } from 'node:path';
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import { type ESTree, type ParseResult, type Plugin, parseSync } from 'vite';
import { replaceChunkMap } from './chunk-map.ts';

/**
 * A chunk that only other chunks of the same bundle import (the script tag's main chunk: the core imports it,
 * the lazy chunks import from it) exports each binding under the binding's own minified name, and its
 * importers ask for that name: `export{Pl,Ce}` where the bundler wrote `export{Pl as $,Ce as $n}`. The names
 * between chunks are the bundle's own business, nobody outside it imports them, and the minifiers leave them
 * alone. Measured on the main chunk (2026-11-29, 167 exports): 49,237 → 48,865 B gzip; the importers' clauses
 * grow by as much (`$ as e` becomes `Pl as e`), in chunks fetched later.
 *
 * Left as they are: entry chunks (the host may import them), chunks some chunk imports dynamically (their
 * namespace object is read by export name; every chunk, when an `import()` names no literal file), a chunk that another chunk imports whole (`import * as`,
 * `export *`) and a binding exported under two names. Source maps are composed through the edit.
 */

/** A chunk as this step sees it. */
export interface BundleChunk {
  fileName: string;
  code: string;
  /** The chunk's source map as JSON, or null when the build writes none. */
  map: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/** The chunks this step changed, by file name: their new code and map (null when they had none). */
export type ChangedChunks = Map<string, { code: string; map: string | null }>;

type Program = ESTree.Program;

/** A module specifier of `importer` resolved to a file name of the bundle (chunks import each other as `./x.js`). */
function resolvedIn(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(importer), specifier));
}

function nameOf(
  node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral,
): string | null {
  return node.type === 'Identifier' ? node.name : null;
}

/** `exported → local` for the export specifiers of `program` that can take their local's name. */
function renamedExports(program: Program): Map<string, string> {
  const specifiers = program.body.flatMap((statement) =>
    statement.type === 'ExportNamedDeclaration' && !statement.source ? statement.specifiers : [],
  );
  const exportedNames = new Set<string>();
  for (const statement of program.body)
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration) return new Map();
  const locals = new Map<string, number>();
  for (const specifier of specifiers) {
    const local = nameOf(specifier.local);
    if (local) locals.set(local, (locals.get(local) ?? 0) + 1);
  }
  const renamed = new Map<string, string>();
  for (const specifier of specifiers) {
    const local = nameOf(specifier.local);
    const exported = nameOf(specifier.exported);
    if (exported === null) return new Map();
    exportedNames.add(exported);
    if (local && local !== exported && locals.get(local) === 1) renamed.set(exported, local);
  }
  // A new name must not be one an export keeps; drop renames until none collides.
  for (;;) {
    const kept = new Set([...exportedNames].filter((name) => !renamed.has(name)));
    const taken = new Map<string, number>();
    for (const name of [...kept, ...renamed.values()]) taken.set(name, (taken.get(name) ?? 0) + 1);
    const clash = [...renamed].find(([, local]) => (taken.get(local) ?? 0) > 1);
    if (!clash) return renamed;
    renamed.delete(clash[0]);
  }
}

/** How `importer` uses `target`, or null when it imports it in a way this step cannot rename through. */
function importsOf(program: Program, importer: string, target: string) {
  const edits: { start: number; end: number; imported: string; local: string }[] = [];
  let whole = false;
  for (const statement of program.body) {
    if (
      statement.type !== 'ImportDeclaration' &&
      statement.type !== 'ExportNamedDeclaration' &&
      statement.type !== 'ExportAllDeclaration'
    )
      continue;
    const source = statement.source?.value;
    if (typeof source !== 'string' || resolvedIn(importer, source) !== target) continue;
    if (statement.type === 'ExportAllDeclaration') whole = true;
    else if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.type !== 'ImportSpecifier') {
          whole = true;
          continue;
        }
        const imported = nameOf(specifier.imported);
        if (imported === null) whole = true;
        else edits.push({ ...span(specifier), imported, local: specifier.local.name });
      }
    } else {
      for (const specifier of statement.specifiers) {
        const imported = nameOf(specifier.local);
        const exported = nameOf(specifier.exported);
        if (imported === null || exported === null) whole = true;
        else edits.push({ ...span(specifier), imported, local: exported });
      }
    }
  }
  return { edits, whole };
}

function span(node: { start: number; end: number }): { start: number; end: number } {
  return { start: node.start, end: node.end };
}

function specifierText(name: string, as: string): string {
  return name === as ? name : `${name} as ${as}`;
}

/** `code` with `edit` applied, its map composed through the edit. */
function edited(chunk: BundleChunk, edit: (text: MagicString) => void): { code: string; map: string | null } {
  const text = new MagicString(chunk.code);
  edit(text);
  const code = text.toString();
  if (!chunk.map) return { code, map: null };
  const editMap = text.generateMap({ hires: true, source: chunk.fileName, includeContent: false });
  const composed = remapping([JSON.stringify(editMap), chunk.map], () => null);
  return { code, map: JSON.stringify(composed) };
}

function parsed(chunk: BundleChunk): ParseResult {
  const result = parseSync(chunk.fileName, chunk.code);
  if (result.errors.length > 0) throw new Error(`${chunk.fileName}: ${result.errors[0]?.message}`);
  return result;
}

/**
 * The files the chunks import dynamically (`import("./x.js")`): such a chunk's exports are read off its
 * namespace object by name, also when the bundler did not make it a dynamic entry (a shared chunk holding a
 * module that is imported lazily). Null when some `import()` names no literal file: then any chunk could be one.
 */
function dynamicallyImported(
  chunks: readonly { chunk: BundleChunk; parse: ParseResult }[],
): Set<string> | null {
  const files = new Set<string>();
  for (const { chunk, parse } of chunks) {
    for (const { moduleRequest } of parse.module.dynamicImports) {
      const request = chunk.code.slice(moduleRequest.start, moduleRequest.end);
      const literal = /^(["'])([^"'\\]+)\1$/.exec(request);
      const file = literal?.[2] ? resolvedIn(chunk.fileName, literal[2]) : null;
      if (!file) return null;
      files.add(file);
    }
  }
  return files;
}

/** The bundle's chunks with shared export names; see the module's comment. */
export function shareExportNames(chunks: readonly BundleChunk[]): ChangedChunks {
  const first = chunks.map((chunk) => ({ chunk, parse: parsed(chunk) }));
  const lazy = dynamicallyImported(first);
  const now = new Map(first.map(({ chunk, parse }) => [chunk.fileName, { chunk, program: parse.program }]));
  const changed: ChangedChunks = new Map();
  const apply = (fileName: string, edit: (text: MagicString) => void) => {
    const before = now.get(fileName);
    if (!before) return;
    const after = edited(before.chunk, edit);
    const chunk = { ...before.chunk, ...after };
    now.set(fileName, { chunk, program: parsed(chunk).program });
    changed.set(fileName, after);
  };
  if (!lazy) return changed;
  for (const { fileName, isEntry, isDynamicEntry } of chunks) {
    const target = now.get(fileName);
    if (!target || isEntry || isDynamicEntry || lazy.has(fileName)) continue;
    const renamed = renamedExports(target.program);
    if (renamed.size === 0) continue;
    const importers = [...now.values()]
      .filter(({ chunk }) => chunk.fileName !== fileName)
      .map(({ chunk, program }) => ({
        fileName: chunk.fileName,
        uses: importsOf(program, chunk.fileName, fileName),
      }));
    if (importers.some(({ uses }) => uses.whole)) continue;
    apply(fileName, (text) => {
      for (const statement of target.program.body) {
        if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
        for (const specifier of statement.specifiers) {
          const exported = nameOf(specifier.exported);
          const local = exported === null ? undefined : renamed.get(exported);
          if (local) text.overwrite(specifier.start, specifier.end, local);
        }
      }
    });
    for (const importer of importers) {
      const edits = importer.uses.edits.filter((use) => renamed.has(use.imported));
      if (edits.length === 0) continue;
      apply(importer.fileName, (text) => {
        for (const use of edits)
          text.overwrite(
            use.start,
            use.end,
            specifierText(renamed.get(use.imported) ?? use.imported, use.local),
          );
      });
    }
  }
  return changed;
}

/** The plugin: {@link shareExportNames} over the written bundle (after the minifiers, which keep export names). */
export function sharedExportNames(): Plugin {
  return {
    name: 'holdfast-shared-export-names',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const changed = shareExportNames(
        outputs.map((output) => ({
          fileName: output.fileName,
          code: output.code,
          map: output.map ? JSON.stringify(output.map) : null,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
        })),
      );
      for (const output of outputs) {
        const after = changed.get(output.fileName);
        if (!after) continue;
        output.code = after.code;
        replaceChunkMap(output.map, after.map);
      }
    },
  };
}

/**
 * Checks what a coverage document cites (docs/spec-coverage.md), so it cannot silently rot: every file it
 * names exists, every test name it quotes is in that test file, every identifier it names beside a file is in
 * that file, and every row of a table with a Proof column points at a test.
 *
 * A cited path is a backticked token ending in a source or document extension (or `/` for a folder). It is
 * either a path from the repository root or, since the document shortens paths where the row already says
 * where it is, an ending of exactly one file's path (`containers/footer-container.tsx`). A `*` stands for
 * any part of one path segment; a pattern must match at least one file. Tokens starting with `/` (a URL
 * path) or `../` (outside the repository) are not files of this repository.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const CITED_FILE = /^[\w.*@-][\w./*@-]*(\.(tsx?|mjs|css|md|json)|\/)$/;
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'build', '.git', '.artifacts']);

/** Every file below the root, as `/`-separated paths from it (generated and installed folders left out). */
export function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files;
}

function isCitedFile(token: string): boolean {
  return CITED_FILE.test(token) && !token.startsWith('../');
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The files (or, for a token ending in `/`, the folders) a cited path names. */
export function filesNamed(token: string, files: readonly string[]): string[] {
  const pattern = escapeRegExp(token).replace(/\*/g, '[^/]*');
  const folder = token.endsWith('/');
  const fromRoot = new RegExp(`^${pattern}${folder ? '' : '$'}`);
  const ending = new RegExp(`(^|/)${pattern}${folder ? '' : '$'}`);
  const named = (regex: RegExp) =>
    folder
      ? [...new Set(files.flatMap((file) => file.match(regex)?.[0] ?? []))].map((m) => m.replace(/^\//, ''))
      : files.filter((file) => regex.test(file));
  const exact = named(fromRoot);
  return exact.length > 0 ? exact : named(ending);
}

/** One thing wrong with a citation, said so a reader can fix the document. */
export interface CitationProblem {
  line: number;
  problem: string;
}

/** The problems of a document's citations against a file list and a way to read those files. */
export function citationProblems(
  doc: string,
  files: readonly string[],
  read: (path: string) => string,
): CitationProblem[] {
  const problems: CitationProblem[] = [];
  let proofColumn = -1;
  doc.split('\n').forEach((text, index) => {
    const line = index + 1;
    const report = (problem: string) => problems.push({ line, problem });
    const fileOf = (token: string): string | undefined => {
      const named = filesNamed(token, files);
      return named.length === 1 && !token.includes('*') ? named[0] : undefined;
    };

    for (const [, token = ''] of text.matchAll(/`([^`\s]+)`/g)) {
      if (!isCitedFile(token)) continue;
      const named = filesNamed(token, files);
      if (named.length === 0) report(`\`${token}\` names no file`);
      else if (named.length > 1 && !token.includes('*'))
        report(`\`${token}\` could be any of ${named.join(', ')}: give more of its path`);
    }

    // `file.test.ts` "a test's name": the quoted words are in that file.
    for (const [, token = '', quoted = ''] of text.matchAll(/`([^`\s]+)`\s+"([^"]+)"/g)) {
      const file = isCitedFile(token) ? fileOf(token) : undefined;
      if (file && !read(file).includes(quoted)) report(`"${quoted}" is not in ${file}`);
    }

    // `file.ts` `name`: the name is in that file.
    for (const [, token = '', name = ''] of text.matchAll(/`([^`\s]+)`\s+`([A-Za-z_$][\w$]*)`/g)) {
      const file = isCitedFile(token) ? fileOf(token) : undefined;
      if (file && !read(file).includes(name)) report(`\`${name}\` is not in ${file}`);
    }

    if (!text.startsWith('|')) {
      proofColumn = -1;
      return;
    }
    const cells = text.split(/(?<!\\)\|/).slice(1, -1);
    const header = cells.findIndex((cell) => cell.trim() === 'Proof');
    if (header >= 0) proofColumn = header;
    else if (proofColumn >= 0 && !/^[\s|:-]+$/.test(text)) {
      const proof = cells[proofColumn] ?? '';
      const tests = [...proof.matchAll(/`([^`\s]+)`/g)].filter(([, token = '']) => TEST_FILE.test(token));
      if (tests.length === 0) report(`the row "${cells[0]?.trim()}" names no test in its Proof column`);
    }
  });
  return problems;
}

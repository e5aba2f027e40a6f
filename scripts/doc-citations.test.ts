import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems, filesNamed, listFiles } from './doc-citations.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('docs/spec-coverage.md cites only what is there', () => {
  it('names existing files, quotes test names and identifiers found in them, and a test in every Proof', () => {
    const doc = readFileSync(`${ROOT}docs/spec-coverage.md`, 'utf8');
    const problems = citationProblems(doc, listFiles(ROOT), (path) => readFileSync(`${ROOT}${path}`, 'utf8'));
    expect(problems.map(({ line, problem }) => `line ${line}: ${problem}`)).toEqual([]);
  });
});

describe('the checker', () => {
  const files = [
    'renderer/domain/states.ts',
    'renderer/domain/states.test.ts',
    'renderer/state/flow/load.ts',
    'mocks/backend/load.ts',
    'renderer/views/offers/pause-offer.test.tsx',
    'renderer/views/offers/discount-offer.test.tsx',
  ];
  const sources: Record<string, string> = {
    'renderer/domain/states.ts': 'export function isFlowComplete() {}',
    'renderer/domain/states.test.ts': "describe('loadState values', () => {});",
  };
  const check = (doc: string) =>
    citationProblems(doc, files, (path) => sources[path] ?? '').map(({ problem }) => problem);

  it('finds a file by its path from the root, by an ending of one path, and by a pattern', () => {
    expect(filesNamed('renderer/domain/states.ts', files)).toEqual(['renderer/domain/states.ts']);
    expect(filesNamed('domain/states.ts', files)).toEqual(['renderer/domain/states.ts']);
    expect(filesNamed('views/offers/*.test.tsx', files)).toHaveLength(2);
    expect(filesNamed('renderer/state/', files)).toEqual(['renderer/state/']);
  });

  it('fails a file that is gone, and an ending that names two files', () => {
    expect(check('See `renderer/domain/gone.ts` and `load.ts`.')).toEqual([
      '`renderer/domain/gone.ts` names no file',
      '`load.ts` could be any of renderer/state/flow/load.ts, mocks/backend/load.ts: give more of its path',
    ]);
  });

  it('fails a quoted test name or an identifier that is not in the file cited', () => {
    expect(
      check('`states.test.ts` "loadState values", `states.test.ts` "renamed", `states.ts` `isFlowComplete`'),
    ).toEqual(['"renamed" is not in renderer/domain/states.test.ts']);
    expect(check('`domain/states.ts` `isManagedFlowExitVisible`')).toEqual([
      '`isManagedFlowExitVisible` is not in renderer/domain/states.ts',
    ]);
  });

  it('fails a row whose Proof names no test, and passes one that does', () => {
    const table = (proof: string) =>
      ['| Bullet | Where | Proof |', '|---|---|---|', `| loadState | \`states.ts\` | ${proof} |`].join('\n');
    expect(check(table('`states.test.ts`'))).toEqual([]);
    expect(check(table('view test'))).toEqual(['the row "loadState" names no test in its Proof column']);
  });

  it('leaves URL paths and files outside the repository alone', () => {
    expect(check('`/__mock/` answers; the spec is `../shared/spec/retention-widget-spec.md`')).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as compat from 'preact/compat';
import { describe, expect, it } from 'vitest';
import React from './react-default.ts';

/** The libraries of lazy chunks that read React's default export (`import React from 'react'`). */
const LIBRARIES = ['react-hook-form', '@stripe/react-stripe-js', 'react-confetti'];

/** What a library's ES module reads from its `React` default import, comments left out. */
function membersReadBy(library: string): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve(library)), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  expect(source).toMatch(/^import React from 'react';?$/m);
  return [...new Set([...source.matchAll(/\bReact\.(\w+)/g)].map((match) => match[1] ?? ''))];
}

describe("the script tag's React default export (react-default.ts)", () => {
  it.each(LIBRARIES)('holds everything %s reads from it', (library) => {
    const members = membersReadBy(library);
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((member) => !(member in React))).toEqual([]);
  });

  it("is preact/compat's own functions, not copies", () => {
    for (const [name, value] of Object.entries(React)) expect(value).toBe(Reflect.get(compat, name));
  });
});

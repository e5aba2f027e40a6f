import { describe, expect, it } from 'vitest';
import { filesBeforeFirstStep } from './first-step-bytes.ts';

describe('the first step counts every file fetched before it was fully painted', () => {
  it('takes the embed files any run started before its paint, once each', () => {
    const runs = [
      {
        fetched: [
          { path: '/embed/holdfast.js', beforeFirstStep: true },
          { path: '/embed/holdfast-main-a.js', beforeFirstStep: true },
          { path: '/embed/holdfast-later-views-b.js', beforeFirstStep: false },
          { path: '/api/embed', beforeFirstStep: true },
        ],
      },
      {
        fetched: [
          { path: '/embed/holdfast-main-a.js', beforeFirstStep: true },
          { path: '/embed/holdfast-sanitize-html-c.js', beforeFirstStep: true },
        ],
      },
    ];
    expect(filesBeforeFirstStep(runs, '/embed/')).toEqual([
      'holdfast-main-a.js',
      'holdfast-sanitize-html-c.js',
      'holdfast.js',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { compareFlowVersionKeys, flowVersionKey } from './dashboard-api.ts';

describe('flow versions are listed by flow, then by version number, full before lite', () => {
  it('puts @2 before @10 (a text sort puts @10 first)', () => {
    expect(['bp_main@10', 'bp_main@2', 'bp_main@1'].sort(compareFlowVersionKeys)).toEqual([
      'bp_main@1',
      'bp_main@2',
      'bp_main@10',
    ]);
  });

  it('groups by flow id, and a version’s lite sessions come after its full ones', () => {
    const keys = [
      flowVersionKey('bp_winback', 1, false),
      flowVersionKey('bp_main', 12, true),
      flowVersionKey('bp_main', 12, false),
      flowVersionKey('bp_main', 3, true),
    ];
    expect(keys.sort(compareFlowVersionKeys)).toEqual([
      'bp_main@3~lite',
      'bp_main@12',
      'bp_main@12~lite',
      'bp_winback@1',
    ]);
  });

  it('reads the version after the last @, so a flow id holding one sorts by its own number', () => {
    expect(['a@b@10', 'a@b@9'].sort(compareFlowVersionKeys)).toEqual(['a@b@9', 'a@b@10']);
  });
});

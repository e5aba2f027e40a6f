import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditAnswer } from '../../contract/dashboard-flows-api.ts';
import { FlowHistory } from './flow-history.tsx';

const who = { name: 'Olive Owner', email: 'owner@team.example' };
const saved = (id: string): AuditAnswer['entries'][number] => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  action: 'draft_saved',
  version: null,
  fromVersion: null,
  user: who,
});

function history(audit: AuditAnswer['entries']) {
  return (
    <FlowHistory
      versions={[]}
      audit={audit}
      mayRollBack={false}
      onRollback={() => {}}
      loadVersion={async () => {
        throw new Error('not asked');
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the audit log', () => {
  it('lists two saves of the same millisecond by the same author as two entries, and a newer one above them', () => {
    const errors = vi.spyOn(console, 'error');
    const { rerender } = render(history([saved('audit_2'), saved('audit_1')]));
    expect(screen.getAllByText(/Saved the draft$/)).toHaveLength(2);
    rerender(
      history([
        { ...saved('audit_3'), at: '2026-11-25T10:05:00.000Z', action: 'published', version: 1 },
        saved('audit_2'),
        saved('audit_1'),
      ]),
    );
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatch(/Published version 1$/);
    // React names entries it cannot tell apart (the key was their time, action and version).
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('same key'),
    );
  });
});

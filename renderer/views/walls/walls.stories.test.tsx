import { render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import * as stories from './walls.stories.tsx';

const entries = Object.entries(stories).filter(
  (entry): entry is [string, FunctionComponent] => entry[0] !== 'default' && typeof entry[1] === 'function',
);

describe('Every wall screen renders in a story, in both themes where it applies', () => {
  it('has the screens of spec §2 for both walls', () => {
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'PauseWall',
        'PauseWallThemeV2',
        'PauseWallSoftPause',
        'PauseWallSetToCancel',
        'PauseWallResuming',
        'PauseWallResumed',
        'PauseWallCancelled',
        'PauseWallResumeError',
        'FailedPaymentWall',
        'FailedPaymentWallThemeV2',
        'FailedPaymentWallUpdating',
        'FailedPaymentWallCardFailure',
        'FailedPaymentWallPaid',
      ]),
    );
  });

  it.each(entries)('%s renders a dialog named by its heading', (_name, Story) => {
    render(<Story />);
    const dialog = screen.getByRole('dialog');
    const title = screen.getByRole('heading', { level: 2 });
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).not.toBe('');
  });
});

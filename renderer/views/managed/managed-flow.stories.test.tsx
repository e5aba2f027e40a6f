import { render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import * as stories from './managed-flow.stories.tsx';

const entries = Object.entries(stories).filter(
  (entry): entry is [string, FunctionComponent] => entry[0] !== 'default' && typeof entry[1] === 'function',
);

describe('Every managed-flow screen renders in a story', () => {
  it('has a story per screen of spec §2', () => {
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'LoadingConfig',
        'EmailFormScreen',
        'CheckingIdentity',
        'CodeFormScreen',
        'VerifyingIdentity',
        'Ready',
        'ErrorNotEnabled',
        'ErrorWithGetHelp',
      ]),
    );
  });

  it.each(entries)('%s renders a named dialog', (_name, Story) => {
    render(<Story />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe('');
  });
});

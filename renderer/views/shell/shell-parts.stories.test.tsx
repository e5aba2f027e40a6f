import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmableCancelNow } from './shell-parts.stories.tsx';

// Its other story's tap calls Ladle's action(), which needs Ladle's app; confirmable-link.test.tsx has the rules.
describe('The confirmable Cancel now renders in its story (issue 17 §7)', () => {
  it('ConfirmableCancelNow: a tap asks in place, with the keep answer focused', async () => {
    render(<ConfirmableCancelNow />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(
      screen.getByRole('group', { name: 'Are you sure you want to cancel your subscription?' }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep it' }));
  });
});

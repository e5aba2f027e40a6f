import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomDataPanel } from './custom-data-panel.tsx';

const LOOPING = JSON.stringify({
  _id: 'bp_loop',
  steps: [
    { guid: 'loop-survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Price' }] } },
    { guid: 'loop-feedback', stepType: 'FREEFORM', defaultNextStep: 'loop-survey' },
    { guid: 'loop-confirm', stepType: 'CONFIRM' },
  ],
});

describe('the custom-blueprint panel shows the problems the widget will work around, before applying', () => {
  it('lists the looping step while the text is edited, with nothing applied yet', async () => {
    const onApply = vi.fn();
    render(
      <CustomDataPanel
        fragment={null}
        fixtureJson={() => ({ blueprint: '', customer: '' })}
        onApply={onApply}
      />,
    );
    fireEvent.change(screen.getByLabelText('Blueprint JSON'), { target: { value: LOOPING } });
    const warnings = screen.getByRole('status');
    expect(warnings.textContent).toContain('The widget will skip or work around');
    expect(warnings.textContent).toContain('Step loop-feedback: its next step leads back');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});

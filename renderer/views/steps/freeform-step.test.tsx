import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { FREEFORM_ROWS, FreeformStep } from './freeform-step.tsx';

function Freeform(props: {
  minLength?: number;
  showInvalid?: boolean;
  onChange?: (t: string) => void;
  onBlur?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <FreeformStep
      label="Tell us more"
      value={value}
      minLength={props.minLength ?? 15}
      showInvalid={props.showInvalid ?? false}
      invalidMessage="Please write at least 15 characters."
      onChange={(text) => {
        setValue(text);
        props.onChange?.(text);
      }}
      onBlur={props.onBlur ?? (() => {})}
    />
  );
}

describe('Freeform: 4-row textarea with count/min (spec §2, §9)', () => {
  it('is a textarea of four rows named by its label', () => {
    render(<Freeform />);
    expect(screen.getByRole('textbox', { name: 'Tell us more' }).getAttribute('rows')).toBe(
      String(FREEFORM_ROWS),
    );
    expect(FREEFORM_ROWS).toBe(4);
  });

  it('counts as count/min and reports changes', async () => {
    const onChange = vi.fn();
    render(<Freeform onChange={onChange} />);
    expect(screen.getByText('0/15')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), 'Great app');
    expect(screen.getByText('9/15')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('Great app');
  });

  it('without a minimum there is no counter: no "0/0"', async () => {
    render(<Freeform minLength={0} />);
    expect(screen.queryByText('0/0')).toBeNull();
    await userEvent.type(screen.getByRole('textbox'), 'Fine');
    expect(screen.queryByText('4/0')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false);
  });

  it('reports blur', async () => {
    const onBlur = vi.fn();
    render(<Freeform onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('Freeform: below the minimum it is marked red after blur or footer click (spec §5)', () => {
  it('is not marked before showInvalid', () => {
    render(<Freeform />);
    const box = screen.getByRole('textbox');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Please write at least 15 characters.')).toBeNull();
  });

  it('is aria-invalid with its message, described by both counter and message, once showInvalid', () => {
    const { container } = render(<Freeform showInvalid />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Please write at least 15 characters.');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(container.querySelector('.hf-field--invalid')).not.toBeNull();
  });
});

describe('Freeform: takes at most MAX_FREE_TEXT_CHARS', () => {
  it('refuses characters past the limit, so the session can always be delivered', async () => {
    const user = userEvent.setup();
    render(<Freeform minLength={0} />);
    const box = screen.getByRole('textbox', { name: 'Tell us more' });
    expect(box.getAttribute('maxlength')).toBe(String(MAX_FREE_TEXT_CHARS));
    await user.click(box);
    await user.paste('a'.repeat(70_000));
    expect(box).toHaveProperty('value', 'a'.repeat(MAX_FREE_TEXT_CHARS));
  });

  it('follows the writing direction of what is typed (Arabic, Hebrew)', () => {
    render(<Freeform />);
    expect(screen.getByRole('textbox').getAttribute('dir')).toBe('auto');
  });
});

describe('Confirm: optional discount notice (spec §2)', () => {
  it('shows headline, prefix, discount and valid-until', () => {
    render(
      <ConfirmStep
        discountNotice={{
          headline: 'Before you go',
          prefix: 'You will lose your',
          discountText: '20% off for 3 months',
          validUntilText: 'Valid until March 3, 2026',
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Before you go' });
    expect(region.textContent).toContain('You will lose your 20% off for 3 months');
    expect(screen.getByText('Valid until March 3, 2026')).toBeTruthy();
  });

  it('renders nothing without a notice', () => {
    const { container } = render(<ConfirmStep />);
    expect(container.textContent).toBe('');
  });
});

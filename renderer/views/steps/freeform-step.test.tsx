import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { copiesInField, describersOf, fieldLiveRegion } from './field-live-region.testing.ts';
import { FREEFORM_ROWS, FreeformStep } from './freeform-step.tsx';

function Freeform(props: {
  minLength?: number;
  showInvalid?: boolean;
  /** The hint near the limit, as the container makes it from the text. */
  limitHint?: (text: string) => string | undefined;
  onChange?: (t: string) => void;
  onBlur?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <FreeformStep
      label="Tell us more"
      value={value}
      minLength={props.minLength ?? 15}
      limitHint={props.limitHint?.(value)}
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

/** What the container's hint says (free-text-hint.ts), made up here: the view only shows what it is given. */
const leftHint = (text: string) =>
  MAX_FREE_TEXT_CHARS - text.length > 500 ? undefined : `${MAX_FREE_TEXT_CHARS - text.length} left`;

describe('Freeform: near the limit, what is left is shown and said to screen readers', () => {
  it('far from the limit: count/min, and an empty live region, so nothing is announced at each key', async () => {
    const user = userEvent.setup();
    render(<Freeform limitHint={leftHint} />);
    await user.type(screen.getByRole('textbox'), 'Great app');
    expect(screen.getByText('9/15')).toBeTruthy();
    expect(fieldLiveRegion().textContent).toBe('');
  });

  it('near the limit the hint replaces count/min, describes the field and is in the live region that was there before', async () => {
    const user = userEvent.setup();
    render(<Freeform limitHint={leftHint} />);
    const region = fieldLiveRegion();
    const box = screen.getByRole('textbox', { name: 'Tell us more' });
    await user.click(box);
    await user.paste('a'.repeat(4_988));
    expect(screen.queryByText('4988/15')).toBeNull();
    const [hint] = describersOf(box);
    expect(describersOf(box)).toHaveLength(1);
    expect(hint?.textContent).toBe('12 left');
    expect(fieldLiveRegion()).toBe(region);
    expect(region.textContent).toBe('12 left');
  });

  it('the hint is there once: the live region is inside the field’s description, not a second copy beside it', async () => {
    const user = userEvent.setup();
    render(<Freeform limitHint={leftHint} />);
    const box = screen.getByRole('textbox', { name: 'Tell us more' });
    await user.click(box);
    await user.paste('a'.repeat(4_988));
    // Reading on in browse mode says each copy; the description is read with the field.
    expect(copiesInField('12 left')).toBe(1);
    expect(screen.getByText('12 left')).toBe(fieldLiveRegion());
    expect(describersOf(box)[0]?.contains(fieldLiveRegion())).toBe(true);
  });

  it('without a minimum the field is described by the hint once it shows, and by nothing before', async () => {
    const user = userEvent.setup();
    render(<Freeform minLength={0} limitHint={leftHint} />);
    const box = screen.getByRole('textbox');
    await user.click(box);
    await user.paste('a'.repeat(4_499));
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    await user.paste('a'.repeat(600));
    expect(box).toHaveProperty('value', 'a'.repeat(MAX_FREE_TEXT_CHARS));
    expect(describersOf(box).map((describer) => describer.textContent)).toEqual(['0 left']);
    expect(fieldLiveRegion().textContent).toBe('0 left');
    expect(copiesInField('0 left')).toBe(1);
  });

  it('red below a minimum of the whole limit: described by the hint and by the message', () => {
    render(
      <FreeformStep
        label="Tell us more"
        value={'a'.repeat(4_997)}
        minLength={MAX_FREE_TEXT_CHARS}
        limitHint="3 left"
        showInvalid
        invalidMessage="Please write at least 5,000 characters."
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(describersOf(screen.getByRole('textbox')).map((describer) => describer.textContent)).toEqual([
      '3 left',
      'Please write at least 5,000 characters.',
    ]);
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

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm, type CodeFormTexts } from './code-form.tsx';

const TEXTS: CodeFormTexts = {
  sentTo: 'Email sent to a***@e***.com',
  codeLabel: 'Verification code',
  digitLabel: (n, total) => `Digit ${n} of ${total}`,
  busy: 'Verifying…',
  resendPrompt: 'Did not get the email?',
  resend: 'Resend code',
  changeEmail: 'Use another email',
};

/** The form with an owner that clears its error on edit, as the store does. */
function Harness(props: {
  onSubmit?: (code: string) => void;
  error?: string | null;
  busy?: boolean;
  resetKey?: number;
  onResend?: () => void;
  onChangeEmail?: () => void;
  texts?: Partial<CodeFormTexts>;
}) {
  const [error, setError] = useState(props.error ?? null);
  return (
    <CodeForm
      texts={{ ...TEXTS, ...props.texts }}
      error={error}
      busy={props.busy ?? false}
      resetKey={props.resetKey ?? 1}
      onSubmit={props.onSubmit ?? (() => {})}
      onEdit={() => setError(null)}
      onResend={props.onResend ?? (() => {})}
      onChangeEmail={props.onChangeEmail ?? (() => {})}
    />
  );
}

function boxes() {
  return within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
}

function values() {
  return boxes().map((box) => (box instanceof HTMLInputElement ? box.value : null));
}

describe('Code input: one box per digit, accessible (spec §5)', () => {
  it('is a group named Verification code of six boxes named Digit n of 6', () => {
    render(<Harness />);
    const all = boxes();
    expect(all).toHaveLength(6);
    all.forEach((box, index) => {
      expect(box.getAttribute('aria-label')).toBe(`Digit ${index + 1} of 6`);
      expect(box.getAttribute('inputmode')).toBe('numeric');
    });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' }).getAttribute('autocomplete')).toBe('off');
  });

  it('focuses the first box and shows where the code went', () => {
    render(<Harness />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    expect(screen.getByText('Email sent to a***@e***.com')).toBeTruthy();
  });
});

describe('Typing: digits only, auto-advance, complete when all filled (spec §5)', () => {
  it('moves to the next box after each digit and submits the code when the last is filled', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.keyboard('12345');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 6 of 6' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('ignores letters and symbols', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('a1-b2 ');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 3 of 6' }));
  });

  it('submits again with Enter once complete', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.keyboard('123456');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not submit with Enter while a box is empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.keyboard('123{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Backspace on an empty box goes back', () => {
  it('clears the previous box and moves there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 4 of 6' }));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await user.keyboard('{Backspace}{Backspace}');
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('clears a filled box in place, and a fixed digit completes the code again', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.keyboard('123456');
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    await user.keyboard('9');
    expect(onSubmit).toHaveBeenLastCalledWith('123459');
  });
});

describe('Pasting a whole code fills every box', () => {
  it.each([1, 4])('from box %i, and submits', async (n) => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('textbox', { name: `Digit ${n} of 6` }));
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onSubmit).toHaveBeenCalledWith('654321');
  });

  it('takes the code out of the e-mail text around it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.paste('Your verification code is 246 810.');
    expect(onSubmit).toHaveBeenCalledWith('246810');
  });
});

describe('Errors show under the boxes; editing clears any error (spec §5, §8)', () => {
  it('shows the error as an alert that describes the boxes', () => {
    render(<Harness error="The verification code you entered is incorrect" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The verification code you entered is incorrect');
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    }
  });

  it('clears the error with the first edit', async () => {
    const user = userEvent.setup();
    render(<Harness error="Too many requests. Please try again later." />);
    await user.keyboard('7');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(boxes()[0]?.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('While verifying', () => {
  it('takes no input and says it is verifying', async () => {
    const user = userEvent.setup();
    render(<Harness busy />);
    await user.keyboard('12');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(screen.getByRole('status').textContent).toContain('Verifying…');
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Use another email' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('The way back to the e-mail form (the code form has no exit, spec §2)', () => {
  it("'Use another email' asks for the e-mail form", async () => {
    const onChangeEmail = vi.fn();
    render(<Harness onChangeEmail={onChangeEmail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(onChangeEmail).toHaveBeenCalledTimes(1);
  });
});

describe('Resend option (spec §2)', () => {
  it('asks for a new code', async () => {
    const onResend = vi.fn();
    render(<Harness onResend={onResend} />);
    expect(screen.getByText('Did not get the email?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('empties the boxes when a code was refused and puts focus back on the first', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness resetKey={1} />);
    await user.keyboard('123456');
    rerender(<Harness resetKey={2} />);
    await act(async () => {});
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  });

  it('empties the boxes for the new code and says it was sent', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness resetKey={1} />);
    await user.keyboard('123');
    rerender(<Harness resetKey={2} texts={{ resent: 'We sent you a new code.' }} />);
    await act(async () => {});
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(screen.getByRole('status').textContent).toBe('We sent you a new code.');
  });
});

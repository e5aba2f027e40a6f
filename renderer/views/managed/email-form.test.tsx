import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isEmailAddress } from '../../state/managed-flow/inputs.ts';
import { EmailForm, type EmailFormTexts } from './email-form.tsx';

const TEXTS: EmailFormTexts = {
  intro: 'Enter the email address of your subscription and we will send you a verification code.',
  label: 'Email address',
  submit: 'Send Verification Code',
  busy: 'Checking…',
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
};

function Harness(props: {
  onSubmit?: (email: string) => void;
  error?: string | null;
  busy?: boolean;
  defaultEmail?: string;
  autoFocus?: boolean;
}) {
  const [error, setError] = useState(props.error ?? null);
  return (
    <EmailForm
      texts={TEXTS}
      defaultEmail={props.defaultEmail ?? ''}
      error={error}
      isEmail={isEmailAddress}
      busy={props.busy ?? false}
      autoFocus={props.autoFocus ?? true}
      onSubmit={props.onSubmit ?? (() => {})}
      onEdit={() => setError(null)}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Email address' });
const button = () => screen.getByRole('button', { name: 'Send Verification Code' });

describe("E-mail form: 'Send Verification Code', submitted by Enter or the button (spec §2, §5)", () => {
  it('submits with Enter in the input', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    expect(document.activeElement).toBe(input());
    await user.keyboard('ada@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
  });

  it('submits with the button, trimmed', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), '  ada@example.com ');
    await user.click(button());
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
  });

  it('keeps the case the customer typed (the backend matches case-sensitively)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), 'Ada@Example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Ada@Example.com');
  });

  it('is an e-mail field the browser can fill', () => {
    render(<Harness />);
    expect(input().getAttribute('type')).toBe('email');
    expect(input().getAttribute('autocomplete')).toBe('email');
  });

  it('starts with the e-mail given before', () => {
    render(<Harness defaultEmail="ada@example.com" />);
    expect(screen.getByDisplayValue('ada@example.com')).toBe(input());
  });
});

describe('E-mail form: nothing is sent that is not an e-mail address', () => {
  it('asks for the address when empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(button());
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a valid address, and the message goes once it is one', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), 'ada{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await user.type(input(), '@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Errors show under the e-mail input; editing clears them (spec §5, §8)', () => {
  const NOT_FOUND =
    'We were unable to find that email address. Please note the email address is case sensitive.';

  it('shows the error under the input, describing it, with focus on the input', () => {
    render(<Harness defaultEmail="ada@example.com" error={NOT_FOUND} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(NOT_FOUND);
    expect(input().getAttribute('aria-describedby')).toBe(alert.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input());
  });

  it('clears the error when the customer edits the e-mail', async () => {
    const user = userEvent.setup();
    render(<Harness defaultEmail="ada@example.com" error={NOT_FOUND} />);
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Focus', () => {
  it('is taken as the form opens, not when autoFocus changes later (inline, a submit sets the address)', () => {
    const { rerender } = render(<Harness autoFocus={false} />);
    expect(document.activeElement).not.toBe(input());
    rerender(<Harness autoFocus />);
    expect(document.activeElement).not.toBe(input());
  });
});

describe('While checking', () => {
  it('the button spins and is disabled, and a status says so', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness busy defaultEmail="ada@example.com" onSubmit={onSubmit} />);
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    await user.type(input(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

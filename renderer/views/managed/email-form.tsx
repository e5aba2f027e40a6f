import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Spinner } from '../shell/spinner.tsx';

/** The e-mail form's texts, already translated. */
export interface EmailFormTexts {
  /** 'Enter the email address of your subscription…' */
  intro: string;
  /** 'Email address'. */
  label: string;
  /** 'Send Verification Code'. */
  submit: string;
  /** 'Checking…', announced while the identity is checked. */
  busy: string;
  /** Shown when the field is submitted empty. */
  required: string;
  /** Shown when the value is not an e-mail address. */
  invalid: string;
}

/** Props of {@link EmailForm}. */
export interface EmailFormProps {
  texts: EmailFormTexts;
  /** The e-mail to start with (the one submitted before, when the check sent the customer back). */
  defaultEmail: string;
  /** The backend's answer under the input (not found, too many requests); null when none. */
  error: string | null;
  /** Whether a value has the form of an e-mail address. */
  isEmail: (value: string) => boolean;
  /** The identity is being checked: the input takes no edits and the button spins. */
  busy: boolean;
  /**
   * Focus the input on mount (a modal moves focus in; an inline form leaves it to the customer). Read once:
   * a later change does not move focus.
   */
  autoFocus: boolean;
  onSubmit: (email: string) => void;
  /** The customer changed the input: the owner clears the backend's error (spec §5). */
  onEdit: () => void;
}

interface EmailFields {
  email: string;
}

/** 'Email Verification': the e-mail input and 'Send Verification Code', submitted by Enter or the button (spec §5). */
export function EmailForm(props: EmailFormProps) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFields>({ defaultValues: { email: props.defaultEmail } });
  const serverError = props.error;
  const [focusOnMount] = useState(props.autoFocus);

  // A modal's form takes focus to its field as it opens (WAI-ARIA APG; the code form does the same), and an
  // answer with an error brings it back there, where the customer fixes the address. By a call, not the
  // autoFocus attribute: preact/compat, which the script tag renders through, does not act on it, and the
  // browser's own autofocus passes over an element added once something on the page has focus (the host's
  // button that opened the flow). In this commit, not react-hook-form's
  // setFocus, which waits a task: the dialog would take focus first and a screen reader say both.
  useEffect(() => {
    if (serverError || focusOnMount) inputRef.current?.focus();
  }, [serverError, focusOnMount]);
  const shown = errors.email?.message ?? props.error;
  const field = register('email', {
    validate: (value) => {
      const email = value.trim();
      if (email === '') return props.texts.required;
      return props.isEmail(email) || props.texts.invalid;
    },
    onChange: () => props.onEdit(),
  });

  return (
    <form
      className="hf-managed-form"
      noValidate
      onSubmit={handleSubmit(({ email }) => {
        if (!props.busy) props.onSubmit(email.trim());
      })}
    >
      <p className="hf-managed-form__intro">{props.texts.intro}</p>
      <div className="hf-field">
        <label className="hf-field__label" htmlFor={inputId}>
          {props.texts.label}
        </label>
        <input
          id={inputId}
          className="hf-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          readOnly={props.busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          {...field}
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
        />
        {shown && (
          <p id={errorId} className="hf-field__error" role="alert">
            {shown}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="hf-button hf-button--primary hf-button--block"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
      >
        {props.busy && <Spinner size="small" />}
        {props.texts.submit}
      </button>
      {props.busy && (
        <p className="hf-visually-hidden" role="status">
          {props.texts.busy}
        </p>
      )}
    </form>
  );
}

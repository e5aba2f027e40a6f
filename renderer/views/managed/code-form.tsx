import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Spinner } from '../shell/spinner.tsx';
import { completeCode, emptyBoxes } from './code-boxes.ts';
import { CodeInput } from './code-input.tsx';

/** The code form's texts, already translated. */
export interface CodeFormTexts {
  /** 'Email sent to a***@e***.com' (the e-mail already masked). */
  sentTo: string;
  /** 'Verification code': names the group of boxes. */
  codeLabel: string;
  /** 'Digit 1 of 6'. */
  digitLabel: (n: number, total: number) => string;
  /** 'Verifying…', shown while the code is checked. */
  busy: string;
  /** 'Did not get the email?' */
  resendPrompt: string;
  /** 'Resend code'. */
  resend: string;
  /** 'Use another email': back to the e-mail form. */
  changeEmail: string;
  /** Shown after a new code was sent, e.g. 'We sent you a new code.'; leave it out before. */
  resent?: string;
}

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  texts: CodeFormTexts;
  /** The message under the boxes (wrong code, too many requests); null when none. */
  error: string | null;
  /** The code is being verified (or a new one sent): the boxes take no input. */
  busy: boolean;
  /** Changes when a new code was sent or a code was refused: the boxes empty and the first takes focus. */
  resetKey: number;
  /** All six boxes are filled (spec §5: complete when all filled). */
  onSubmit: (code: string) => void;
  /** The customer changed a box: the owner clears the error (spec §5). */
  onEdit: () => void;
  onResend: () => void;
  /** Back to the e-mail form: the code form's only way out, as it has no exit (spec §2). */
  onChangeEmail: () => void;
}

interface CodeFields {
  boxes: string[];
}

/**
 * 'Verify Account': the six boxes, the masked e-mail the code went to, the resend option (spec §2) and the way
 * back to the e-mail form.
 */
export function CodeForm(props: CodeFormProps) {
  const errorId = useId();
  const { control, handleSubmit, reset, getValues } = useForm<CodeFields>({
    defaultValues: { boxes: emptyBoxes() },
  });
  const { resetKey, onSubmit } = props;
  const shownKey = useRef(resetKey);
  const [focusKey, setFocusKey] = useState(0);

  useEffect(() => {
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    reset({ boxes: emptyBoxes() });
    setFocusKey((key) => key + 1);
  }, [resetKey, reset]);

  const submit = handleSubmit(({ boxes }) => {
    const code = completeCode(boxes);
    if (code !== null) onSubmit(code);
  });

  return (
    <form
      className="hf-managed-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="hf-managed-form__intro">{props.texts.sentTo}</p>
      <div className="hf-field">
        <Controller
          control={control}
          name="boxes"
          render={({ field }) => (
            <CodeInput
              value={field.value}
              groupLabel={props.texts.codeLabel}
              digitLabel={props.texts.digitLabel}
              readOnly={props.busy}
              focusKey={focusKey}
              {...(props.error ? { errorId } : {})}
              onChange={(boxes) => {
                field.onChange(boxes);
                props.onEdit();
                if (completeCode(boxes) !== null) void submit();
              }}
              onEnter={() => {
                if (completeCode(getValues('boxes')) !== null) void submit();
              }}
            />
          )}
        />
        {props.error && (
          <p id={errorId} className="hf-field__error" role="alert">
            {props.error}
          </p>
        )}
        {props.busy && (
          <p className="hf-managed-form__status" role="status">
            <Spinner size="small" />
            {props.texts.busy}
          </p>
        )}
      </div>
      <p className="hf-managed-form__resend">
        <span>{props.texts.resendPrompt}</span>{' '}
        <button type="button" className="hf-link-button" onClick={props.onResend} disabled={props.busy}>
          {props.texts.resend}
        </button>
      </p>
      <button type="button" className="hf-link-button" onClick={props.onChangeEmail} disabled={props.busy}>
        {props.texts.changeEmail}
      </button>
      {props.texts.resent && !props.busy && (
        <p className="hf-managed-form__notice" role="status">
          {props.texts.resent}
        </p>
      )}
    </form>
  );
}

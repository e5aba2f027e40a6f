import { action, type Story, type StoryDefault } from '@ladle/react';
import { type ReactNode, useId, useState } from 'react';
import { isEmailAddress } from '../../state/managed-flow/inputs.ts';
import { ErrorScreen } from '../outcomes/error-screen.tsx';
import { Header } from '../shell/header.tsx';
import { Loader } from '../shell/loader.tsx';
import { type FramePresentation, WidgetFrame } from '../shell/widget-frame.tsx';
import { CodeForm, type CodeFormTexts } from './code-form.tsx';
import { EmailForm, type EmailFormTexts } from './email-form.tsx';
import { maskEmail } from './mask-email.ts';

export default { title: 'Managed flow' } satisfies StoryDefault;

const EMAIL_TEXTS: EmailFormTexts = {
  intro: 'Enter the email address of your subscription and we will send you a verification code.',
  label: 'Email address',
  submit: 'Send Verification Code',
  busy: 'Checking…',
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
};

const CODE_TEXTS: CodeFormTexts = {
  sentTo: `Email sent to ${maskEmail('ada.lovelace@example.com')}`,
  codeLabel: 'Verification code',
  digitLabel: (n, total) => `Digit ${n} of ${total}`,
  busy: 'Verifying…',
  resendPrompt: 'Did not get the email?',
  resend: 'Resend code',
  changeEmail: 'Use another email',
};

/** The managed flow's frame as the container composes it; the exit shows in the e-mail and error screens. */
function Frame(props: {
  title: string;
  exit: boolean;
  presentation?: FramePresentation;
  children: ReactNode;
}) {
  const titleId = useId();
  const presentation = props.presentation ?? 'inline';
  const close = action('exit');
  return (
    <WidgetFrame
      presentation={presentation}
      closable={props.exit}
      onClose={close}
      labelledBy={titleId}
      theme="default"
      colors={{ primary: '#3c5ccf' }}
      announcement=""
    >
      <Header
        titleId={titleId}
        title={props.title}
        closeLabel="Close dialog"
        {...(props.exit ? { onClose: close } : {})}
      />
      {props.children}
    </WidgetFrame>
  );
}

function Email(props: { error?: string; busy?: boolean; presentation?: FramePresentation }) {
  const [error, setError] = useState(props.error ?? null);
  return (
    <Frame
      title="Email Verification"
      exit={!props.busy}
      {...(props.presentation ? { presentation: props.presentation } : {})}
    >
      <EmailForm
        texts={EMAIL_TEXTS}
        defaultEmail={props.busy || props.error ? 'ada.lovelace@example.com' : ''}
        error={error}
        isEmail={isEmailAddress}
        busy={props.busy ?? false}
        autoFocus={false}
        onSubmit={action('submit e-mail')}
        onEdit={() => setError(null)}
      />
    </Frame>
  );
}

function Code(props: { error?: string; busy?: boolean; resent?: boolean }) {
  const [error, setError] = useState(props.error ?? null);
  const [sends, setSends] = useState(props.resent ? 2 : 1);
  return (
    <Frame title="Verify Account" exit={false}>
      <CodeForm
        texts={{ ...CODE_TEXTS, ...(sends > 1 ? { resent: 'We sent you a new code.' } : {}) }}
        error={error}
        busy={props.busy ?? false}
        resetKey={sends}
        onSubmit={action('submit code')}
        onEdit={() => setError(null)}
        onResend={() => setSends((count) => count + 1)}
        onChangeEmail={action('use another email')}
      />
    </Frame>
  );
}

export const LoadingConfig: Story = () => (
  <Frame title="Loading…" exit={false}>
    <Loader text="Loading…" />
  </Frame>
);

export const EmailFormScreen: Story = () => <Email />;
export const EmailFormModal: Story = () => <Email presentation="modal" />;
export const EmailNotFound: Story = () => (
  <Email error="We were unable to find that email address. Please note the email address is case sensitive." />
);
export const EmailTooManyRequests: Story = () => <Email error="Too many requests. Please try again later." />;
export const CheckingIdentity: Story = () => <Email busy />;

export const CodeFormScreen: Story = () => <Code />;
export const CodeIncorrect: Story = () => <Code error="The verification code you entered is incorrect" />;
export const CodeTooManyRequests: Story = () => <Code error="Too many requests. Please try again later." />;
export const CodeResent: Story = () => <Code resent />;
export const VerifyingIdentity: Story = () => <Code busy />;

export const Ready: Story = () => (
  <Frame title="Loading…" exit={false}>
    <Loader text="Loading…" />
  </Frame>
);

export const ErrorNotEnabled: Story = () => (
  <Frame title="An Error Occurred" exit>
    <ErrorScreen message="Email-based verification is not enabled for your account." />
  </Frame>
);

export const ErrorWithGetHelp: Story = () => (
  <Frame title="An Error Occurred" exit>
    <ErrorScreen
      message="Error loading"
      details="branding failed with HTTP 503"
      detailsLabel="Details"
      onward={{ label: 'Get help', onClick: action('get help') }}
    />
  </Frame>
);

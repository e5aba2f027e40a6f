import { action, type Story, type StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { STORY_LOGO } from '../../../stories/story-frame.tsx';
import { TakingAction } from '../outcomes/taking-action.tsx';
import type { StepTagProps } from '../shell/step-tag.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { FailedPaymentView, type FailedPaymentViewProps } from './failed-payment-view.tsx';
import { type PauseWallContent, PauseWallView } from './pause-wall-view.tsx';
import { WallFrame } from './wall-frame.tsx';
import { WallOutcome } from './wall-outcome.tsx';

export default { title: 'Walls' } satisfies StoryDefault;

const PAUSE_TAG: StepTagProps = { kind: 'pause', label: 'Subscription Pause' };
const PAYMENT_TAG: StepTagProps = { kind: 'help', label: 'Payment Issue' };

function Frame(props: {
  theme?: WidgetTheme;
  title: string;
  tag: StepTagProps;
  /** The customer may leave: the close button shows. */
  closable?: boolean;
  children: ReactNode;
}) {
  return (
    <WallFrame
      titleId="story-wall-title"
      title={props.title}
      theme={props.theme ?? 'default'}
      colors={{ primary: '#3c5ccf' }}
      tag={props.tag}
      logo={STORY_LOGO}
      brandName="Acme"
      closeLabel="Close dialog"
      {...(props.closable ? { onClose: action('close') } : {})}
      announcement=""
      screenKey="story"
    >
      {props.children}
    </WallFrame>
  );
}

const PAUSED: PauseWallContent = {
  kind: 'paused',
  facts: [
    'Your subscription will reactivate automatically on June 1, 2026.',
    'When you resume, you will be charged $29.00.',
  ],
  originalRate: 'Resume now and keep your original rate.',
  dataSafe: 'Your account data is kept safe while your subscription is paused.',
  resumeLabel: 'Resume Subscription Now',
  onResume: action('resume'),
  busy: false,
};

const PAUSE_LINKS = [
  { label: 'Cancel now', onClick: action('cancel now') },
  { label: 'Log out', onClick: action('log out') },
];

function Paused({
  theme,
  content = PAUSED,
  closable,
}: {
  theme?: WidgetTheme;
  content?: PauseWallContent;
  closable?: boolean;
}) {
  return (
    <Frame theme={theme} title="Resume your subscription" tag={PAUSE_TAG} closable={closable}>
      <PauseWallView
        greeting="Hi Ada,"
        notice="Your subscription is currently paused."
        content={content}
        links={content.kind === 'paused' ? PAUSE_LINKS : PAUSE_LINKS.slice(1)}
      />
    </Frame>
  );
}

export const PauseWall: Story = () => <Paused />;
export const PauseWallThemeV2: Story = () => <Paused theme="theme-v2" />;
export const PauseWallSoftPause: Story = () => (
  <Paused
    closable
    content={{
      ...PAUSED,
      facts: [
        'Your subscription will reactivate automatically on March 1, 2027.',
        'You have access until your current term ends on December 1, 2026.',
        'When you resume, you will be charged $290.00.',
      ],
    }}
  />
);
export const PauseWallSetToCancel: Story = () => (
  <Paused
    content={{ kind: 'cancel-scheduled', cancelDate: 'Your subscription is set to cancel on June 1, 2026.' }}
  />
);
export const PauseWallResuming: Story = () => (
  <Frame title="Resuming your subscription…" tag={PAUSE_TAG}>
    <TakingAction text="Resuming your subscription…" />
  </Frame>
);

function Outcome({
  theme,
  tag,
  title,
  children,
}: {
  theme?: WidgetTheme;
  tag: StepTagProps;
  title: string;
  children: ReactNode;
}) {
  return (
    <Frame theme={theme} title={title} tag={tag} closable>
      {children}
    </Frame>
  );
}

/** The pause wall after a resume. */
function Resumed({ theme }: { theme?: WidgetTheme }) {
  return (
    <Outcome
      theme={theme}
      tag={{ kind: 'accepted', label: 'Subscription Pause' }}
      title="Resume your subscription"
    >
      <WallOutcome
        kind="success"
        title="Welcome back!"
        message="Your subscription is active again."
        close={{ label: 'Close', onClick: action('close') }}
      />
    </Outcome>
  );
}
export const PauseWallResumed: Story = () => <Resumed />;
export const PauseWallResumedThemeV2: Story = () => <Resumed theme="theme-v2" />;
export const PauseWallCancelled: Story = () => (
  <Outcome tag={{ kind: 'cancelled', label: 'Subscription Cancelled' }} title="Subscription Cancelled">
    <WallOutcome
      kind="success"
      title="Your subscription has been cancelled"
      message="You keep access until June 1, 2026."
      close={{ label: 'Close', onClick: action('close') }}
    />
  </Outcome>
);
export const PauseWallResumeError: Story = () => (
  <Outcome tag={{ kind: 'error', label: 'An Error Occurred' }} title="An Error Occurred">
    <WallOutcome
      kind="error"
      title="Sorry, something went wrong"
      message="Error resuming subscription. Please contact support."
      details="HTTP_ERROR (400): Subscription is not paused"
      detailsLabel="Details"
      action={{ label: 'Close', onClick: action('close') }}
    />
  </Outcome>
);

/** Stands in for the card provider's field, which needs its script (the widget lazy-loads it). */
function CardFieldStandIn({ value = '' }: { value?: string }) {
  return (
    <input
      aria-label="Card number"
      defaultValue={value}
      placeholder="4242 4242 4242 4242"
      style={{ width: '100%', border: 0, padding: 0, font: 'inherit', background: 'transparent' }}
    />
  );
}

const FAILED: FailedPaymentViewProps = {
  greeting: 'Hi Grace,',
  notice: 'We could not process your latest payment, so access to your account is limited for now.',
  cardNote: 'We tried to charge your Visa card ending in 0341.',
  amountDue: 'Amount due: $29.00',
  instructions: 'Enter a new card to pay the open invoice and restore your access.',
  cardLabel: 'Card details',
  cardField: <CardFieldStandIn />,
  updateLabel: 'Update billing',
  onUpdate: action('update billing'),
  busy: false,
  updateDisabled: true,
  links: [
    { label: 'Get help', onClick: action('get help') },
    { label: 'Cancel subscription', onClick: action('cancel') },
    { label: 'Log out', onClick: action('log out') },
  ],
};

function Failed(props: { theme?: WidgetTheme; closable?: boolean; view?: Partial<FailedPaymentViewProps> }) {
  return (
    <Frame
      theme={props.theme}
      title="Update your payment details"
      tag={PAYMENT_TAG}
      closable={props.closable}
    >
      <FailedPaymentView {...FAILED} {...props.view} />
    </Frame>
  );
}

export const FailedPaymentWall: Story = () => <Failed />;
export const FailedPaymentWallThemeV2: Story = () => <Failed theme="theme-v2" />;
export const FailedPaymentWallInGrace: Story = () => <Failed closable />;
export const FailedPaymentWallCardReady: Story = () => (
  <Failed view={{ cardField: <CardFieldStandIn value="4242 4242 4242 4242" />, updateDisabled: false }} />
);
export const FailedPaymentWallFieldError: Story = () => (
  <Failed
    view={{
      cardField: <CardFieldStandIn value="1234 1234 1234 1234" />,
      cardError: 'Your card number is incorrect.',
    }}
  />
);
export const FailedPaymentWallUpdating: Story = () => (
  <Failed view={{ cardField: <CardFieldStandIn value="4242 4242 4242 4242" />, busy: true, links: [] }} />
);
/** The failed-payment wall after the card was declined. */
function CardFailure({ theme }: { theme?: WidgetTheme }) {
  return (
    <Outcome theme={theme} tag={{ kind: 'error', label: 'An Error Occurred' }} title="An Error Occurred">
      <WallOutcome
        kind="error"
        title="Sorry, something went wrong"
        message="There was an error processing your payment. Please double check your card and try again."
        action={{ label: 'Back', onClick: action('back') }}
      />
    </Outcome>
  );
}
export const FailedPaymentWallCardFailure: Story = () => <CardFailure />;
export const FailedPaymentWallCardFailureThemeV2: Story = () => <CardFailure theme="theme-v2" />;
/** The failed-payment wall once the invoice is paid. */
function Paid({ theme }: { theme?: WidgetTheme }) {
  return (
    <Outcome
      theme={theme}
      tag={{ kind: 'accepted', label: 'Payment Issue' }}
      title="Update your payment details"
    >
      <WallOutcome
        kind="success"
        title="Payment successful"
        message="Your invoice has been paid and full access is restored. We charged $29.00 to your new card."
        close={{ label: 'Close', onClick: action('close') }}
      />
    </Outcome>
  );
}
export const FailedPaymentWallPaid: Story = () => <Paid />;
export const FailedPaymentWallPaidThemeV2: Story = () => <Paid theme="theme-v2" />;

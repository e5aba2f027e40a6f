import { action, type Story, type StoryDefault } from '@ladle/react';
import { lazy, Suspense } from 'react';
import { StoryFrame } from '../../../stories/story-frame.tsx';
import type { StepTagKind } from '../shell/step-icons.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { Complete, type CompleteProps } from './complete.tsx';
import { ErrorScreen, type ErrorScreenProps } from './error-screen.tsx';
import { TakingAction } from './taking-action.tsx';

export default { title: 'Outcomes' } satisfies StoryDefault;

// The widget lazy-loads confetti the same way, so it costs nothing until an offer is accepted.
const Confetti = lazy(() => import('react-confetti'));

const WATERMARK = { prefix: 'Offer Guaranteed by', providerName: 'Holdfast', href: 'https://example.com' };

function Progress({ theme, text }: { theme: WidgetTheme; text: string }) {
  return (
    <StoryFrame theme={theme} tag={{ kind: 'confirm', label: 'Final Confirmation' }} title="One moment">
      <TakingAction text={text} />
    </StoryFrame>
  );
}

export const ApplyingCancel: Story = () => (
  <Progress theme="default" text="Cancelling your subscription..." />
);
export const ApplyingPause: Story = () => <Progress theme="theme-v2" text="Pausing your subscription..." />;
export const ApplyingTrialExtension: Story = () => (
  <Progress theme="default" text="Extending your trial..." />
);
export const ApplyingPlanChange: Story = () => <Progress theme="theme-v2" text="Changing your plan..." />;
export const ApplyingDiscount: Story = () => <Progress theme="default" text="Applying your discount..." />;

function Done(props: {
  theme?: WidgetTheme;
  tag: StepTagKind;
  complete: CompleteProps;
  cancelled?: boolean;
}) {
  return (
    <StoryFrame
      theme={props.theme}
      tag={{ kind: props.tag, label: props.cancelled ? 'Subscription Cancelled' : 'Offer Accepted' }}
      title={props.cancelled ? 'Subscription Cancelled' : 'Offer Accepted'}
      footer={{ primaryLabel: 'Go to account', onPrimary: action('go to account') }}
      watermark={{ ...WATERMARK, prefix: props.cancelled ? 'Cancellation Guaranteed by' : WATERMARK.prefix }}
    >
      <Complete {...props.complete} />
    </StoryFrame>
  );
}

export const CompleteCancelApplied: Story = () => (
  <Done
    tag="cancelled"
    cancelled
    complete={{ title: 'Your subscription is cancelled', message: 'You have access until May 1, 2026.' }}
  />
);
export const CompleteCancelAppliedThemeV2: Story = () => (
  <Done
    theme="theme-v2"
    tag="cancelled"
    cancelled
    complete={{ title: 'Your subscription is cancelled', message: 'You have access until May 1, 2026.' }}
  />
);
export const CompleteSoftPauseApplied: Story = () => (
  <Done
    tag="accepted"
    complete={{
      title: 'Your subscription is paused',
      message: 'Billing pauses until your term ends on December 1, 2026; your access continues until then.',
    }}
  />
);
export const CompletePauseApplied: Story = () => (
  <Done
    tag="accepted"
    complete={{ title: 'Your subscription is paused', message: 'It resumes on July 1, 2026.' }}
  />
);
export const CompleteAlreadyPausedWithCancelNow: Story = () => (
  <Done
    tag="accepted"
    complete={{
      title: 'Your subscription is paused',
      message: 'Your pause runs from May 1 to July 1, 2026.',
      cancelNow: { label: 'Cancel my subscription now', onClick: action('cancel now') },
    }}
  />
);
export const CompleteTrialExtended: Story = () => (
  <Done
    tag="accepted"
    complete={{ title: 'Trial extended', message: 'Your trial now ends on April 19, 2026.' }}
  />
);
export const CompletePlanChanged: Story = () => (
  <Done
    theme="theme-v2"
    tag="accepted"
    complete={{ title: 'Plan changed', message: 'You are now on the Basic plan at $9/month.' }}
  />
);
export const CompleteDiscountApplied: Story = () => (
  <Done
    tag="accepted"
    complete={{
      title: 'Discount applied',
      message: '50% off for 3 months has been applied to your subscription.',
      cancelNow: { label: 'Cancel my subscription now', onClick: action('cancel now') },
    }}
  />
);
export const CompleteCustomMessage: Story = () => (
  <Done
    tag="accepted"
    complete={{ title: 'Thanks for staying!', message: 'Our team will be in touch soon.' }}
  />
);
export const CompleteWithConfetti: Story = () => (
  <Done
    tag="accepted"
    complete={{
      title: 'Discount applied',
      message: 'Enjoy 50% off for 3 months.',
      confetti: (
        <Suspense fallback={null}>
          <Confetti width={560} height={420} numberOfPieces={300} recycle={false} />
        </Suspense>
      ),
    }}
  />
);

function Failed(props: { theme?: WidgetTheme; error: ErrorScreenProps }) {
  return (
    <StoryFrame
      theme={props.theme}
      tag={{ kind: 'error', label: 'An Error Occurred' }}
      title="An Error Occurred"
    >
      <ErrorScreen {...props.error} />
    </StoryFrame>
  );
}

const ACTIONS = {
  goToAccount: { label: 'Go to account', onClick: action('go to account') },
  close: { label: 'Close', onClick: action('close') },
};

export const ErrorGeneric: Story = () => (
  <Failed error={{ title: 'Sorry, something went wrong', message: 'Please contact us.', ...ACTIONS }} />
);
export const ErrorGenericThemeV2: Story = () => (
  <Failed
    theme="theme-v2"
    error={{ title: 'Sorry, something went wrong', message: 'Please contact us.', ...ACTIONS }}
  />
);
export const ErrorNoSubscriptionFound: Story = () => (
  <Failed error={{ title: 'An Error Occurred', message: 'No subscription found', ...ACTIONS }} />
);
export const ErrorWithDetailsInTestMode: Story = () => (
  <Failed
    error={{
      title: 'Sorry, something went wrong',
      message: 'Please contact us.',
      details: 'Error pausing account. Please contact support.\nPOST /api/orgs/app_123/stripe/pause → 500',
      detailsLabel: 'Details (test mode)',
      ...ACTIONS,
    }}
  />
);
export const ErrorForceShownMessage: Story = () => (
  <Failed
    error={{
      title: 'An Error Occurred',
      message: 'Your account is managed by your reseller; please cancel through them.',
      ...ACTIONS,
    }}
  />
);
export const ErrorLoading: Story = () => (
  <Failed error={{ title: 'An Error Occurred', message: 'Error loading', close: ACTIONS.close }} />
);
/** A load that got no answer (state/flow/load.ts reloadFlow): Try again beside Go to account. */
export const ErrorConnectionLost: Story = () => (
  <Failed
    error={{
      title: 'Sorry, something went wrong',
      message: 'The connection was lost. Check that you are online, then try again.',
      onward: ACTIONS.goToAccount,
      retry: { label: 'Try again', onClick: action('try again') },
    }}
  />
);

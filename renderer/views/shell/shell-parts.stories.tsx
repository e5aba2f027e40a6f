import { action, type Story, type StoryDefault } from '@ladle/react';
import { STORY_LOGO, StoryFrame } from '../../../stories/story-frame.tsx';
import { ConfirmableLink } from './confirmable-link.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { STEP_ICONS } from './later-step-icons.tsx';
import { Loader } from './loader.tsx';
import { SidePanel } from './side-panel.tsx';
import type { StepTagKind } from './step-icons.tsx';
import { StepTag } from './step-tag.tsx';
import { Watermark } from './watermark.tsx';

export default { title: 'Shell/Parts' } satisfies StoryDefault;

const TAG_LABELS = {
  discount: 'Special Offer',
  pause: 'Subscription Pause',
  help: 'Let Us Help',
  plans: 'Consider Other Plans',
  trial: 'Extend Your Trial',
  feedback: 'Your Feedback',
  confirm: 'Final Confirmation',
  cancelled: 'Subscription Cancelled',
  accepted: 'Offer Accepted',
  error: 'An Error Occurred',
} satisfies { [K in StepTagKind]: string };

const KINDS = Object.keys(STEP_ICONS).filter((k): k is StepTagKind => k in TAG_LABELS);

export const StepTags: Story = () => (
  <div className="hf-root" style={{ display: 'grid', gap: 12 }}>
    {KINDS.map((kind) => (
      <StepTag key={kind} kind={kind} label={TAG_LABELS[kind]} />
    ))}
  </div>
);

export const HeaderWithClose: Story = () => (
  <div className="hf-root">
    <Header
      titleId="h1"
      title="Before you cancel"
      description={{ html: '<p>Here is an <strong>exclusive</strong> offer for you.</p>' }}
      tag={{ kind: 'discount', label: 'Special Offer' }}
      closeLabel="Close"
      onClose={action('close')}
    />
  </div>
);

export const HeaderInline: Story = () => (
  <div className="hf-root">
    <Header
      titleId="h2"
      title="Before you cancel"
      tag={{ kind: 'discount', label: 'Special Offer' }}
      closeLabel="Close"
    />
  </div>
);

export const SidePanelThemeV2: Story = () => (
  <div className="hf-root hf-theme-v2" style={{ width: 260, height: 420, display: 'grid' }}>
    <div className="hf-aside">
      <SidePanel tag={{ kind: 'plans', label: 'Consider Other Plans' }} logo={STORY_LOGO} brandName="Acme" />
    </div>
  </div>
);

export const FooterVariants: Story = () => (
  <div className="hf-root" style={{ display: 'grid', gap: 24, maxWidth: 520 }}>
    <Footer
      backLabel="Nevermind"
      onBack={action('nevermind')}
      primaryLabel="Next"
      onPrimary={action('next')}
    />
    <Footer
      backLabel="Back"
      onBack={action('back')}
      primaryLabel="Next"
      onPrimary={action('next')}
      primaryDisabled
    />
    <Footer
      backLabel="Back"
      onBack={action('back')}
      primaryLabel="Decline offer"
      onPrimary={action('decline')}
      primaryTone="subtle"
    />
    <Footer
      backLabel="Back"
      onBack={action('back')}
      primaryLabel="Confirm and cancel"
      onPrimary={action('confirm')}
      busy
    />
    <Footer primaryLabel="Go to account" onPrimary={action('account')} />
  </div>
);

export const Watermarks: Story = () => (
  <div className="hf-root" style={{ display: 'grid', gap: 12 }}>
    <Watermark prefix="Cancellation Guaranteed by" providerName="Holdfast" href="https://example.com" />
    <Watermark
      prefix="Offer Guaranteed by"
      providerName="Holdfast"
      href="https://example.com"
      newTabHint="(opens in a new tab)"
    />
  </div>
);

export const LoaderThemeV2: Story = () => (
  <StoryFrame theme="theme-v2" tag={{ kind: 'feedback', label: 'Your Feedback' }} title="Just a moment">
    <Loader text="Loading..." />
  </StoryFrame>
);

const CANCEL_CONFIRMATION = {
  question: 'Are you sure you want to cancel your subscription?',
  confirm: 'Yes, cancel',
  keep: 'No, keep it',
};

/** Tap the link: the question asks in its place, and only "Yes, cancel" acts (issue 17 §7). */
export const ConfirmableCancelNow: Story = () => (
  <div className="hf-root" style={{ maxWidth: 420 }}>
    <ConfirmableLink label="Cancel now" onClick={action('cancel now')} confirmation={CANCEL_CONFIRMATION} />
  </div>
);

/** The host passed `confirmCancel: false`: one tap acts. */
export const CancelNowWithoutConfirmation: Story = () => (
  <div className="hf-root" style={{ maxWidth: 420 }}>
    <ConfirmableLink label="Cancel now" onClick={action('cancel now')} />
  </div>
);

import { action, type Story, type StoryDefault } from '@ladle/react';
import { StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { ConfirmStep, type DiscountNoticeView } from './confirm-step.tsx';

export default { title: 'Steps/Confirm' } satisfies StoryDefault;

const NOTICE: DiscountNoticeView = {
  headline: 'You have an active discount',
  prefix: 'Cancelling means you will lose your',
  discountText: '20% off for 3 months',
  validUntilText: 'Valid until March 3, 2026',
};

function Confirm({ theme, notice }: { theme: WidgetTheme; notice?: DiscountNoticeView }) {
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'confirm', label: 'Final Confirmation' }}
      title="Are you sure you want to cancel?"
      descriptionHtml="<p>Your subscription stays active until the end of the billing period.</p>"
      footer={{
        backLabel: 'Back',
        onBack: action('back'),
        primaryLabel: 'Confirm and cancel',
        onPrimary: action('confirm'),
      }}
    >
      <ConfirmStep discountNotice={notice} />
    </StoryFrame>
  );
}

export const Default: Story = () => <Confirm theme="default" />;
export const ThemeV2: Story = () => <Confirm theme="theme-v2" />;
export const DiscountNoticeDefault: Story = () => <Confirm theme="default" notice={NOTICE} />;
export const DiscountNoticeThemeV2: Story = () => <Confirm theme="theme-v2" notice={NOTICE} />;

import { action, type Story, type StoryDefault } from '@ladle/react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { TrialExtensionOffer } from './trial-extension-offer.tsx';

export default { title: 'Offers/Trial extension' } satisfies StoryDefault;

function Trial({ theme, testMode = false }: { theme: WidgetTheme; testMode?: boolean }) {
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'trial', label: 'Extend Your Trial' }}
      title="Need more time to decide?"
      footer={OFFER_FOOTER}
    >
      <TrialExtensionOffer
        trialEndText="Your trial ends on April 12, 2026"
        extendLabel="Extend my trial by 7 days"
        onExtend={action('extend')}
        modeNote={
          testMode ? 'Test mode: the trial can be extended repeatedly.' : 'A trial can be extended only once.'
        }
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Trial theme="default" />;
export const ThemeV2: Story = () => <Trial theme="theme-v2" />;
export const TestMode: Story = () => <Trial theme="default" testMode />;

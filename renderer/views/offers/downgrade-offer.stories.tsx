import { action, type Story, type StoryDefault } from '@ladle/react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { DowngradeOffer } from './downgrade-offer.tsx';

export default { title: 'Offers/Downgrade' } satisfies StoryDefault;

const FREE_PLAN = {
  id: 'plan_free',
  name: 'Free',
  price: 'Free',
  tagline: 'Keep your account and your projects',
  features: ['1 workspace', '1 GB storage', 'Community support'],
};

function Downgrade({ theme, busy = false }: { theme: WidgetTheme; busy?: boolean }) {
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'plans', label: 'Stay for Free' }}
      title="Keep your account for free"
      footer={OFFER_FOOTER}
    >
      <DowngradeOffer
        plan={FREE_PLAN}
        switchLabel="Switch to Free"
        msrpLabel="was"
        onSwitch={action('switch')}
        busy={busy}
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Downgrade theme="default" />;
export const ThemeV2: Story = () => <Downgrade theme="theme-v2" />;
export const Switching: Story = () => <Downgrade theme="default" busy />;

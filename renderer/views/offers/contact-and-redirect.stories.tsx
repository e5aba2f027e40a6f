import { action, type Story, type StoryDefault } from '@ladle/react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { ContactOffer } from './contact-offer.tsx';
import { RedirectOffer } from './redirect-offer.tsx';

export default { title: 'Offers/Contact and redirect' } satisfies StoryDefault;

function Contact({ theme }: { theme: WidgetTheme }) {
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'help', label: 'Let Us Help' }}
      title="Having trouble?"
      descriptionHtml="<p>Our team answers within a day.</p>"
      footer={OFFER_FOOTER}
    >
      <ContactOffer helpLabel="Get help" onHelp={action('help')} />
    </StoryFrame>
  );
}

function Redirect({ theme, viaHost = false }: { theme: WidgetTheme; viaHost?: boolean }) {
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'help', label: 'Let Us Help' }}
      title="Have you seen our new guide?"
      footer={OFFER_FOOTER}
    >
      <RedirectOffer
        label="Check it out"
        href={viaHost ? undefined : 'https://example.com/guide'}
        onFollow={action('follow')}
        newTabHint="(opens in a new tab)"
      />
    </StoryFrame>
  );
}

export const ContactDefault: Story = () => <Contact theme="default" />;
export const ContactThemeV2: Story = () => <Contact theme="theme-v2" />;
export const RedirectDefault: Story = () => <Redirect theme="default" />;
export const RedirectThemeV2: Story = () => <Redirect theme="theme-v2" />;
export const RedirectHostHandler: Story = () => <Redirect theme="default" viaHost />;

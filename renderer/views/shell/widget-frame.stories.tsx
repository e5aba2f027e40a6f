import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NEXT_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import { Loader } from './loader.tsx';
import type { WidgetTheme } from './theme.ts';

export default { title: 'Shell/Widget frame' } satisfies StoryDefault;

const DESCRIPTION =
  '<p>Hi Ada, before you go, tell us why. <a href="https://example.com/help" target="_blank" rel="noopener noreferrer">Read our help pages</a>.</p>';

function Body() {
  return <p>Step content goes here.</p>;
}

function Frame(props: { theme: WidgetTheme; presentation: 'modal' | 'inline'; primary?: string }) {
  return (
    <StoryFrame
      theme={props.theme}
      presentation={props.presentation}
      colors={{ primary: props.primary ?? '#3c5ccf', secondary: '#c7d2fe' }}
      tag={{ kind: 'feedback', label: 'Your Feedback' }}
      title="We're sorry to see you go"
      descriptionHtml={DESCRIPTION}
      footer={NEXT_FOOTER}
      watermark={{
        prefix: 'Cancellation Guaranteed by',
        providerName: 'Holdfast',
        href: 'https://example.com',
      }}
    >
      <Body />
    </StoryFrame>
  );
}

export const ModalDefault: Story = () => <Frame theme="default" presentation="modal" />;
export const ModalThemeV2: Story = () => <Frame theme="theme-v2" presentation="modal" />;
export const InlineDefault: Story = () => <Frame theme="default" presentation="inline" />;
export const InlineThemeV2: Story = () => <Frame theme="theme-v2" presentation="inline" />;
export const DarkBrandDefault: Story = () => (
  <Frame theme="default" presentation="inline" primary="#1f2937" />
);
export const DarkBrandThemeV2: Story = () => (
  <Frame theme="theme-v2" presentation="inline" primary="#1f2937" />
);
export const LightBrandDefault: Story = () => (
  <Frame theme="default" presentation="inline" primary="#f5c542" />
);
export const LightBrandThemeV2: Story = () => (
  <Frame theme="theme-v2" presentation="inline" primary="#f5c542" />
);

export const Narrow320: Story = () => (
  <div style={{ width: 320 }}>
    <Frame theme="theme-v2" presentation="inline" />
  </div>
);

export const LoadingDefault: Story = () => (
  <StoryFrame tag={{ kind: 'feedback', label: 'Your Feedback' }} title="Just a moment" presentation="modal">
    <Loader text="Loading..." />
  </StoryFrame>
);

export const LiveRegionAnnouncement: Story = () => {
  const [announcement, setAnnouncement] = useState('');
  return (
    <StoryFrame
      tag={{ kind: 'accepted', label: 'Offer Accepted' }}
      title="Announcements"
      announcement={announcement}
      footer={{
        primaryLabel: 'Announce',
        onPrimary: () => {
          action('announce')();
          setAnnouncement(`Offer accepted at ${new Date().toLocaleTimeString()}`);
        },
      }}
    >
      <p>The live region is visually hidden; press the button and listen with a screen reader.</p>
    </StoryFrame>
  );
};

import { action } from '@ladle/react';
import { type ReactNode, useId } from 'react';
import { BrandLogo } from '../renderer/views/shell/brand-logo.tsx';
import { Footer, type FooterProps } from '../renderer/views/shell/footer.tsx';
import { Header } from '../renderer/views/shell/header.tsx';
import { SidePanel } from '../renderer/views/shell/side-panel.tsx';
import type { StepTagProps } from '../renderer/views/shell/step-tag.tsx';
import type { BrandColors, WidgetTheme } from '../renderer/views/shell/theme.ts';
import { Watermark, type WatermarkProps } from '../renderer/views/shell/watermark.tsx';
import { type FramePresentation, WidgetFrame } from '../renderer/views/shell/widget-frame.tsx';

/** Both themes, for stories that show a view in each. */
export const THEMES: readonly WidgetTheme[] = ['default', 'theme-v2'];

/** A made-up brand mark as a data URI, so stories load nothing from the network. */
export const STORY_LOGO = {
  src:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="32" height="32" rx="8" fill="#111827"/><path d="M9 22V10h4v5h6v-5h4v12h-4v-4h-6v4z" fill="#fff"/><text x="40" y="22" font-family="Arial" font-size="16" font-weight="700" fill="#111827">Acme</text></svg>',
    ),
  alt: 'Acme',
};

/** Props of {@link StoryFrame}: a view in the widget's frame with plain data. */
export interface StoryFrameProps {
  theme?: WidgetTheme;
  presentation?: FramePresentation;
  colors?: BrandColors;
  tag: StepTagProps;
  title: string;
  descriptionHtml?: string;
  footer?: FooterProps;
  watermark?: WatermarkProps;
  announcement?: string;
  children?: ReactNode;
}

/** Composes frame, header (or theme-v2 side panel), the view, footer and watermark as the widget would. */
export function StoryFrame(props: StoryFrameProps) {
  const titleId = useId();
  const theme = props.theme ?? 'default';
  const presentation = props.presentation ?? 'inline';
  const close = action('close');
  return (
    <WidgetFrame
      presentation={presentation}
      closable={presentation === 'modal'}
      onClose={close}
      labelledBy={titleId}
      theme={theme}
      colors={props.colors ?? { primary: '#3c5ccf' }}
      announcement={props.announcement ?? ''}
      aside={<SidePanel tag={props.tag} logo={STORY_LOGO} />}
    >
      <Header
        titleId={titleId}
        title={props.title}
        description={props.descriptionHtml ? { html: props.descriptionHtml } : undefined}
        tag={theme === 'default' ? props.tag : undefined}
        logo={theme === 'default' ? <BrandLogo {...STORY_LOGO} /> : undefined}
        closeLabel="Close"
        onClose={presentation === 'modal' ? close : undefined}
      />
      {props.children}
      {props.footer && <Footer {...props.footer} />}
      {props.watermark && <Watermark {...props.watermark} />}
    </WidgetFrame>
  );
}

/** The footer of an offer step. */
export const OFFER_FOOTER: FooterProps = {
  backLabel: 'Back',
  onBack: action('back'),
  primaryLabel: 'Decline offer',
  onPrimary: action('decline'),
  primaryTone: 'subtle',
};

/** The footer of a survey or feedback step. */
export const NEXT_FOOTER: FooterProps = {
  backLabel: 'Nevermind',
  onBack: action('nevermind'),
  primaryLabel: 'Next',
  onPrimary: action('next'),
};

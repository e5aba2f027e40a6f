import type { ReactNode } from 'react';
import { BrandLogo, type BrandLogoProps } from '../shell/brand-logo.tsx';
import { Header } from '../shell/header.tsx';
import { SidePanel } from '../shell/side-panel.tsx';
import type { StepTagProps } from '../shell/step-tag.tsx';
import type { BrandColors, WidgetTheme } from '../shell/theme.ts';
import { WidgetFrame } from '../shell/widget-frame.tsx';

/** Props of {@link WallFrame}. */
export interface WallFrameProps {
  /** Id of the title heading, which names the dialog. */
  titleId: string;
  title: string;
  theme: WidgetTheme;
  colors: BrandColors;
  /** The wall's tag (the theme-v2 side panel shows it large). */
  tag: StepTagProps;
  logo?: BrandLogoProps;
  brandName?: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Given only when the customer may leave: shows the close button and lets Escape close. */
  onClose?: () => void;
  /** Announced politely when it changes (the screen's title). */
  announcement: string;
  /** A new key marks a new screen (focus returns to the dialog). */
  screenKey: string;
  children: ReactNode;
}

/** A wall's modal dialog: the widget frame and header, with the close button only when leaving is allowed. */
export function WallFrame(props: WallFrameProps) {
  const { onClose, theme, logo } = props;
  return (
    <WidgetFrame
      presentation="modal"
      closable={onClose !== undefined}
      onClose={onClose ?? (() => {})}
      labelledBy={props.titleId}
      theme={theme}
      colors={props.colors}
      announcement={props.announcement}
      aside={
        <SidePanel
          tag={props.tag}
          {...(logo ? { logo } : {})}
          {...(props.brandName ? { brandName: props.brandName } : {})}
        />
      }
      stepKey={props.screenKey}
    >
      <Header
        titleId={props.titleId}
        title={props.title}
        {...(theme === 'default'
          ? { tag: props.tag, ...(logo ? { logo: <BrandLogo {...logo} /> } : {}) }
          : {})}
        closeLabel={props.closeLabel}
        {...(onClose ? { onClose } : {})}
      />
      <div className="hf-wall">{props.children}</div>
    </WidgetFrame>
  );
}

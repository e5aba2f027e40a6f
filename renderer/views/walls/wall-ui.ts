import type { ReactNode } from 'react';
import { brandThemeOf } from '../../../contract/brand-theme.ts';
import type { Branding, Mode } from '../../../contract/schemas/index.ts';
import { errorDisplay } from '../../domain/error-display.ts';
import { greetingName } from '../../domain/walls.ts';
import type { Translator } from '../../i18n/index.ts';
import type { WallError } from '../../state/walls/report.ts';
import { brandColors, brandLogo } from '../containers/brand.ts';
import { translateKey } from '../containers/translate-key.ts';
import type { StepTagProps } from '../shell/step-tag.tsx';
import type { WallFrameProps } from './wall-frame.tsx';
import type { WallOutcomeProps } from './wall-outcome.tsx';

/** What a wall screen shows: its tag, its title and its body. */
export interface WallScreen {
  tag: StepTagProps;
  title: string;
  body: ReactNode;
}

/** The frame props every wall derives from the organisation's branding. */
export function wallLook(
  t: Translator,
  branding: Branding | null,
): Pick<WallFrameProps, 'theme' | 'colors' | 'closeLabel' | 'logo' | 'brandName'> {
  const logoSrc = brandLogo(null, branding);
  const brandName = branding?.name ?? undefined;
  return {
    theme: brandThemeOf(branding?.brandTheme),
    colors: brandColors(null, branding),
    closeLabel: t('a11y.closeDialog'),
    ...(logoSrc ? { logo: { src: logoSrc, alt: brandName ?? '' } } : {}),
    ...(brandName ? { brandName } : {}),
  };
}

/** 'Hi Ada,' or, without a name, 'Hi there,'. */
export function wallGreeting(t: Translator, customer: { name?: string | null } | null): string {
  const name = greetingName(customer ? { name: customer.name ?? null } : null);
  return name ? t('wall.greeting', { name }) : t('wall.greetingNoName');
}

/**
 * A wall's error screen: its own message (the walls' messages are written for customers, spec §8), the
 * technical detail in TEST mode, and the one way on.
 */
export function wallErrorOutcome(
  t: Translator,
  error: WallError | null,
  mode: Mode,
  action: { label: string; onClick: () => void } | undefined,
): WallOutcomeProps {
  const message = error ? translateKey(t, error.key) : t('error.sorry');
  const display = error ? errorDisplay(error, { mode, preview: false }) : { details: false };
  return {
    kind: 'error',
    title: t('error.sorry'),
    message,
    ...(display.details && error ? { details: error.detail, detailsLabel: t('error.details') } : {}),
    ...(action ? { action } : {}),
  };
}

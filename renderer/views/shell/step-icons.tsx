import type { ReactElement } from 'react';

/** The kinds of step tag (spec §2), each with its own icon. */
export type StepTagKind =
  | 'discount'
  | 'pause'
  | 'help'
  | 'plans'
  | 'trial'
  | 'feedback'
  | 'confirm'
  | 'cancelled'
  | 'accepted'
  | 'error';

/** The frame every step icon draws in. */
export function Svg(props: { children: ReactElement | ReactElement[] }) {
  // Decorative: the tag text beside the icon carries the meaning.
  return (
    <svg
      className="hf-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

/** A step icon. */
export type StepIcon = () => ReactElement;

/** The icons the first steps and the error screen show; the others come with the offers (later-step-icons.tsx). */
export const FIRST_STEP_ICONS = {
  feedback: () => (
    <Svg>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
    </Svg>
  ),
  confirm: () => (
    <Svg>
      <path d="M9 11l3 3 8-8" />
      <path d="M20 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11" />
    </Svg>
  ),
  error: () => (
    <Svg>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Svg>
  ),
} satisfies { [K in StepTagKind]?: StepIcon };

/** Kinds whose icon arrives with the offers' chunk. */
export type LaterStepTagKind = Exclude<StepTagKind, keyof typeof FIRST_STEP_ICONS>;

const icons: { [K in StepTagKind]?: StepIcon } = { ...FIRST_STEP_ICONS };

/** The offers' chunk adds its icons as it arrives (use-later-views.ts). */
export function registerStepIcons(more: { [K in LaterStepTagKind]: StepIcon }): void {
  Object.assign(icons, more);
}

/** The icon of a tag kind; undefined for an offer's until the offers' chunk is there (the tag shows its text). */
export function stepIcon(kind: StepTagKind): StepIcon | undefined {
  return icons[kind];
}

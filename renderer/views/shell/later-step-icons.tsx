import {
  FIRST_STEP_ICONS,
  type LaterStepTagKind,
  type StepIcon,
  type StepTagKind,
  Svg,
} from './step-icons.tsx';

/** The icons of the offers and of the complete screen: they travel with the offers' chunk. */
export const LATER_STEP_ICONS = {
  discount: () => (
    <Svg>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Svg>
  ),
  pause: () => (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 9v6M14 9v6" />
    </Svg>
  ),
  help: () => (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </Svg>
  ),
  plans: () => (
    <Svg>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" />
    </Svg>
  ),
  trial: () => (
    <Svg>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6" />
    </Svg>
  ),
  // A calendar ticked off, not a cross: beside the complete screen's check mark a cross would say the cancel
  // failed (the cancel went through; the subscription ends on a date).
  cancelled: () => (
    <Svg>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4" />
    </Svg>
  ),
  accepted: () => (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </Svg>
  ),
} satisfies { [K in LaterStepTagKind]: StepIcon };

/** Every icon, for stories and tests; the compiler demands one for every kind. */
export const STEP_ICONS = { ...FIRST_STEP_ICONS, ...LATER_STEP_ICONS } satisfies {
  [K in StepTagKind]: StepIcon;
};

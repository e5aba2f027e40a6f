import { proxy, ref } from 'valtio';
import type { Branding, Customer, Subscription } from '../../../contract/schemas/index.ts';
import type { PauseWallData } from '../../domain/pause-wall.ts';
import type { PauseWallState } from '../../domain/wall-states.ts';
import type { Catalog } from '../../i18n/index.ts';
import type { WallError } from '../walls/report.ts';

/** The action in flight (its taking-action screen). */
export type PauseWallAction = 'RESUME' | 'CANCEL';

export interface PauseWallStore {
  visible: boolean;
  state: PauseWallState;
  customer: Customer | null;
  branding: Branding | null;
  /** The paused subscription the wall is about. */
  subscription: Subscription | null;
  /** What the wall shows (domain: cancel date, or reactivation date, soft-pause term end, next charge). */
  data: PauseWallData | null;
  /** A soft pause: the customer may leave the wall (spec §2). */
  soft: boolean;
  action: PauseWallAction | null;
  error: WallError | null;
  /** After a cancel: when the subscription ends (ISO), or null when it ended at once or is unknown. */
  canceledEndsAt: string | null;
  /** The language's built-in catalog (experience-catalog.ts): null for English and until it came. */
  catalog: Catalog | null;
}

function initialPauseWall(): PauseWallStore {
  return {
    visible: false,
    state: 'PAUSE_WALL',
    customer: null,
    branding: null,
    subscription: null,
    data: null,
    soft: false,
    action: null,
    error: null,
    canceledEndsAt: null,
    catalog: null,
  };
}

/** The pause wall's store (STYLE.md: one valtio proxy per experience). */
export const pauseWall = proxy<PauseWallStore>(initialPauseWall());

/** Forgets everything of the previous check. */
export function resetPauseWall(): void {
  Object.assign(pauseWall, initialPauseWall());
}

/** Stores what the check found; backend data is immutable and kept out of valtio's deep proxying. */
export function setPauseWallFound(found: {
  customer: Customer;
  branding: Branding | null;
  subscription: Subscription;
  data: PauseWallData;
  soft: boolean;
}): void {
  pauseWall.customer = ref(found.customer);
  pauseWall.branding = found.branding ? ref(found.branding) : null;
  pauseWall.subscription = ref(found.subscription);
  pauseWall.data = ref(found.data);
  pauseWall.soft = found.soft;
}

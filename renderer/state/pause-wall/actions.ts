import { pauseWallExitAllowed } from '../../domain/pause-wall.ts';
import { clearSkipChecks } from '../../domain/skip-check.ts';
import { cancelScheduledDate } from '../../domain/subscription.ts';
import { canActOnPauseWall, nextPauseWallState, type PauseWallEvent } from '../../domain/wall-states.ts';
import { PAUSE_WALL_ERRORS, PAUSE_WALL_EVENTS } from '../../domain/walls.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { notify } from '../callbacks.ts';
import { callHostHandler, reportWallFailure, trackWallEvent, wallCallbackCustomer } from '../walls/report.ts';
import { type PauseWallRuntime, pauseWallRuntime } from './runtime.ts';
import { type PauseWallAction, pauseWall } from './store.ts';

function move(event: PauseWallEvent): void {
  pauseWall.state = nextPauseWallState(pauseWall.state, event);
}

function customerOf(runtime: PauseWallRuntime) {
  return wallCallbackCustomer(runtime, pauseWall.customer, pauseWall.subscription?.id ?? null);
}

interface PauseWallActionSpec {
  kind: PauseWallAction;
  /** The host's handler or the built-in call, with the intent's idempotency key. */
  perform: (runtime: PauseWallRuntime, idempotencyKey: string) => Promise<void>;
  done: Extract<PauseWallEvent, 'RESUMED' | 'CANCELED'>;
  event: string;
  errorCode: (typeof PAUSE_WALL_ERRORS)['resume' | 'cancel'];
  errorKey: MessageKey;
  notifyHost: (runtime: PauseWallRuntime) => void;
}

/**
 * Cancel or resume act only from PAUSE_WALL (spec §4). The move to MODIFYING_USER_ACCOUNT happens before
 * anything is awaited, so a second click finds the wall busy and sends nothing; the idempotency key is made
 * once for this intent, so the client's own retries of a transient failure are applied once too.
 */
async function runPauseWallAction(spec: PauseWallActionSpec): Promise<void> {
  const runtime = pauseWallRuntime();
  if (!runtime || !canActOnPauseWall(pauseWall.state)) return;
  move('ACTION_STARTED');
  pauseWall.action = spec.kind;
  const idempotencyKey = runtime.newKey();
  try {
    await spec.perform(runtime, idempotencyKey);
    move(spec.done);
    trackWallEvent(runtime, spec.event);
    spec.notifyHost(runtime);
  } catch (error) {
    move('FAILED');
    const detail = reportWallFailure(runtime, spec.errorCode, error, pauseWall.customer);
    pauseWall.error = { key: spec.errorKey, detail };
  } finally {
    pauseWall.action = null;
  }
}

/** 'Resume Subscription Now': the host's handleResume, else POST stripe/resume; then onResume. */
export function resumeSubscription(): Promise<void> {
  return runPauseWallAction({
    kind: 'RESUME',
    perform: async (runtime, idempotencyKey) => {
      const { handleResume } = runtime.options;
      if (handleResume) {
        await handleResume(customerOf(runtime));
        return;
      }
      const subscriptionId = runtime.options.subscriptionId ?? pauseWall.subscription?.id ?? null;
      await runtime.api.resume({ options: { subscriptionId } }, { idempotencyKey });
    },
    done: 'RESUMED',
    event: PAUSE_WALL_EVENTS.resume,
    errorCode: PAUSE_WALL_ERRORS.resume,
    errorKey: 'error.resume',
    notifyHost: (runtime) => notify(runtime.options, 'onResume', customerOf(runtime)),
  });
}

/** The cancel-now link: the host's handleCancel, else POST stripe/cancel (at period end); then onCancel. */
export function cancelFromPauseWall(): Promise<void> {
  return runPauseWallAction({
    kind: 'CANCEL',
    perform: async (runtime, idempotencyKey) => {
      const { handleCancel } = runtime.options;
      if (handleCancel) {
        await handleCancel(customerOf(runtime), { surveyChoiceValue: null });
        return;
      }
      const answer = await runtime.api.cancel({}, { idempotencyKey });
      // Spec §7 shows no answer: without the subscription in it, the date is not known.
      const subscription = answer.subscription;
      pauseWall.canceledEndsAt = (subscription && cancelScheduledDate(subscription))?.toISOString() ?? null;
    },
    done: 'CANCELED',
    event: PAUSE_WALL_EVENTS.cancel,
    errorCode: PAUSE_WALL_ERRORS.cancel,
    errorKey: 'error.cancel',
    notifyHost: (runtime) =>
      notify(runtime.options, 'onCancel', customerOf(runtime), { surveyChoiceValue: null }),
  });
}

/** Hides the wall (any trigger) and tells the host once. */
export function hidePauseWallNow(): void {
  if (!pauseWall.visible) return;
  pauseWall.visible = false;
  const runtime = pauseWallRuntime();
  if (runtime) notify(runtime.options, 'onPauseWallClosed');
}

/** Whether the customer may leave now (spec §2: soft pause, or out of the main wall state). */
export function canLeavePauseWall(): boolean {
  return pauseWallExitAllowed(pauseWall.soft, pauseWall.state);
}

/** The close button and Escape: only when leaving is allowed. */
export function closePauseWall(): void {
  if (canLeavePauseWall()) hidePauseWallNow();
}

/**
 * The log-out link (shown only with the host's handleLogout): the skip-check keys go with the customer, then
 * the host logs out and the wall closes.
 */
export async function logOutFromPauseWall(): Promise<void> {
  const runtime = pauseWallRuntime();
  const handleLogout = runtime?.options.handleLogout;
  if (!runtime || !handleLogout) return;
  clearSkipChecks(runtime.store);
  if (await callHostHandler(runtime, 'handleLogout', handleLogout)) hidePauseWallNow();
}

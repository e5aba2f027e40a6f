import { loadOnce } from '../../domain/load-once.ts';
import type { Translator } from '../../i18n/index.ts';
import { showsCancelNow, showsConfetti } from '../../state/flow/complete-rules.ts';
import { cancelNow } from '../../state/flow/leave-actions.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { type CompleteVariant, type FlowData, flow } from '../../state/flow/store.ts';
import { offerCompleteTexts } from '../offer-registry.ts';
import { Complete } from '../outcomes/complete.tsx';
import { cancelConfirmation } from '../shell/cancel-confirmation.ts';
import { useChunk } from '../use-chunk.ts';
import { type CompleteTexts, dateOf, softPausedMessage } from './complete-words.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** react-confetti is only fetched when a complete screen shows it (spec §2, §9). */
const confettiChunk = loadOnce(() => import('./confetti.tsx'));

/** The confetti once its chunk is in; nothing before (or if it never comes: it is decoration). */
function LazyConfetti() {
  const Confetti = useChunk(confettiChunk)?.default;
  return Confetti ? <Confetti /> : null;
}

/** Title and message of each complete variant (spec §2 Complete screen). */
export function completeTexts(t: Translator, variant: CompleteVariant, data: FlowData | null): CompleteTexts {
  switch (variant.kind) {
    case 'CANCELED':
      return {
        title: t('complete.cancelled.title'),
        message: variant.endsAt
          ? t('complete.cancelled.message', { date: dateOf(t, variant.endsAt) })
          : t('complete.cancelled.farewell'),
      };
    case 'CUSTOM':
      return { title: variant.title, message: variant.message };
    case 'START':
      return startTexts(t, variant.start);
    default:
      return offerCompleteTexts(t, variant, data);
  }
}

function startTexts(t: Translator, start: Extract<CompleteVariant, { kind: 'START' }>['start']) {
  switch (start.kind) {
    case 'COMPLETE_CANCEL_SCHEDULED':
      return {
        title: t('complete.cancelScheduled.title'),
        message: t('complete.cancelScheduled.message', { date: dateOf(t, start.date) }),
      };
    case 'COMPLETE_ALREADY_PAUSED': {
      const { pause } = start;
      let message = t('complete.alreadyDiscounted.message');
      if (pause.soft && pause.resumptionTermEnd) {
        message = softPausedMessage(t, pause.resumptionTermEnd, pause.resumesAt);
      } else if (pause.future && pause.startsAt && pause.resumesAt) {
        message = t('complete.alreadyPaused.scheduled', {
          start: dateOf(t, pause.startsAt),
          end: dateOf(t, pause.resumesAt),
        });
      } else {
        message = pause.resumesAt ? t('complete.paused.message', { date: dateOf(t, pause.resumesAt) }) : '';
      }
      return { title: t('complete.alreadyPaused.title'), message };
    }
    case 'COMPLETE_DISCOUNT_ACCEPTED':
      return {
        title: t('complete.alreadyDiscounted.title'),
        message: t('complete.alreadyDiscounted.message'),
      };
  }
}

/**
 * The complete screen with the cancel-now link and confetti rules. Its title is the header's (cancel-flow-view
 * reads {@link completeTexts}): the outcome is stated once, not as a tag, a title and a headline.
 */
export function CompleteContainer() {
  const ui = useFlowUi();
  const snap = useFlow();
  const variant = flow.complete;
  if (!variant) return null;
  const texts = completeTexts(ui.t, variant, flow.data);
  const blueprint = flow.data?.blueprint;
  const confettiOn = showsConfetti(variant, Boolean(blueprint?.confetti || blueprint?.styles.confetti));
  return (
    <Complete
      message={texts.message}
      {...(showsCancelNow(variant, snap.canceled)
        ? {
            cancelNow: {
              label: ui.t('common.cancelNow'),
              onClick: () => void cancelNow(),
              confirmation: cancelConfirmation(ui.t, flowRuntime()?.options.confirmCancel !== false),
            },
          }
        : {})}
      {...(confettiOn
        ? {
            confetti: <LazyConfetti />,
          }
        : {})}
    />
  );
}

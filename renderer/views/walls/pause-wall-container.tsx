import { useId } from 'react';
import { formatLongDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { softPauseWallWording } from '../../domain/soft-pause-wording.ts';
import type { Translator } from '../../i18n/index.ts';
import {
  cancelFromPauseWall,
  canLeavePauseWall,
  closePauseWall,
  logOutFromPauseWall,
  resumeSubscription,
} from '../../state/pause-wall/actions.ts';
import { pauseWallRuntime } from '../../state/pause-wall/runtime.ts';
import { type PauseWallStore, pauseWall } from '../../state/pause-wall/store.ts';
import { TakingAction } from '../outcomes/taking-action.tsx';
import { cancelConfirmation } from '../shell/cancel-confirmation.ts';
import type { StepTagProps } from '../shell/step-tag.tsx';
import { type PauseWallContent, PauseWallView } from './pause-wall-view.tsx';
import { useWallStore } from './use-wall-store.ts';
import { WallFrame } from './wall-frame.tsx';
import type { WallLink } from './wall-links.tsx';
import { WallOutcome } from './wall-outcome.tsx';
import { type WallScreen as Screen, wallErrorOutcome, wallGreeting, wallLook } from './wall-ui.ts';

const ACTION_TEXT = { RESUME: 'action.resume', CANCEL: 'action.cancel' } as const;

function mainContent(t: Translator, snap: PauseWallStore): PauseWallContent | null {
  const data = snap.data;
  if (!data) return null;
  const date = (value: Date) => formatLongDate(value, t.locale);
  if (data.kind === 'cancel-scheduled') {
    return {
      kind: 'cancel-scheduled',
      cancelDate: t('pauseWall.cancelDate', { date: date(data.cancelDate) }),
    };
  }
  const facts: string[] = [];
  if (data.reactivationDate)
    facts.push(t('pauseWall.reactivationDate', { date: date(data.reactivationDate) }));
  if (data.softPauseTermEnd) {
    const wording = softPauseWallWording(data.softPauseTermEnd, pauseWallRuntime()?.now() ?? new Date());
    const termEnd = date(wording.termEnd);
    facts.push(
      wording.kind === 'TERM_ENDED'
        ? t('pauseWall.softPauseTermEnded', { date: termEnd })
        : t('pauseWall.softPauseTermEnd', { date: termEnd }),
    );
  }
  if (data.nextCharge) {
    const price = formatMoney(data.nextCharge.amount, data.nextCharge.currency, t.locale);
    facts.push(t('pauseWall.nextCharge', { price }));
  }
  return {
    kind: 'paused',
    facts,
    originalRate: t('pauseWall.originalRate'),
    dataSafe: t('pauseWall.dataSafe'),
    resumeLabel: t('pauseWall.resumeButton'),
    onResume: () => void resumeSubscription(),
    busy: false,
  };
}

function screenOf(
  t: Translator,
  snap: PauseWallStore,
  titleId: string,
  host: { hasLogout: boolean; mode: 'LIVE' | 'TEST'; confirmCancel: boolean },
): Screen {
  const { hasLogout, mode, confirmCancel } = host;
  const pauseTag: StepTagProps = { kind: 'pause', label: t('stepTag.pause') };
  const close = { label: t('common.close'), onClick: closePauseWall };
  switch (snap.state) {
    case 'PAUSE_WALL': {
      const content = mainContent(t, snap);
      const links: WallLink[] = [];
      // Already set to cancel: there is nothing left to cancel.
      if (content?.kind === 'paused') {
        links.push({
          label: t('common.cancelNow'),
          onClick: () => void cancelFromPauseWall(),
          confirmation: cancelConfirmation(t, confirmCancel),
        });
      }
      if (hasLogout) links.push({ label: t('common.logOut'), onClick: () => void logOutFromPauseWall() });
      return {
        tag: pauseTag,
        title: content?.kind === 'paused' ? t('pauseWall.heading') : t('dialog.pauseWall'),
        body: content && (
          <PauseWallView
            greeting={wallGreeting(t, snap.customer)}
            notice={t('pauseWall.notice')}
            content={content}
            links={links}
          />
        ),
      };
    }
    case 'MODIFYING_USER_ACCOUNT': {
      const text = t(ACTION_TEXT[snap.action ?? 'RESUME']);
      return { tag: pauseTag, title: text, body: <TakingAction text={text} /> };
    }
    case 'RESUMED':
      return {
        tag: { kind: 'accepted', label: t('stepTag.pause') },
        // The heading changes with the outcome ('Resume your subscription' is done): said once, up top.
        title: t('pauseWall.resumed.title'),
        body: <WallOutcome kind="success" message={t('pauseWall.resumed.message')} close={close} />,
      };
    case 'CANCELED': {
      const endsAt = snap.canceledEndsAt ? new Date(snap.canceledEndsAt) : null;
      return {
        tag: { kind: 'cancelled', label: t('stepTag.cancelled') },
        title: t('complete.cancelled.title'),
        body: (
          <WallOutcome
            kind="success"
            message={
              endsAt
                ? t('complete.cancelled.message', { date: formatLongDate(endsAt, t.locale) })
                : t('complete.cancelled.farewell')
            }
            close={close}
          />
        ),
      };
    }
    case 'ERROR':
      return {
        tag: { kind: 'error', label: t('stepTag.error') },
        title: t('stepTag.error'),
        body: (
          <WallOutcome {...wallErrorOutcome(t, snap.error, mode, close)} titleId={`${titleId}-outcome`} />
        ),
      };
  }
}

/**
 * The pause wall (spec §2): maps the pause-wall store to the frame and its screens. The cancel-now link is
 * left out when the subscription is already set to cancel; the log-out link shows only with the host's
 * handleLogout; the close button (and Escape) only when leaving is allowed.
 */
export function PauseWallContainer({ t }: { t: Translator }) {
  const snap = useWallStore(pauseWall);
  const titleId = useId();
  const options = pauseWallRuntime()?.options;
  if (!snap.visible || !options) return null;
  const screen = screenOf(t, snap, titleId, {
    hasLogout: Boolean(options.handleLogout),
    mode: options.mode,
    confirmCancel: options.confirmCancel,
  });
  return (
    <WallFrame
      {...wallLook(t, snap.branding)}
      titleId={titleId}
      title={screen.title}
      tag={screen.tag}
      {...(canLeavePauseWall() ? { onClose: closePauseWall } : {})}
      announcement={screen.title}
      screenKey={snap.state}
    >
      {screen.body}
    </WallFrame>
  );
}

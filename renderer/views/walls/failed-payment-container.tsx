import { useId } from 'react';
import type { Card } from '../../../contract/schemas/index.ts';
import { amountDue, cardBrandName, cardOnFile } from '../../domain/failed-payment.ts';
import { formatMoney } from '../../domain/money.ts';
import type { Translator } from '../../i18n/index.ts';
import {
  canCancelFromFailedPaymentWall,
  cancelFromFailedPaymentWall,
  canLeaveFailedPaymentWall,
  closeFailedPaymentWall,
  logOutFromFailedPaymentWall,
  requestSupportFromFailedPaymentWall,
  retryFailedPaymentWall,
  updateCard,
} from '../../state/failed-payment-wall/actions.ts';
import { failedPaymentSettings } from '../../state/failed-payment-wall/check.ts';
import type { ResolvedFailedPaymentWallOptions } from '../../state/failed-payment-wall/options.ts';
import { failedPaymentWallRuntime } from '../../state/failed-payment-wall/runtime.ts';
import { type FailedPaymentWallStore, failedPaymentWall } from '../../state/failed-payment-wall/store.ts';
import { TakingAction } from '../outcomes/taking-action.tsx';
import type { StepTagProps } from '../shell/step-tag.tsx';
import { CardFormSlot } from './card-form-slot.tsx';
import { FailedPaymentView } from './failed-payment-view.tsx';
import { useWallStore } from './use-wall-store.ts';
import { WallFrame } from './wall-frame.tsx';
import type { WallLink } from './wall-links.tsx';
import { WallOutcome } from './wall-outcome.tsx';
import { type WallScreen as Screen, wallErrorOutcome, wallGreeting, wallLook } from './wall-ui.ts';

/** The note about the card on file (spec §2: brand and last4 if known). */
export function cardNote(t: Translator, card: Card | null): string {
  const brand = card?.brand ? cardBrandName(card.brand) : null;
  const last4 = card?.last4 ?? null;
  if (brand && last4) return t('failedPayment.cardOnFile', { brand, last4 });
  if (last4) return t('failedPayment.cardEnding', { last4 });
  if (brand) return t('failedPayment.cardBrand', { brand });
  return t('failedPayment.cardUnknown');
}

function links(t: Translator, options: ResolvedFailedPaymentWallOptions): WallLink[] {
  const list: WallLink[] = [];
  if (options.handleSupportRequest) {
    list.push({ label: t('common.getHelp'), onClick: () => void requestSupportFromFailedPaymentWall() });
  }
  if (canCancelFromFailedPaymentWall()) {
    list.push({ label: t('common.cancelSubscription'), onClick: () => void cancelFromFailedPaymentWall() });
  }
  if (options.handleLogout) {
    list.push({ label: t('common.logOut'), onClick: () => void logOutFromFailedPaymentWall() });
  }
  return list;
}

function mainScreen(t: Translator, snap: FailedPaymentWallStore, options: ResolvedFailedPaymentWallOptions) {
  const due = amountDue(snap.invoices, failedPaymentSettings(options));
  const updating = snap.state === 'UPDATING_CARD';
  return (
    <FailedPaymentView
      greeting={wallGreeting(t, snap.customer)}
      notice={t('failedPayment.notice')}
      cardNote={cardNote(t, cardOnFile(snap.invoices, snap.customer))}
      {...(due
        ? {
            amountDue: t('failedPayment.amountDue', {
              amount: formatMoney(due.amount, due.currency, t.locale),
            }),
          }
        : {})}
      instructions={t('failedPayment.instructions')}
      cardLabel={t('failedPayment.cardFieldLabel')}
      cardField={<CardFormSlot t={t} />}
      {...(snap.cardError ? { cardError: snap.cardError } : {})}
      updateLabel={t('failedPayment.updateButton')}
      onUpdate={() => void updateCard()}
      busy={updating}
      updateDisabled={snap.cardForm !== 'ready' || !snap.cardComplete}
      links={updating ? [] : links(t, options)}
    />
  );
}

function screenOf(
  t: Translator,
  snap: FailedPaymentWallStore,
  options: ResolvedFailedPaymentWallOptions,
  titleId: string,
): Screen {
  const wallTag: StepTagProps = { kind: 'help', label: t('failedPayment.tag') };
  const outcomeId = `${titleId}-outcome`;
  switch (snap.state) {
    case 'FAILED_PAYMENT_WALL':
    case 'UPDATING_CARD':
      return { tag: wallTag, title: t('dialog.failedPaymentWall'), body: mainScreen(t, snap, options) };
    case 'MODIFYING_USER_ACCOUNT':
      return { tag: wallTag, title: t('action.cancel'), body: <TakingAction text={t('action.cancel')} /> };
    case 'CARD_SUCCESSFUL': {
      const payment = snap.payment;
      const paid =
        payment && payment.amountPaid > 0
          ? t('failedPayment.paid.amount', {
              amount: formatMoney(payment.amountPaid, payment.currency, t.locale),
            })
          : null;
      return {
        tag: { kind: 'accepted', label: t('failedPayment.tag') },
        // The heading changes with the outcome: 'Update your payment details' is done.
        title: t('failedPayment.paid.title'),
        body: (
          <WallOutcome
            kind="success"
            message={[t('failedPayment.paid.message'), paid].filter(Boolean).join(' ')}
            close={{ label: t('common.close'), onClick: closeFailedPaymentWall }}
          />
        ),
      };
    }
    case 'CANCELED':
      return {
        tag: { kind: 'cancelled', label: t('stepTag.cancelled') },
        title: t('complete.cancelled.title'),
        body: (
          <WallOutcome
            kind="success"
            message={t('complete.cancelled.farewell')}
            {...(canLeaveFailedPaymentWall()
              ? { close: { label: t('common.close'), onClick: closeFailedPaymentWall } }
              : {})}
          />
        ),
      };
    case 'ERROR':
      return {
        tag: { kind: 'error', label: t('stepTag.error') },
        title: t('stepTag.error'),
        body: (
          <WallOutcome
            {...wallErrorOutcome(t, snap.error, options.mode, {
              label: t('common.back'),
              onClick: retryFailedPaymentWall,
            })}
            titleId={outcomeId}
          />
        ),
      };
  }
}

/**
 * The failed-payment wall (spec §2): maps the store to the frame and its screens. The card form stays
 * mounted while the card is confirmed (the same screen, busy); Back after an error mounts a fresh one.
 */
export function FailedPaymentContainer({ t }: { t: Translator }) {
  const snap = useWallStore(failedPaymentWall);
  const titleId = useId();
  const options = failedPaymentWallRuntime()?.options;
  if (!snap.visible || !options) return null;
  const screen = screenOf(t, snap, options, titleId);
  return (
    <WallFrame
      {...wallLook(t, snap.branding)}
      titleId={titleId}
      title={screen.title}
      tag={screen.tag}
      {...(canLeaveFailedPaymentWall() ? { onClose: closeFailedPaymentWall } : {})}
      announcement={screen.title}
      // Updating is the main screen, busy: the same key keeps the card form (and its iframe) mounted.
      screenKey={snap.state === 'UPDATING_CARD' ? 'FAILED_PAYMENT_WALL' : snap.state}
    >
      {screen.body}
    </WallFrame>
  );
}

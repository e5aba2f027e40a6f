import { useState } from 'react';
import type { OfferOf, PauseInterval } from '../../../contract/schemas/offer.ts';
import { formatLongDate } from '../../domain/dates.ts';
import {
  isValidCustomDate,
  type PauseOfferContext,
  type PauseSelection,
  pauseButtonDisabled,
  pauseChoices,
  pauseDateRange,
  pausePreviews,
  validatePauseSelection,
} from '../../domain/pause-options.ts';
import type { MessageKey, Translator } from '../../i18n/index.ts';
import { currentSubscription } from '../../state/flow/context.ts';
import { acceptPause } from '../../state/flow/offer-actions.ts';
import type { CompleteOf } from '../../state/flow/offer-outcomes.ts';
import { flow } from '../../state/flow/store.ts';
import { PAUSE_CUSTOM_DATE_VALUE, PauseOffer } from '../offers/pause-offer.tsx';
import { type CompleteTexts, dateOf, softPausedMessage } from './complete-words.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** The dropdown's wording of each pause unit ("2 weeks"). */
const PAUSE_UNIT_KEYS = {
  MONTH: 'pause.unit.month',
  WEEK: 'pause.unit.week',
  DAY: 'pause.unit.day',
} as const satisfies Record<PauseInterval, MessageKey>;

/** A date input's value (yyyy-mm-dd) in UTC, as the pause dates are computed. */
function dateValue(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toSelection(value: string, customDate: string): PauseSelection {
  if (value === PAUSE_CUSTOM_DATE_VALUE) {
    const date = customDate ? new Date(`${customDate}T00:00:00Z`) : null;
    return { kind: 'custom', date: date && !Number.isNaN(date.getTime()) ? date : null };
  }
  const units = Number.parseInt(value, 10);
  return Number.isInteger(units) ? { kind: 'units', units } : { kind: 'none' };
}

/** Maps a pause offer to its view (spec §2 Pause offer, §5 rules) and accepts it. */
export function PauseContainer({ offer }: { offer: OfferOf<'PAUSE'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const [value, setValue] = useState('');
  const [customDate, setCustomDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const subscription = currentSubscription(flow);
  if (!subscription) return null;
  const context: PauseOfferContext = {
    config: offer.pauseConfig,
    subscription,
    subscriptions: flow.customer?.subscriptions.data ?? [subscription],
    settings: flow.data?.orgProviderSettings ?? {
      annualPauseExtendTerm: false,
      quarterlyPauseEnabled: false,
      pauseEndOfTerm: false,
    },
    now: new Date(ui.nowMs()),
  };
  const unit = PAUSE_UNIT_KEYS[offer.pauseConfig.pauseInterval];
  const options = pauseChoices(context).flatMap((choice) =>
    choice.kind === 'units'
      ? [{ value: String(choice.units), label: ui.t(unit, { count: choice.units }) }]
      : [],
  );
  const selection = toSelection(value, customDate);
  const range = pauseDateRange(context);
  const pausing = snap.action === 'PAUSE';
  const date = (d: Date) => formatLongDate(d, ui.t.locale);
  const onPause = () => {
    const result = validatePauseSelection(selection, context);
    if (!result.ok) {
      setError(
        ui.t(
          result.error.code === 'invalid-end-date'
            ? 'pause.error.invalidEndDate'
            : 'pause.error.noResumeDate',
        ),
      );
      return;
    }
    setError(undefined);
    void acceptPause(offer, result.pause);
  };
  const previews = pausePreviews(selection, context);
  // A typed date outside the input's min and max is no date (spec §5): say so at once rather than leave the
  // customer before a disabled button with no resume date.
  const outOfBounds =
    selection.kind === 'custom' && customDate !== '' && !isValidCustomDate(selection.date, context);
  const shownError = error ?? (outOfBounds ? ui.t('pause.error.invalidEndDate') : undefined);
  return (
    <PauseOffer
      selectLabel={ui.t('pause.lengthLabel')}
      placeholderLabel={ui.t('pause.lengthPlaceholder')}
      options={options}
      value={value}
      onSelect={(next) => {
        setValue(next);
        setError(undefined);
      }}
      {...(offer.pauseConfig.datePicker
        ? {
            customDate: {
              optionLabel: ui.t('pause.customDate'),
              inputLabel: ui.t('pause.resumeDateLabel'),
              min: dateValue(range.min),
              max: dateValue(range.max),
              value: customDate,
              onChange: (next: string) => {
                setCustomDate(next);
                setError(undefined);
              },
            },
          }
        : {})}
      pauseLabel={ui.t('pause.button')}
      onPause={onPause}
      pauseDisabled={pauseButtonDisabled(selection, pausing || snap.flowState !== 'IN_PROGRESS', context)}
      busy={pausing}
      previews={previews.map((preview) => ({
        id: preview.subscriptionId,
        // The card names the subscription; where it is among several, the pager beneath it says (one pager).
        title: preview.planName ?? ui.t('pause.yourSubscription'),
        renewalDate: date(preview.renewsOn),
        pauseFrom: date(preview.pauseFrom),
        pauseTo: preview.pauseTo ? date(preview.pauseTo) : '—',
      }))}
      previewLabels={{
        renewalDate: ui.t('pause.preview.renewalDate'),
        pauseFrom: ui.t('pause.preview.pauseFrom'),
        pauseTo: ui.t('pause.preview.pauseTo'),
        previous: ui.t('pause.previousSubscription'),
        next: ui.t('pause.nextSubscription'),
      }}
      {...(shownError ? { error: shownError } : {})}
      notes={[ui.t('pause.renewalMoved')]}
    />
  );
}

/** The complete screen of an accepted pause (spec §2): when it resumes, or (soft) when the paid term ends and the pause with it. */
export function pausedTexts(t: Translator, variant: CompleteOf<'PAUSE'>): CompleteTexts {
  return {
    title: t('complete.paused.title'),
    message:
      variant.soft && variant.termEnd
        ? softPausedMessage(t, variant.termEnd, variant.resumesAt)
        : t('complete.paused.message', { date: dateOf(t, variant.resumesAt) }),
  };
}

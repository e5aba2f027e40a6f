import { useEffect } from 'react';
import { loadOnce } from '../../domain/load-once.ts';
import type { Translator } from '../../i18n/index.ts';
import {
  cardChanged,
  cardFormFailed,
  cardFormGone,
  cardFormReady,
} from '../../state/failed-payment-wall/card-form.ts';
import { isStripeLike, publishableKeyFor } from '../../state/failed-payment-wall/options.ts';
import { failedPaymentWallRuntime } from '../../state/failed-payment-wall/runtime.ts';
import { failedPaymentWall } from '../../state/failed-payment-wall/store.ts';
import { Loader } from '../shell/loader.tsx';
import { useChunk } from '../use-chunk.ts';

/** Reports a card-form chunk that could not be fetched, instead of crashing the wall. */
function ChunkFailed({ error }: { error: unknown }) {
  useEffect(() => cardFormFailed(error), [error]);
  return null;
}

// Only a wall that shows fetches the card form's chunk (and with it the Stripe libraries). A failed fetch
// becomes a view that reports it, kept for the page's life as React.lazy kept it.
const cardFormChunk = loadOnce(() =>
  import('./stripe-card-form.tsx').catch((error: unknown) => ({
    default: () => <ChunkFailed error={error} />,
  })),
);

/** The card form inside the failed-payment wall, wired to the wall's state. */
export function CardFormSlot({ t }: { t: Translator }) {
  const chunk = useChunk(cardFormChunk);
  const options = failedPaymentWallRuntime()?.options;
  if (!options) return null;
  if (!chunk) return <Loader text={t('common.loading')} />;
  const StripeCardForm = chunk.default;
  return (
    <StripeCardForm
      source={{ stripe: options.stripe, loadStripe: options.loadStripe }}
      isStripeLike={isStripeLike}
      publishableKey={publishableKeyFor(options.publishableKeys, options.mode)}
      stripeAccount={failedPaymentWall.customer?.stripeAccountId ?? null}
      language={t.language}
      loadingText={t('common.loading')}
      onReady={cardFormReady}
      onGone={cardFormGone}
      onChange={cardChanged}
      onLoadError={cardFormFailed}
    />
  );
}

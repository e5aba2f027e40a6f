import { errorDisplay } from '../../domain/error-display.ts';
import { isMessageKey } from '../../i18n/index.ts';
import { shutdown } from '../../state/flow/leave-actions.ts';
import { reloadFlow } from '../../state/flow/load.ts';
import { ErrorScreen } from '../outcomes/error-screen.tsx';
import { translateKey } from './translate-key.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** The cancel's own chunk: it ran the cancel that got no answer, so it is here to repeat it. */
const cancelAction = () => import('../../state/flow/cancel-action.ts');

/**
 * The error screen (spec §2): the generic text, 'No subscription found' verbatim, details in test mode or
 * preview, and a force-show-message text always, as the message itself. A load or a cancel that got no answer
 * says the connection was lost and offers Try again (load.ts `reloadFlow`; cancel-action.ts `retryCancel`, the
 * same request and Idempotency-Key), beside Go to account.
 */
export function ErrorContainer({ titleId }: { titleId: string }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const message = snap.loadState === 'ERROR_LOADING' ? snap.loadError : snap.flowMessage;
  if (!message) return null;
  const display = errorDisplay(message, { mode: ui.mode, preview: ui.preview });
  const specific = isMessageKey(message.key) ? translateKey(ui.t, message.key) : ui.t('error.generic');
  const shown = message.noAnswer
    ? ui.t('error.connectionLost')
    : (display.forced ?? (display.verbatim ? specific : ui.t('error.contactUs')));
  // Details only where they add something: the key's text is often the error's own message, and 'No
  // subscription found' is already the message on screen ("X — X" said nothing more).
  const details = display.details
    ? [...new Set([specific, message.detail])].filter((part) => part && part !== shown).join(' — ')
    : undefined;
  return (
    <ErrorScreen
      titleId={titleId}
      title={ui.t('error.sorry')}
      message={shown}
      {...(details ? { details, detailsLabel: ui.t('error.details') } : {})}
      onward={{ label: ui.t('footer.goToAccount'), onClick: () => void shutdown('gotoaccount') }}
      {...(message.noAnswer
        ? {
            retry: {
              label: ui.t('error.tryAgain'),
              onClick: () =>
                void (snap.loadState === 'ERROR_LOADING'
                  ? reloadFlow()
                  : cancelAction().then((cancel) => cancel.retryCancel())),
            },
          }
        : {})}
    />
  );
}

import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import { followRedirect, requestSupport } from '../../state/flow/help-actions.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { ContactOffer } from '../offers/contact-offer.tsx';
import { RedirectOffer } from '../offers/redirect-offer.tsx';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** The contact offer: Get help calls the host's handleSupportRequest (spec §2, §6). */
export function ContactContainer({ offer }: { offer: OfferOf<'CONTACT'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  return (
    <ContactOffer
      helpLabel={ui.t('common.getHelp')}
      onHelp={() => void requestSupport(offer)}
      busy={snap.flowState !== 'IN_PROGRESS'}
    />
  );
}

/**
 * The redirect offer: label from config, default 'Check it out' (spec §2). Without a host handleRedirect
 * it is a real link (new tab, no opener); the URL was validated as http(s) where it entered.
 */
export function RedirectContainer({ offer }: { offer: OfferOf<'REDIRECT'> }) {
  const ui = useFlowUi();
  const label = offer.redirectConfig.redirectLabel?.trim();
  const hostHandles = Boolean(flowRuntime()?.options.handleRedirect);
  return (
    <RedirectOffer
      label={label ? fillPlaceholdersAsText(label, ui.values) : ui.t('redirect.defaultLabel')}
      {...(hostHandles ? {} : { href: offer.redirectConfig.redirectUrl })}
      onFollow={() => void followRedirect(offer)}
      newTabHint={ui.t('a11y.opensInNewTab')}
    />
  );
}

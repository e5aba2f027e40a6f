import { useEffect, useId, useMemo } from 'react';
import { projectedPath } from '../../domain/navigation.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import type { MessageKey, Translator } from '../../i18n/index.ts';
import { isOfferOutcome } from '../../state/flow/complete-outcome.ts';
import {
  currentSubscription,
  navigationContext,
  offerAt,
  positionKey,
  stepAt,
} from '../../state/flow/context.ts';
import { cancelFromFlow, shutdown } from '../../state/flow/leave-actions.ts';
import { scheduleLoadChecks } from '../../state/flow/load.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { type FlowAction, flow } from '../../state/flow/store.ts';
import { usePreloadRichText, useRichText } from '../html/rich-text.ts';
import { ErrorScreen } from '../outcomes/error-screen.tsx';
import { TakingAction } from '../outcomes/taking-action.tsx';
import { renderStep } from '../registry.ts';
import { BrandLogo } from '../shell/brand-logo.tsx';
import { Header } from '../shell/header.tsx';
import { Loader } from '../shell/loader.tsx';
import { SidePanel } from '../shell/side-panel.tsx';
import { Watermark } from '../shell/watermark.tsx';
import { WidgetFrame } from '../shell/widget-frame.tsx';
import { brandColors, brandLogo } from './brand.ts';
import { ErrorContainer } from './error-container.tsx';
import { flowTemplateValues } from './flow-values.ts';
import { OutcomeFooter, StepFooter } from './footer-container.tsx';
import { offerActionText } from './offer-shell.ts';
import { OUTCOME_TAGS, stepTagOf, type TagSpec } from './step-tag-of.ts';
import { loadedText, translateKey } from './translate-key.ts';
import { type FlowUi, FlowUiProvider } from './ui-context.tsx';
import { useDrawn } from './use-drawn.ts';
import { useFlow } from './use-flow.ts';
import { useLaterViews } from './use-later-views.ts';

/** The taking-action screen's text: the cancel's, or the acting offer's (its rules' `action.text`). */
function actionText(action: FlowAction): MessageKey {
  return action === 'CANCEL' ? 'action.cancel' : offerActionText(action);
}

/** Product link of the watermark. */
const HOLDFAST_URL = 'https://holdfast.dev';

/** Step descriptions may embed an approved video (spec §2). */
const DESCRIPTION_OPTIONS = { allowVideo: true };

/** The description template of the step on screen ('' when none): an attached offer's, else the step's. */
function currentDescription(): string {
  const position = flow.position;
  if (flow.loadState !== 'LOADED' || flow.flowState !== 'IN_PROGRESS' || !position) return '';
  const offer = offerAt(flow, position);
  const source = position.kind === 'attached-offer' ? offer : stepAt(flow, position);
  return source?.description || offer?.description || '';
}

export interface CancelFlowViewProps {
  t: Translator;
  /** In the host's inline target (found on the page), else a modal. */
  inline: boolean;
  /** Milliseconds now; injectable for tests. */
  nowMs?: () => number;
}

/** The cancel flow: maps the flow store to the shell and the registered step and offer views. */
export function CancelFlowView({ t, inline, nowMs = Date.now }: CancelFlowViewProps) {
  const snap = useFlow();
  const titleId = useId();
  const drawn = useDrawn(snap.loadState === 'UNLOADED' || snap.loadState === 'LOADING');
  // The offers and the complete screen arrive in their own chunk, fetched once the first step is painted;
  // after a failed fetch, again on the next screen.
  const loaded = snap.loadState === 'LOADED';
  const later = useLaterViews(loaded, snap.flowState + (snap.position ? positionKey(snap.position) : ''));
  // The loaded flow's reports and checks, once its first step is rendered here (load.ts scheduleLoadChecks).
  const session = snap.sessionKey;
  useEffect(() => {
    if (loaded) scheduleLoadChecks(session);
  }, [loaded, session]);
  const runtime = flowRuntime();
  const options = runtime?.options;
  const data = snap.data;
  const customer = snap.customer;
  const attributes = options?.customerAttributes;
  const external = data?.customerAttributes;
  const values = useMemo(
    () => flowTemplateValues(t, customer, currentSubscription(flow), external, attributes, new Date(nowMs())),
    [t, customer, external, attributes, nowMs],
  );
  // A browser without the Sanitizer API fetches its sanitiser while the answer is on its way, not after.
  usePreloadRichText(snap.isVisible);
  const description = useRichText(currentDescription(), values, DESCRIPTION_OPTIONS);
  if (!snap.isVisible || !options || !runtime || !drawn) return null;

  const ui: FlowUi = {
    t,
    values,
    mode: options.mode,
    provider: options.provider,
    preview: options.preview,
    lite: options.lite,
    inline,
    nowMs,
    freeTextHint: later.views?.freeTextHint,
  };
  const blueprint = data?.blueprint ?? null;
  const theme = blueprint?.styles.theme ?? 'default';
  const logoSrc = brandLogo(blueprint, data?.branding ?? null);
  const brandName = data?.branding.name ?? undefined;
  const logo = logoSrc ? { src: logoSrc, alt: brandName ?? '' } : undefined;
  const closeLabel = t('a11y.closeDialog');
  // Inline, the widget is part of the page and has no close button (spec §2): Escape must not close it
  // either. While an action runs, closing would orphan the customer's money action: no close button then.
  const closable = !inline && snap.flowState !== 'MODIFYING_USER_ACCOUNT';
  const onClose = closable ? () => void shutdown('close') : undefined;

  /**
   * A chunk that could not be fetched (offline since the first step) is a lost connection, said as such, with
   * Try again: `retry` fetches it again. The step's footer stays (Back, and the way on to the cancel).
   */
  const connectionLost = (retry: () => void) => (
    <ErrorScreen
      titleId={`${titleId}-outcome`}
      title={t('error.sorry')}
      message={t('error.connectionLost')}
      onward={{ label: t('footer.goToAccount'), onClick: () => void shutdown('gotoaccount') }}
      retry={{ label: t('error.tryAgain'), onClick: retry }}
    />
  );

  /** Stands in for a later view until its chunk arrives; the connection lost if it could not be fetched. */
  const laterFallback = () =>
    later.failed ? connectionLost(later.retry) : <Loader text={t('common.loading')} />;

  // While loading, no tag: nothing has gone wrong (yet).
  let tag: TagSpec | null = null;
  let title = t('common.loading');
  let body = <Loader text={t('common.loading')} />;
  let footer = null;
  let watermark = null;
  let announcement = '';
  let stepKey: string = snap.loadState;

  if (snap.loadState === 'ERROR_LOADING' || (snap.loadState === 'LOADED' && snap.flowState === 'ERROR')) {
    tag = OUTCOME_TAGS.error;
    title = t('stepTag.error');
    body = <ErrorContainer titleId={`${titleId}-outcome`} />;
    // After an offer's failed action: back into the flow (its chunk runs the offers, so it is there).
    footer = later.views && <later.views.AfterOfferErrorFooter />;
    // A lost connection is said as such: the screen's message, not only its title.
    announcement = t('a11y.errorAnnouncement', {
      message: t(
        (snap.loadState === 'ERROR_LOADING' ? snap.loadError : snap.flowMessage)?.noAnswer
          ? 'error.connectionLost'
          : 'error.sorry',
      ),
    });
    stepKey = 'error';
  } else if (snap.loadState === 'LOADED' && snap.flowState === 'MODIFYING_USER_ACCOUNT' && snap.action) {
    // An offer's action text comes with its view's chunk, which runs the action: never the raw key.
    title = loadedText(t, actionText(snap.action)) ?? t('common.loading');
    body = <TakingAction text={title} />;
    announcement = title;
    stepKey = `action-${snap.action}`;
  } else if (snap.loadState === 'LOADED' && snap.flowState === 'COMPLETE' && flow.complete) {
    const offerOutcome = isOfferOutcome(flow.complete);
    tag = offerOutcome ? OUTCOME_TAGS.accepted : OUTCOME_TAGS.cancelled;
    // The outcome is the header's title, said once (the body has no headline of its own).
    title = later.views
      ? later.views.completeTexts(t, flow.complete, data ?? null).title
      : translateKey(t, tag.label);
    body = later.views ? <later.views.CompleteContainer /> : laterFallback();
    footer = <OutcomeFooter />;
    announcement = title;
    stepKey = `complete-${flow.complete.kind}`;
    if (data?.branding.showWatermark) {
      watermark = (
        <Watermark
          prefix={t(offerOutcome ? 'watermark.offer' : 'watermark.cancellation')}
          providerName="Holdfast"
          href={HOLDFAST_URL}
          newTabHint={t('a11y.opensInNewTab')}
        />
      );
    }
  } else if (snap.loadState === 'LOADED' && snap.flowState === 'IN_PROGRESS' && flow.position) {
    const position = flow.position;
    const step = stepAt(flow, position);
    const offer = offerAt(flow, position);
    tag = stepTagOf(step, offer?.offerType ?? null);
    const headerSource = position.kind === 'attached-offer' ? offer : step;
    // An offer's tag is one of its own texts, in the later steps' chunk with its view: until that lands, the
    // step is the loader (or the error screen if the chunk failed), titled like it (never the raw key), and the
    // header shows no tag (below).
    title =
      fillPlaceholdersAsText(headerSource?.header || offer?.header || '', ui.values) ||
      (loadedText(t, tag.label) ?? t(later.failed ? 'stepTag.error' : 'common.loading'));
    stepKey = positionKey(position);
    // The cancel's code could not be fetched from this step (leave-actions.ts `cancelFromFlow`).
    const cancelLost = snap.cancelCodeLostAt === stepKey;
    if (cancelLost) body = connectionLost(() => void cancelFromFlow());
    else if (offer) body = later.views ? later.views.renderOffer(offer) : laterFallback();
    else if (step && step.stepType !== 'OFFER') body = renderStep(step, theme, title);
    footer = <StepFooter />;
    const path = projectedPath(navigationContext(flow, runtime));
    const index = path.findIndex((p) => positionKey(p) === stepKey);
    announcement =
      cancelLost || (offer && later.failed)
        ? t('error.connectionLost')
        : t('a11y.stepAnnouncement', { n: index + 1, total: path.length, title });
  }

  const tagLabel = tag ? loadedText(t, tag.label) : null;
  const tagProps = tag && tagLabel ? { kind: tag.kind, label: tagLabel } : undefined;
  return (
    <FlowUiProvider value={ui}>
      <WidgetFrame
        presentation={inline ? 'inline' : 'modal'}
        closable={closable}
        onClose={() => void shutdown('close')}
        labelledBy={titleId}
        theme={theme}
        colors={brandColors(blueprint, data?.branding ?? null)}
        announcement={announcement}
        aside={
          <SidePanel
            {...(tagProps ? { tag: tagProps } : {})}
            {...(logo ? { logo } : {})}
            {...(brandName ? { brandName } : {})}
          />
        }
        stepKey={stepKey}
      >
        <Header
          titleId={titleId}
          title={title}
          {...(description ? { description } : {})}
          {...(theme === 'default'
            ? { ...(tagProps ? { tag: tagProps } : {}), ...(logo ? { logo: <BrandLogo {...logo} /> } : {}) }
            : {})}
          closeLabel={closeLabel}
          {...(onClose ? { onClose } : {})}
        />
        {body}
        {footer}
        {watermark}
      </WidgetFrame>
    </FlowUiProvider>
  );
}

import { useId } from 'react';
import { brandThemeOf } from '../../../contract/brand-theme.ts';
import { errorDisplay } from '../../domain/error-display.ts';
import { isManagedFlowExitVisible } from '../../domain/managed-flow-states.ts';
import type { Translator } from '../../i18n/index.ts';
import {
  changeEmail,
  editManagedFlowInput,
  exitManagedFlow,
  managedFlowErrorKey,
  requestManagedFlowSupport,
  resendCode,
  retryManagedFlowConfig,
  submitCode,
  submitEmail,
} from '../../state/managed-flow/actions.ts';
import { isEmailAddress } from '../../state/managed-flow/inputs.ts';
import { managedFlowRuntime } from '../../state/managed-flow/runtime.ts';
import { brandColors, brandLogo } from '../containers/brand.ts';
import { translateKey } from '../containers/translate-key.ts';
import { ErrorScreen } from '../outcomes/error-screen.tsx';
import { BrandLogo } from '../shell/brand-logo.tsx';
import { Header } from '../shell/header.tsx';
import { Loader } from '../shell/loader.tsx';
import { SidePanel } from '../shell/side-panel.tsx';
import { WidgetFrame } from '../shell/widget-frame.tsx';
import { CodeForm } from './code-form.tsx';
import { EmailForm } from './email-form.tsx';
import { maskEmail } from './mask-email.ts';
import { managedFlowScreen } from './screen.ts';
import { useManagedFlow } from './use-managed-flow.ts';

/** The managed flow: maps its store to the frame, the header and the screen of the current state. */
export function ManagedFlowView({ t, inline }: { t: Translator; inline: boolean }) {
  const snap = useManagedFlow();
  const titleId = useId();
  const options = managedFlowRuntime()?.options;
  if (!snap.isVisible || !options) return null;

  const { state, email } = snap.model;
  const errorKey = managedFlowErrorKey();
  const error = errorKey === null ? null : translateKey(t, errorKey);
  const busy = state === 'CHECKING_IDENTITY' || state === 'VERIFYING_IDENTITY';
  const screen = managedFlowScreen(state, snap.resending);
  // The exit shows only in the e-mail and error states (spec §2); Escape follows it. Inline there is no
  // close button, as for the main widget.
  const exitVisible = isManagedFlowExitVisible(state) && !inline;
  // The organisation's brand theme, as the walls (no blueprint names one); theme-v2 puts the brand in its side panel.
  const theme = brandThemeOf(snap.branding?.brandTheme);
  const logoSrc = brandLogo(null, snap.branding);
  const logo = logoSrc ? { src: logoSrc, alt: snap.branding?.name ?? '' } : undefined;
  const brandName = snap.branding?.name ?? undefined;

  let title = t('common.loading');
  let body = <Loader text={t('common.loading')} />;
  let announcement = '';
  if (screen === 'email') {
    title = t('managed.emailTitle');
    announcement = busy ? t('managed.checking') : title;
    // Inline too, the form takes focus when it opens with an address (back from the code form, whose button
    // that had focus is gone); EmailForm reads this once, as it opens.
    body = (
      <EmailForm
        texts={{
          intro: t('managed.emailIntro'),
          label: t('managed.emailLabel'),
          submit: t('managed.sendCode'),
          busy: t('managed.checking'),
          required: t('managed.emailRequired'),
          invalid: t('managed.emailInvalid'),
        }}
        defaultEmail={email ?? ''}
        error={error}
        isEmail={isEmailAddress}
        busy={busy}
        autoFocus={!inline || email !== null}
        onSubmit={(value) => void submitEmail(value)}
        onEdit={editManagedFlowInput}
      />
    );
  } else if (screen === 'code') {
    title = t('managed.codeTitle');
    announcement = busy ? t(snap.resending ? 'managed.checking' : 'managed.verifying') : title;
    body = (
      <CodeForm
        texts={{
          sentTo: t('managed.codeSent', { email: maskEmail(email ?? '') }),
          codeLabel: t('managed.codeLabel'),
          digitLabel: (n, total) => t('managed.codeDigitLabel', { n, total }),
          busy: t(snap.resending ? 'managed.checking' : 'managed.verifying'),
          resendPrompt: t('managed.resendPrompt'),
          resend: t('managed.resendCode'),
          changeEmail: t('managed.changeEmail'),
          ...(snap.codesSent > 1 ? { resent: t('managed.codeResent') } : {}),
        }}
        error={error}
        busy={busy}
        resetKey={snap.codesSent + snap.failedAttempts}
        onSubmit={(code) => void submitCode(code)}
        onEdit={editManagedFlowInput}
        onResend={() => void resendCode()}
        onChangeEmail={changeEmail}
      />
    );
  } else if (screen === 'error') {
    title = t('stepTag.error');
    const message = error ?? t('error.sorry');
    announcement = t('a11y.errorAnnouncement', { message });
    const display = errorDisplay(
      { key: errorKey ?? 'error.generic', detail: snap.errorDetail },
      { mode: options.mode, preview: options.preview },
    );
    const details = display.details && snap.errorDetail ? snap.errorDetail : undefined;
    body = (
      <ErrorScreen
        message={message}
        {...(details ? { details, detailsLabel: t('error.details') } : {})}
        {...(options.handleSupportRequest
          ? { onward: { label: t('common.getHelp'), onClick: () => void requestManagedFlowSupport() } }
          : {})}
        {...(snap.connectionLost
          ? { retry: { label: t('error.tryAgain'), onClick: () => void retryManagedFlowConfig() } }
          : {})}
      />
    );
  }

  return (
    <WidgetFrame
      presentation={inline ? 'inline' : 'modal'}
      closable={exitVisible}
      onClose={exitManagedFlow}
      labelledBy={titleId}
      theme={theme}
      colors={brandColors(null, snap.branding)}
      announcement={announcement}
      aside={<SidePanel {...(logo ? { logo } : {})} {...(brandName ? { brandName } : {})} />}
      stepKey={screen}
    >
      <Header
        titleId={titleId}
        title={title}
        {...(theme === 'default' && logo ? { logo: <BrandLogo {...logo} /> } : {})}
        closeLabel={t('a11y.closeDialog')}
        {...(exitVisible ? { onClose: exitManagedFlow } : {})}
      />
      {body}
    </WidgetFrame>
  );
}

import type { ResolvedInitOptions } from '../state/init-options.ts';

/**
 * Without a word from the host there is no consent: recording a person's session needs their opt-in in much
 * of the world (in the EU, ePrivacy art. 5(3) and the GDPR), and only the host knows whether it has it.
 * docs/recording.md explains how a host sets `recordingConsent`.
 */
export const DEFAULT_RECORDING_CONSENT = false;

/**
 * The host's `recordingConsent`: a boolean, or a function asked at each show (its consent manager may have
 * changed its answer). Only `true` is consent; a function that throws or answers anything else is not.
 */
export function recordingConsentGiven(consent: ResolvedInitOptions['recordingConsent']): boolean {
  if (consent === undefined) return DEFAULT_RECORDING_CONSENT;
  if (typeof consent === 'boolean') return consent;
  try {
    return consent() === true;
  } catch (error) {
    console.warn('[holdfast] recordingConsent threw; not recording', error);
    return false;
  }
}

/** Spec §4 Widget calls: show records when reporting and recording are on, and (ours) the customer consented. */
export function recordingAllowed(
  options: Pick<ResolvedInitOptions, 'report' | 'record' | 'recordingConsent'>,
): boolean {
  return options.report && options.record && recordingConsentGiven(options.recordingConsent);
}

import type { Translator } from '../../i18n/index.ts';
import type { Confirmation } from './confirmable-link.tsx';

/**
 * The question asked before a one-tap cancel, or none when the host turned it off (`confirmCancel: false`,
 * docs/options.md). Its texts are the cancel-confirm part of the catalog, registered by the walls' and the later
 * steps' chunks.
 */
export function cancelConfirmation(t: Translator, asked: boolean): Confirmation | undefined {
  if (!asked) return undefined;
  return {
    question: t('cancelConfirm.question'),
    confirm: t('cancelConfirm.confirm'),
    keep: t('cancelConfirm.keep'),
  };
}

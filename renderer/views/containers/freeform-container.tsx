import type { FreeformStep as FreeformStepData } from '../../../contract/schemas/index.ts';
import { freeformState } from '../../domain/freeform.ts';
import { setFeedback, touchFeedback } from '../../state/flow/navigate.ts';
import { FreeformStep } from '../steps/freeform-step.tsx';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * Maps the freeform step to its view: counter count/min (what is left near the limit), red after blur or a
 * footer click (spec §5).
 */
export function FreeformContainer({ step, title }: { step: FreeformStepData; title: string }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const state = freeformState(snap.feedback, step.freeformConfig, snap.feedbackTouched);
  return (
    <FreeformStep
      label={title}
      value={snap.feedback}
      minLength={state.min}
      limitHint={ui.freeTextHint?.(ui.t, snap.feedback)}
      placeholder={ui.t('freeform.placeholder')}
      showInvalid={state.showInvalid}
      invalidMessage={ui.t('textInput.minimumLength', { count: state.min })}
      onChange={setFeedback}
      onBlur={touchFeedback}
    />
  );
}

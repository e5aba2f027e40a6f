import type { SurveyStep as SurveyStepData } from '../../../contract/schemas/index.ts';
import { followupRequirement } from '../../domain/survey-answer.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import { chooseAnswer, setFollowup } from '../../state/flow/navigate.ts';
import { followupOf } from '../../state/flow/store.ts';
import type { WidgetTheme } from '../shell/theme.ts';
import { SurveyStep } from '../steps/survey-step.tsx';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

export interface SurveyContainerProps {
  step: SurveyStepData;
  theme: WidgetTheme;
  title: string;
}

/** Maps a survey step and the customer's answer to the survey view (spec §2 Survey). */
export function SurveyContainer({ step, theme, title }: SurveyContainerProps) {
  const ui = useFlowUi();
  const snap = useFlow();
  const order = snap.choiceOrders[step.guid] ?? step.survey.choices.map((choice) => choice.guid);
  const byGuid = new Map(step.survey.choices.map((choice) => [choice.guid, choice]));
  const selectedId = snap.answers[step.guid] ?? null;
  const selected = selectedId ? byGuid.get(selectedId) : undefined;
  const choices = order.flatMap((guid) => {
    const choice = byGuid.get(guid);
    if (!choice) return [];
    const label = fillPlaceholdersAsText(choice.value, ui.values);
    if (choice.type !== 'INPUT') return [{ id: choice.guid, label }];
    const question = choice.followup?.question?.trim();
    return [
      {
        id: choice.guid,
        label,
        followupQuestion: question
          ? fillPlaceholdersAsText(question, ui.values)
          : ui.t('survey.defaultFollowupQuestion'),
      },
    ];
  });
  const followupText = followupOf(snap, step.guid, selectedId);
  const requirement = selected ? followupRequirement(step.survey, selected) : { required: false, min: 0 };
  return (
    <SurveyStep
      legend={title}
      theme={theme}
      choices={choices}
      selectedId={selectedId}
      onChoose={(guid) => chooseAnswer(step.guid, guid)}
      followupText={followupText}
      followupMinLength={requirement.required ? requirement.min : 0}
      followupLimitHint={ui.freeTextHint?.(ui.t, followupText)}
      onFollowupChange={(text) => selectedId && setFollowup(step.guid, selectedId, text)}
      followupPlaceholder={ui.t('survey.followupPlaceholder')}
    />
  );
}

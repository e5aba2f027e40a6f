/**
 * A survey step's fields: its settings (spec §3 survey: randomize, followupRequired, minLength; §5: the
 * minimum applies to a required follow-up) and its choices, each a SurveyChoice.
 */
import { MinimumLengthField } from './minimum-length-field.tsx';
import type { StepFieldsProps } from './step-fields.ts';
import { SurveyChoice } from './survey-choice.tsx';
import { addChoice, setSurveySettings } from './survey-edits.ts';

export function SurveyFields(props: StepFieldsProps<'SURVEY'>) {
  const { step, draft, onChange } = props;
  const { survey } = step;
  const required = survey.followupRequired ?? false;
  return (
    <>
      <fieldset className="type-fields">
        <legend>Survey settings</legend>
        <label>
          <input
            type="checkbox"
            checked={survey.randomize ?? false}
            onChange={(e) =>
              onChange(setSurveySettings(draft, step.guid, { randomize: e.currentTarget.checked }))
            }
          />
          Show the choices in random order (“Other” stays last)
        </label>
        <label>
          <input
            type="checkbox"
            checked={required}
            onChange={(e) =>
              onChange(setSurveySettings(draft, step.guid, { followupRequired: e.currentTarget.checked }))
            }
          />
          A follow-up answer is required
        </label>
        <MinimumLengthField
          stepType="SURVEY"
          value={survey.minLength ?? 0}
          disabled={!required}
          onChange={(minLength) => onChange(setSurveySettings(draft, step.guid, { minLength }))}
        />
      </fieldset>
      <fieldset className="choices">
        <legend>Choices</legend>
        {survey.choices.length === 0 ? <p className="muted">No choices yet.</p> : null}
        <ol>
          {survey.choices.map((choice, index) => (
            <SurveyChoice key={choice.guid} {...props} choice={choice} index={index} />
          ))}
        </ol>
        <button type="button" onClick={() => onChange(addChoice(draft, step.guid))}>
          Add a choice
        </button>
      </fieldset>
    </>
  );
}

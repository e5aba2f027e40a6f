import { useId } from 'react';
import type { WidgetTheme } from '../shell/theme.ts';
import { VisuallyHidden } from '../shell/visually-hidden.tsx';
import { CharCounter, FREE_TEXT_FIELD, hasCounter } from './char-counter.tsx';
import { choiceLetter } from './choice-letter.ts';

/** One survey answer as shown. */
export interface SurveyChoiceItem {
  /** The choice guid, passed back through `onChoose`. */
  id: string;
  label: string;
  /**
   * Set only for an INPUT choice: the label of its follow-up textarea (its question, or the translated
   * default 'What could we have done better?' when it has none).
   */
  followupQuestion?: string;
}

/** Props of {@link SurveyStep}. */
export interface SurveyStepProps {
  /** Accessible name of the radio group (visually hidden: the header shows the question). */
  legend: string;
  /** Theme-v2 shows letter badges A, B, C... */
  theme: WidgetTheme;
  /** Already in display order ('Other' last when randomised). */
  choices: SurveyChoiceItem[];
  selectedId: string | null;
  onChoose: (choiceGuid: string) => void;
  followupText: string;
  /** The follow-up minimum (0 when not required), shown in the counter. */
  followupMinLength: number;
  /** Near the free-text limit: the characters left (translated), shown and announced instead of count/min. */
  followupLimitHint?: string | undefined;
  onFollowupChange: (text: string) => void;
  followupPlaceholder?: string;
}

/** The feedback survey: one radio per choice, and a follow-up textarea for an INPUT choice. */
export function SurveyStep(props: SurveyStepProps) {
  const name = useId();
  const followupId = useId();
  const counterId = useId();
  const showLetters = props.theme === 'theme-v2';
  const selected = props.choices.find((choice) => choice.id === props.selectedId);

  return (
    <div className="hf-survey">
      <fieldset className="hf-choices">
        <legend>
          <VisuallyHidden>{props.legend}</VisuallyHidden>
        </legend>
        {props.choices.map((choice, index) => {
          const checked = choice.id === props.selectedId;
          return (
            <label key={choice.id} className={checked ? 'hf-choice hf-choice--checked' : 'hf-choice'}>
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={checked}
                // The click too, not only change: a re-render during the click's dispatch (a host page's click
                // handler that updates the widget) puts the controlled radio back unchecked before change would
                // fire, and Chromium then fires no change at all; the click always arrives (mouse, Space, arrows).
                onClick={() => props.onChoose(choice.id)}
                onChange={() => props.onChoose(choice.id)}
              />
              {showLetters && (
                <span className="hf-choice__badge" aria-hidden="true">
                  {choiceLetter(index)}
                </span>
              )}
              <span className="hf-choice__label">{choice.label}</span>
            </label>
          );
        })}
      </fieldset>
      {selected?.followupQuestion !== undefined && (
        <div className="hf-field">
          <label className="hf-field__label" htmlFor={followupId}>
            {selected.followupQuestion}
          </label>
          <textarea
            id={followupId}
            className="hf-textarea"
            rows={3}
            {...FREE_TEXT_FIELD}
            value={props.followupText}
            placeholder={props.followupPlaceholder}
            aria-describedby={
              hasCounter(props.followupMinLength, props.followupLimitHint) ? counterId : undefined
            }
            aria-required={props.followupMinLength > 0 || undefined}
            onChange={(event) => props.onFollowupChange(event.currentTarget.value)}
          />
          <CharCounter
            id={counterId}
            count={props.followupText.length}
            min={props.followupMinLength}
            hint={props.followupLimitHint}
          />
        </div>
      )}
    </div>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { registerEnglish } from '../../i18n/index.ts';
import { loadTestFlow } from '../../state/flow/flow-harness.testing.ts';
import { flow } from '../../state/flow/store.ts';
import { fieldLiveRegion } from '../steps/field-live-region.testing.ts';
import { testFlowUi } from './flow-ui.testing.ts';
import { freeTextHint } from './free-text-hint.ts';
import { SurveyContainer } from './survey-container.tsx';
import { FlowUiProvider } from './ui-context.tsx';

// The later steps' chunk has arrived: its English, and the free-text hint the flow UI carries from it.
registerEnglish(enLaterSteps);
const ui = testFlowUi({ freeTextHint });

function showSurvey() {
  loadTestFlow({
    steps: [
      {
        guid: 's_survey',
        stepType: 'SURVEY',
        survey: {
          choices: [
            { guid: 'c_price', value: 'The price is too high' },
            {
              guid: 'c_feature',
              value: 'A feature I need is missing',
              type: 'INPUT',
              followup: { question: 'Which feature?' },
            },
            { guid: 'c_other', value: 'Other', type: 'INPUT' },
          ],
        },
      },
    ],
  });
  const step = flow.data?.blueprint.steps[0];
  if (step?.stepType !== 'SURVEY') throw new Error('fixture');
  render(
    <FlowUiProvider value={ui}>
      <SurveyContainer step={step} theme="default" title="Why are you leaving?" />
    </FlowUiProvider>,
  );
}

const followup = (question: string) => screen.getByRole('textbox', { name: question });

describe('Survey follow-up: each INPUT choice shows its own text (spec §2 Survey, §5)', () => {
  it('the text typed for one choice is hidden with another, and back when the choice is picked again', async () => {
    const user = userEvent.setup();
    showSurvey();
    await user.click(screen.getByRole('radio', { name: 'A feature I need is missing' }));
    await user.type(followup('Which feature?'), 'Bulk export');
    await user.click(screen.getByRole('radio', { name: 'The price is too high' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(followup('What could we have done better?')).toHaveProperty('value', '');
    await user.type(followup('What could we have done better?'), 'Dark mode');
    await user.click(screen.getByRole('radio', { name: 'A feature I need is missing' }));
    expect(followup('Which feature?')).toHaveProperty('value', 'Bulk export');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(followup('What could we have done better?')).toHaveProperty('value', 'Dark mode');
  });
});

describe('Survey follow-up near the free-text limit (what is left, from the later steps’ chunk)', () => {
  it('the follow-up’s own text counts: the hint for the one near the limit, none for a short one', async () => {
    const user = userEvent.setup();
    showSurvey();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(followup('What could we have done better?'));
    await user.paste('a'.repeat(4_999));
    expect(fieldLiveRegion().textContent).toBe('You have 1 character left.');
    await user.click(screen.getByRole('radio', { name: 'A feature I need is missing' }));
    await user.type(followup('Which feature?'), 'Bulk export');
    expect(screen.queryByText(/characters? left/)).toBeNull();
    expect(fieldLiveRegion().textContent).toBe('');
  });
});

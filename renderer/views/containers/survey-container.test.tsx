import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadTestFlow } from '../../state/flow/flow-harness.testing.ts';
import { flow } from '../../state/flow/store.ts';
import { testFlowUi } from './flow-ui.testing.ts';
import { SurveyContainer } from './survey-container.tsx';
import { FlowUiProvider } from './ui-context.tsx';

const ui = testFlowUi();

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

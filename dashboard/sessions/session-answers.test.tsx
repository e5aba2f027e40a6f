/**
 * A session's answers on its page: every survey's answer under its survey's title, in the order answered,
 * the one the results page counts as the reason marked; the customer's texts as text.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionDetail } from '../../contract/dashboard-api.ts';
import { expectNoAxeViolations } from '../axe.testing.ts';
import { DETAIL, HOSTILE_TEXT } from '../dashboard-fake.testing.ts';
import { COUNTED_AS_REASON } from './session-answers.tsx';
import { SessionDetailView } from './session-page.tsx';

const TWO_SURVEYS: SessionDetail = {
  ...DETAIL,
  answers: {
    reason: 'Rarely',
    followupQuestion: null,
    followupResponse: null,
    feedback: null,
    surveys: [
      {
        surveyId: 'step_reason',
        title: 'Why are you leaving?',
        choice: 'Something else',
        followupQuestion: 'What else?',
        followupResponse: HOSTILE_TEXT,
        isReason: false,
      },
      {
        surveyId: 'step_usage',
        title: 'How often did you use it?',
        choice: 'Rarely',
        followupQuestion: null,
        followupResponse: null,
        isReason: true,
      },
    ],
  },
};

function answersRegion() {
  return screen.getByRole('region', { name: 'Answers' });
}

describe('the session page shows every survey’s answer', () => {
  it('each survey under its title, in the order answered, with its follow-up; the reason marked', async () => {
    const { container } = render(<SessionDetailView detail={TWO_SURVEYS} loadEvents={async () => []} />);
    const terms = within(answersRegion())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Why are you leaving?',
      'What else?',
      `How often did you use it? ${COUNTED_AS_REASON}`,
    ]);
    const definitions = within(answersRegion())
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(definitions).toEqual(['Something else', HOSTILE_TEXT, 'Rarely']);
    expect(container.querySelector('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a session with no survey answer stored shows its reason as before', () => {
    render(
      <SessionDetailView
        detail={{ ...DETAIL, answers: { ...DETAIL.answers, reason: null, surveys: [] } }}
        loadEvents={async () => []}
      />,
    );
    const terms = within(answersRegion())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Reason', 'What would be fair?']);
  });
});

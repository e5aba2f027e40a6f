/** A flow that asks two surveys, for the tests of a session answering both (survey answers, the CSV export). */
import type { AppSeed } from '../../../contract/seed.ts';
import { dashboardSeed, REASONS } from './dashboard-seed.ts';

/** The second survey. */
export const USAGE = { guid: 'step_usage', header: 'How often did you use it?' } as const;

/** The dashboard seed with a second survey after its first. */
export function twoSurveysSeed(): AppSeed {
  const seed = dashboardSeed();
  const [blueprint] = seed.blueprints;
  if (!blueprint || !Array.isArray(blueprint.steps)) throw new Error('the dashboard seed changed shape');
  const [, ...rest] = blueprint.steps;
  // The first survey's, the follow-up asked after 'Too expensive' (an INPUT choice).
  const reasons = {
    guid: 'step_survey',
    stepType: 'SURVEY' as const,
    header: 'Why are you leaving?',
    defaultNextStep: USAGE.guid,
    survey: {
      choices: [
        { ...REASONS.expensive, type: 'INPUT' as const, followup: { question: 'What would be fair?' } },
        { ...REASONS.unused, followup: null },
      ],
    },
  };
  const usage = {
    guid: USAGE.guid,
    stepType: 'SURVEY' as const,
    header: USAGE.header,
    defaultNextStep: 'step_pause',
    survey: {
      choices: [
        { guid: 'choice_rarely', value: 'Rarely', type: 'INPUT' as const, followup: { question: 'Why?' } },
        { guid: 'choice_weekly', value: 'Weekly', followup: null },
      ],
    },
  };
  return {
    ...seed,
    blueprints: [{ ...blueprint, steps: [reasons, usage, ...rest] }],
  };
}

/** What the flow editor's server tests share: calls of its API as a signed-in person, and what the embed serves. */
import type { BlueprintInput } from '../../../contract/schemas/index.ts';
import type { ServerUnderTest } from '../../testing/on-both-dialects.ts';
import { APP_ID } from '../../testing/server-seed.ts';

export function flowEditorClient(server: ServerUnderTest) {
  return {
    /** A call of `…/apps/APP_ID/flows{path}` with the session cookie (JSON body when given). */
    api: (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/flows${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }),
    /** The survey's choices as the widget's embed serves them to a customer now. */
    embeddedChoices: async () => {
      const embed = await server.call('embed', { as: 'ada', mode: 'LIVE', body: {} });
      const { blueprint } = embed.body as { blueprint: BlueprintInput };
      const survey = blueprint.steps.find((step) => step.stepType === 'SURVEY');
      return survey?.stepType === 'SURVEY' ? survey.survey.choices.map((choice) => choice.value) : [];
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { chooseAnswer, goBack, goNext } from './navigate.ts';
import { startTestFlow } from './reporting-harness.testing.ts';

const steps = [
  {
    guid: 'survey',
    stepType: 'SURVEY' as const,
    survey: { choices: [{ guid: 'c1', value: 'Price' }] },
    defaultNextStep: 'help',
  },
  {
    guid: 'help',
    stepType: 'OFFER' as const,
    offer: { guid: 'offer_help', offerType: 'CONTACT' as const },
    defaultPreviousStep: 'survey',
    defaultNextStep: 'confirm',
  },
  { guid: 'confirm', stepType: 'CONFIRM' as const, defaultPreviousStep: 'help' },
];

describe('On step change (spec §4): offer-left, offer-shown, and the step-change callback', () => {
  it('entering an offer step sends offer-shown; leaving it sends offer-left; onStepChange each time', async () => {
    const onStepChange = vi.fn();
    const harness = startTestFlow({ steps, init: { onStepChange } });
    expect(onStepChange).toHaveBeenLastCalledWith({ guid: 'survey', stepType: 'SURVEY' }, null);
    chooseAnswer('survey', 'c1');
    expect(goNext(harness.nowMs())).toBe('moved');
    expect(onStepChange).toHaveBeenLastCalledWith(
      { guid: 'help', stepType: 'OFFER' },
      { guid: 'survey', stepType: 'SURVEY' },
    );
    harness.advance(1000);
    expect(goNext(harness.nowMs())).toBe('moved');
    expect(onStepChange).toHaveBeenLastCalledWith(
      { guid: 'confirm', stepType: 'CONFIRM' },
      { guid: 'help', stepType: 'OFFER' },
    );
    harness.advance(1000);
    expect(goBack(harness.nowMs())).toBe('moved');
    expect(onStepChange).toHaveBeenCalledTimes(4);
    await harness.settle();
    const offerEvents = harness.requests
      .filter((request) => request.url.pathname === '/api/events/new')
      .map((request) => request.body as { event: string; properties: Record<string, unknown> })
      .filter((body) => body.event.startsWith('offer-'))
      .map((body) => [body.event, body.properties.offerGuid, body.properties.offerType]);
    expect(offerEvents).toEqual([
      ['offer-shown', 'offer_help', 'CONTACT'],
      ['offer-left', 'offer_help', 'CONTACT'],
      ['offer-shown', 'offer_help', 'CONTACT'],
    ]);
  });

  it('no offer on either side: no offer event, onStepChange still called', async () => {
    const onStepChange = vi.fn();
    const harness = startTestFlow({
      steps: [
        { guid: 'a', stepType: 'FREEFORM' as const, defaultNextStep: 'b' },
        { guid: 'b', stepType: 'CONFIRM' as const, defaultPreviousStep: 'a' },
      ],
      init: { onStepChange },
    });
    goNext(harness.nowMs());
    expect(onStepChange).toHaveBeenLastCalledWith(
      { guid: 'b', stepType: 'CONFIRM' },
      { guid: 'a', stepType: 'FREEFORM' },
    );
    await harness.settle();
    const events = harness.requests
      .filter((request) => request.url.pathname === '/api/events/new')
      .map((request) => (request.body as { event: string }).event);
    expect(events.filter((event) => event.startsWith('offer-'))).toEqual([]);
  });
});

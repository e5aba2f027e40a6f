import { describe, expect, it } from 'vitest';
import { HANDLER_NAMES, NOTIFICATION_NAMES } from '../renderer/state/init-options.ts';
import { type CallbackEntry, loggingCallbacks } from './host-callbacks.ts';

const AT = new Date('2026-03-15T12:00:00Z');

function logger(useHandlers: boolean) {
  const entries: CallbackEntry[] = [];
  const callbacks = loggingCallbacks({ useHandlers, record: (entry) => entries.push(entry), now: () => AT });
  return { entries, callbacks };
}

describe('host callbacks as loggers (spec §6)', () => {
  it('registers every notification callback of InitOptions', () => {
    const { callbacks } = logger(false);
    for (const name of NOTIFICATION_NAMES) expect(typeof callbacks[name], name).toBe('function');
  });

  it('leaves the handle* callbacks unregistered by default, so the widget makes the built-in calls', () => {
    const { callbacks } = logger(false);
    for (const name of HANDLER_NAMES) expect(callbacks[name], name).toBeUndefined();
  });

  it('with "use host handlers", registers every handle* callback as a logger that resolves', async () => {
    const { callbacks, entries } = logger(true);
    for (const name of HANDLER_NAMES) expect(typeof callbacks[name], name).toBe('function');
    const customer = { id: 'cus_1', email: null, subscriptionId: null, raw: null };
    await expect(callbacks.handleCancel?.(customer, { surveyChoiceValue: 'Too expensive' })).resolves.toBe(
      undefined,
    );
    expect(entries).toEqual([
      {
        name: 'handleCancel',
        time: AT.toISOString(),
        args: [customer, { surveyChoiceValue: 'Too expensive' }],
        handler: true,
      },
    ]);
  });

  it('logs a notification with its name, time and arguments', () => {
    const { callbacks, entries } = logger(false);
    callbacks.onStepChange?.({ guid: 'step_2', stepType: 'OFFER' }, { guid: 'step_1', stepType: 'SURVEY' });
    callbacks.onError?.({ message: 'Error loading', code: 'LOAD' });
    expect(entries.map((entry) => [entry.name, entry.handler])).toEqual([
      ['onStepChange', false],
      ['onError', false],
    ]);
    expect(entries[0]?.args).toEqual([
      { guid: 'step_2', stepType: 'OFFER' },
      { guid: 'step_1', stepType: 'SURVEY' },
    ]);
  });
});

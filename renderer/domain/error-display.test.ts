import { describe, expect, it } from 'vitest';
import { errorDisplay } from './error-display.ts';

const live = { mode: 'LIVE', preview: false } as const;

describe('Error screen: generic text; only No subscription found verbatim', () => {
  it('shows No subscription found verbatim', () => {
    expect(
      errorDisplay({ key: 'error.noSubscription', detail: 'No subscription found' }, live).verbatim,
    ).toBe(true);
  });

  it('keeps every other message generic for customers', () => {
    expect(errorDisplay({ key: 'error.pause', detail: 'HTTP_ERROR (500): boom' }, live)).toEqual({
      verbatim: false,
      details: false,
      forced: null,
    });
  });
});

describe('Error screen: details in test mode or preview', () => {
  it('shows details in TEST mode', () => {
    expect(
      errorDisplay({ key: 'error.pause', detail: 'boom' }, { mode: 'TEST', preview: false }).details,
    ).toBe(true);
  });

  it('shows details in preview', () => {
    expect(
      errorDisplay({ key: 'error.pause', detail: 'boom' }, { mode: 'LIVE', preview: true }).details,
    ).toBe(true);
  });

  it('has no details to show when there are none', () => {
    expect(errorDisplay({ key: 'error.pause', detail: null }, { mode: 'TEST', preview: true }).details).toBe(
      false,
    );
  });
});

describe('Error screen: a message containing force-show-message is always shown', () => {
  it('in LIVE mode, as the message alone: the marker taken out, no technical details beside it', () => {
    expect(
      errorDisplay({ key: 'error.cancel', detail: 'Your card expired. force-show-message' }, live),
    ).toEqual({
      verbatim: false,
      details: false,
      forced: 'Your card expired.',
    });
  });

  it('the marker may stand anywhere in the text', () => {
    expect(
      errorDisplay({ key: 'error.cancel', detail: 'force-show-message Call us on  0800 123' }, live).forced,
    ).toBe('Call us on 0800 123');
  });

  it('in TEST mode the details stay as well', () => {
    const display = errorDisplay(
      { key: 'error.cancel', detail: 'Expired force-show-message' },
      { mode: 'TEST', preview: false },
    );
    expect(display).toMatchObject({ details: true, forced: 'Expired' });
  });

  it('a message that is only the marker shows nothing of its own', () => {
    expect(errorDisplay({ key: 'error.cancel', detail: 'force-show-message' }, live).forced).toBeNull();
  });
});

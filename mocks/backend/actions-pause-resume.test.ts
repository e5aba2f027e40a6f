import { beforeEach, describe, expect, it } from 'vitest';
import { act, actOk, refreshed, startFreshBackend, unix } from './actions.testing.ts';
import { MESSAGES } from './messages.ts';

beforeEach(startFreshBackend);

describe('pause (spec §7 stripe/pause: duration, interval, date)', () => {
  it('monthly: the pause starts at the period end and resumes `duration` months later', async () => {
    const subscription = await actOk('pause', 'cus_active', { duration: 2, interval: 'MONTH', date: null });
    expect(subscription.pause_collection).toEqual({
      behavior: 'void',
      resumes_at: unix('2025-05-30T12:00:00Z'),
      resumption_term_end: null,
    });
    expect(subscription.pauseDate).toBe(unix('2025-03-30T12:00:00Z'));
    expect(subscription.metadata.pauseWallStartDate).toBe('2025-03-30T12:00:00.000Z');
  });

  it('weekly: resumes `duration` weeks after the pause starts', async () => {
    const subscription = await actOk('pause', 'cus_active', { duration: 3, interval: 'WEEK', date: null });
    expect(subscription.pause_collection?.resumes_at).toBe(unix('2025-04-20T12:00:00Z'));
  });

  it('a chosen date is the resume date', async () => {
    const subscription = await actOk('pause', 'cus_active', {
      duration: null,
      interval: 'MONTH',
      date: '2025-06-01T00:00:00.000Z',
    });
    expect(subscription.pause_collection?.resumes_at).toBe(unix('2025-06-01T00:00:00Z'));
  });

  it('annual billing: a soft pause with the term end as resumption_term_end', async () => {
    const subscription = await actOk('pause', 'cus_annual', { duration: 2, interval: 'MONTH', date: null });
    expect(subscription.pause_collection).toMatchObject({
      resumption_term_end: unix('2025-03-30T12:00:00Z'),
      resumes_at: unix('2025-05-30T12:00:00Z'),
    });
  });

  it('quarterly billing: a soft pause too', async () => {
    const subscription = await actOk('pause', 'cus_quarterly', {
      duration: 1,
      interval: 'MONTH',
      date: null,
    });
    expect(subscription.pause_collection?.resumption_term_end).toBe(unix('2025-03-30T12:00:00Z'));
  });

  it('neither duration nor date: "Please select a date to resume your subscription"', async () => {
    const response = await act('pause', 'cus_active', { duration: null, interval: 'MONTH', date: null });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Please select a date to resume your subscription' },
    });
  });

  it('a date in the past: "Please, select a valid end date"', async () => {
    const response = await act('pause', 'cus_active', {
      duration: null,
      interval: 'MONTH',
      date: '2025-01-01',
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Please, select a valid end date' } });
  });

  it('the refreshed customer shows the pause', async () => {
    await actOk('pause', 'cus_active', { duration: 1, interval: 'MONTH', date: null });
    expect((await refreshed('cus_active'))?.pause_collection?.resumes_at).toBe(unix('2025-04-30T12:00:00Z'));
  });
});

describe('resume (spec §7 stripe/resume)', () => {
  it('clears the pause; the refreshed customer is no longer paused', async () => {
    await actOk('resume', 'cus_paused', {});
    const subscription = await refreshed('cus_paused');
    expect(subscription?.pause_collection).toBeNull();
    expect(subscription?.metadata).not.toHaveProperty('pauseWallStartDate');
  });

  it('options.subscriptionId names the subscription to resume', async () => {
    await actOk(
      'pause',
      'cus_multi',
      { duration: 1, interval: 'MONTH', date: null },
      { subscriptionId: 'sub_multi_b' },
    );
    await actOk('resume', 'cus_multi', { options: { subscriptionId: 'sub_multi_b' } });
    expect((await refreshed('cus_multi', 1))?.pause_collection).toBeNull();
  });

  it('a subscription that is not paused answers 400', async () => {
    const response = await act('resume', 'cus_active', {});
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.subscriptionNotPaused } });
  });
});

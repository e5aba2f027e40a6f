import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../walls/walls.testing.ts';
import { cancelFromPauseWall } from './actions.ts';
import { runPauseWallCheck } from './check.ts';
import { resetPauseWallTest, setup } from './pause-wall.testing.ts';
import { pauseWall } from './store.ts';

afterEach(resetPauseWallTest);

describe('Cancel now from the pause wall', () => {
  it('POST stripe/cancel at period end with an Idempotency-Key; CANCELED with the end date; ck-pause-wall-cancel; onCancel', async () => {
    const onCancel = vi.fn();
    const { runtime, backend } = setup({ onCancel });
    await runPauseWallCheck(runtime);
    await Promise.all([cancelFromPauseWall(), cancelFromPauseWall()]);
    const cancels = backend.sent('stripe/cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.body).toEqual({ cancelAtPeriodEnd: true });
    expect(cancels[0]?.headers['idempotency-key']).toBe('key-1');
    expect(cancels[0]?.headers['x-holdfast-subscription-id']).toBe('sub_paused');
    expect(pauseWall.state).toBe('CANCELED');
    expect(pauseWall.canceledEndsAt).toBe('2025-04-01T00:00:00.000Z');
    await settle();
    expect(backend.sent('/api/events/new').at(-1)?.body).toMatchObject({ event: 'ck-pause-wall-cancel' });
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_paused' }), {
      surveyChoiceValue: null,
    });
  });

  it("the host's handleCancel replaces the built-in call", async () => {
    const handleCancel = vi.fn();
    const { runtime, backend } = setup({ handleCancel });
    await runPauseWallCheck(runtime);
    await cancelFromPauseWall();
    expect(handleCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_paused' }), {
      surveyChoiceValue: null,
    });
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
  });

  it('a failed cancel logs PAUSE_WALL_CANCEL_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { runtime } = setup({ onError, handleCancel: () => Promise.reject(new Error('host said no')) });
    await runPauseWallCheck(runtime);
    await cancelFromPauseWall();
    expect(pauseWall.state).toBe('ERROR');
    expect(pauseWall.error).toEqual({ key: 'error.cancel', detail: 'host said no' });
    expect(onError).toHaveBeenCalledWith({ message: 'host said no', code: 'PAUSE_WALL_CANCEL_ERROR' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { settle } from '../walls/walls.testing.ts';
import { cancelFromPauseWall, resumeSubscription } from './actions.ts';
import { runPauseWallCheck } from './check.ts';
import { backendFor, resetPauseWallTest, setup } from './pause-wall.testing.ts';
import { pauseWall } from './store.ts';

afterEach(resetPauseWallTest);

describe('Resume acts only from PAUSE_WALL and is sent once', () => {
  it('POST stripe/resume once with one Idempotency-Key however often it is clicked; RESUMED, ck-pause-wall-resume, onResume', async () => {
    const onResume = vi.fn();
    const { runtime, backend } = setup({ onResume });
    await runPauseWallCheck(runtime);
    const clicks = Array.from({ length: 10 }, () => resumeSubscription());
    expect(pauseWall.state).toBe('MODIFYING_USER_ACCOUNT');
    expect(pauseWall.action).toBe('RESUME');
    await Promise.all(clicks);
    const resumes = backend.sent('stripe/resume');
    expect(resumes).toHaveLength(1);
    expect(resumes[0]?.headers['idempotency-key']).toBe('key-1');
    expect(resumes[0]?.body).toEqual({ options: { subscriptionId: 'sub_paused' } });
    expect(pauseWall.state).toBe('RESUMED');
    await settle();
    expect(backend.sent('/api/events/new').map((r) => Reflect.get(Object(r.body), 'event'))).toEqual([
      'ck-pause-wall',
      'ck-pause-wall-resume',
    ]);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onResume.mock.calls[0]?.[0]).toMatchObject({ id: 'cus_paused', email: 'ada@example.com' });
  });

  it("the host's handleResume replaces the built-in call", async () => {
    const handleResume = vi.fn(() => Promise.resolve());
    const { runtime, backend } = setup({ handleResume });
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    expect(handleResume).toHaveBeenCalledTimes(1);
    expect(backend.sent('stripe/resume')).toHaveLength(0);
    expect(pauseWall.state).toBe('RESUMED');
  });

  it('a failed resume: ERROR with the resume message, PAUSE_WALL_RESUME_ERROR logged and sent to onError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const onResume = vi.fn();
    const backend = backendFor();
    backend.route('POST stripe/resume', () => jsonResponse({ message: 'Subscription is not paused' }, 400));
    const { runtime } = setup({ onError, onResume }, backend);
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    expect(pauseWall.state).toBe('ERROR');
    expect(pauseWall.error?.key).toBe('error.resume');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'PAUSE_WALL_RESUME_ERROR' }));
    expect(onResume).not.toHaveBeenCalled();
    await settle();
    expect(backend.sent('/api/a/e')[0]?.body).toMatchObject({ name: 'PAUSE_WALL_RESUME_ERROR' });
  });

  it('after the outcome nothing acts any more', async () => {
    const { runtime, backend } = setup();
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    await cancelFromPauseWall();
    await resumeSubscription();
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
    expect(backend.sent('stripe/resume')).toHaveLength(1);
  });
});

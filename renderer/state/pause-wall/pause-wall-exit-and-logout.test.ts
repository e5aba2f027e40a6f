import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualSubscription, customer, unix } from '../../domain/sample-data.testing.ts';
import { SKIP_CHECK_CUSTOMER_KEY, SKIP_PAUSE_WALL_KEY } from '../../domain/skip-check.ts';
import { memoryStore } from '../walls/walls.testing.ts';
import { closePauseWall, hidePauseWallNow, logOutFromPauseWall, resumeSubscription } from './actions.ts';
import { runPauseWallCheck } from './check.ts';
import { backendFor, RESUMES_AT, resetPauseWallTest, setup } from './pause-wall.testing.ts';
import { pauseWall } from './store.ts';

afterEach(resetPauseWallTest);

describe('Exit allowed if soft pause, or when not in the main pause-wall state', () => {
  it('a full pause cannot be closed in PAUSE_WALL; after the outcome it can, and onPauseWallClosed fires once', async () => {
    const onPauseWallClosed = vi.fn();
    const { runtime } = setup({ onPauseWallClosed });
    await runPauseWallCheck(runtime);
    closePauseWall();
    expect(pauseWall.visible).toBe(true);
    await resumeSubscription();
    closePauseWall();
    closePauseWall();
    expect(pauseWall.visible).toBe(false);
    expect(onPauseWallClosed).toHaveBeenCalledTimes(1);
  });

  it('a soft pause can be closed at once', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-12-01T00:00:00Z') },
    });
    const { runtime } = setup({}, backendFor(customer([soft], { id: 'cus_paused' })));
    await runPauseWallCheck(runtime);
    closePauseWall();
    expect(pauseWall.visible).toBe(false);
  });

  it("the host's hide always hides", async () => {
    const { runtime } = setup();
    await runPauseWallCheck(runtime);
    hidePauseWallNow();
    expect(pauseWall.visible).toBe(false);
  });
});

describe('The optional logout link', () => {
  it("clears the skip-check keys, calls the host's handleLogout and closes the wall", async () => {
    const handleLogout = vi.fn();
    const store = memoryStore();
    store.set(SKIP_CHECK_CUSTOMER_KEY, 'cus_paused');
    store.set(SKIP_PAUSE_WALL_KEY, '1');
    const { runtime } = setup({ handleLogout }, backendFor(), store);
    await runPauseWallCheck(runtime);
    await logOutFromPauseWall();
    expect(handleLogout).toHaveBeenCalledTimes(1);
    expect(store.entries.size).toBe(0);
    expect(pauseWall.visible).toBe(false);
  });
});

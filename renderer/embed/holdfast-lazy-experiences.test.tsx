import { describe, expect, it } from 'vitest';
import { createHoldfast } from './holdfast.ts';

// The walls and the managed flow are chunks of their own, fetched on first use: hiding or clearing one that
// was never opened has nothing to do, and must say so rather than fetch it (or throw).
describe('hide and clear before an experience was ever loaded', () => {
  it('the managed flow: hide and clear answer ok without loading it', async () => {
    const holdfast = createHoldfast();
    await expect(holdfast.hideManagedFlow()).resolves.toEqual({ ok: true });
    await expect(holdfast.clearManagedFlowState()).resolves.toEqual({ ok: true });
  });

  it('the walls: hide answers ok without loading them', async () => {
    const holdfast = createHoldfast();
    await expect(holdfast.hidePauseWall()).resolves.toEqual({ ok: true });
    await expect(holdfast.hideFailedPaymentWall()).resolves.toEqual({ ok: true });
  });
});

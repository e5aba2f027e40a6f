/**
 * Runs `task` once the next frame has been painted: a requestAnimationFrame callback runs just before that
 * frame's paint, and a timer set from it runs after. Effects run after paint too, but preact runs them from a
 * timeout when no frame comes soon (a busy main thread), which can be before the paint; work meant for "once
 * the first step is on screen" (fetching lazy chunks) waits for this instead. Without requestAnimationFrame,
 * a timer. Returns a function that cancels the task.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(task, 0);
    });
  } else {
    timer = setTimeout(task, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** The longest an idle task waits for the browser to be idle (a page that is never idle still gets it). */
export const IDLE_TASK_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the next frame is painted and the browser is then idle: for work nobody waits for (checks
 * and reports of a loaded flow), which must not compete with the rest of the first step's painting (its
 * description, its fonts). Without requestIdleCallback (Safari), right after the paint.
 */
export function afterPaintWhenIdle(task: () => void): void {
  afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(task, { timeout: IDLE_TASK_TIMEOUT_MS });
    else task();
  });
}

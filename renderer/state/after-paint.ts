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

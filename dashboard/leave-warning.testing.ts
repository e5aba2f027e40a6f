/** For tests of pages with unsaved work (use-leave-warning.ts). Only `*.test.tsx` files import this module. */

/** Whether the page holds a reload or close: the browser's "leave site?" question, asked on `beforeunload`. */
export function leaveHeld(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

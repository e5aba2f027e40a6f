// The bench's side of the host page: plain JavaScript run by the browser as it is (no build step, so
// nothing a bundler or tsx adds can break it). It installs `window.holdfastBench`, whose methods the
// runner calls through page.evaluate; every time is performance.now() in the page.
(() => {
  // Chunk fetches are read back from resource timing at the end of a run, after many API calls.
  performance.setResourceTimingBufferSize(10000);

  /** Long tasks of the page as the browser reports them (start and duration in ms). */
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const HOST_ID = 'holdfast-cancel-flow';
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const shadow = () => document.getElementById(HOST_ID)?.shadowRoot ?? null;

  /**
   * Resolves after the first frame in which `ready()` holds has been painted. `ready` is checked at the
   * start of each frame (requestAnimationFrame), so what it sees is what that frame paints; a message
   * posted from there is handled after the frame's rendering, which is when the time is taken.
   */
  const paintedWhen = (ready) =>
    new Promise((resolve) => {
      const frame = () => {
        if (!ready()) {
          requestAnimationFrame(frame);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    });

  /** Total blocking time between `from` and `to`: what each long task starting there ran beyond 50 ms. */
  const blockingTime = (from, to) =>
    longTasks
      .filter((task) => task.start >= from && task.start < to)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

  /** The dialog's title text (the element its aria-labelledby names), or '' while there is none. */
  const dialogTitle = () => {
    const root = shadow();
    const dialog = root?.querySelector('[role="dialog"]');
    const id = dialog?.getAttribute('aria-labelledby');
    return (id && root?.getElementById(id)?.textContent) || '';
  };

  const visible = (selector) => {
    const element = shadow()?.querySelector(selector);
    return element ? element.getClientRects().length > 0 : false;
  };
  /** `ready` is one selector or several, all of which must be on screen. */
  const allVisible = (ready) => [].concat(ready).every(visible);

  /** How often a warm run looks whether the core has come, and how long it lets the page settle after. */
  const WARM_POLL_MS = 20;
  const WARM_SETTLE_MS = 200;

  /** From `started` (show called) until `ready` is painted and no loader is: the time and the blocking. */
  const timedShow = async (started, ready, settleMs) => {
    const painted = await paintedWhen(() => allVisible(ready) && !visible('.hf-loader'));
    performance.mark('holdfast-bench:painted');
    // Long-task entries arrive after their task; give the observer a moment (a profile, which needs no
    // long tasks, ends at the paint with settleMs 0).
    await sleep(settleMs);
    return { ms: painted - started, blockingMs: blockingTime(started, painted), paintedAt: painted };
  };

  window.holdfastBench = {
    /**
     * init + show at once (the page has only run the loader so far), then the time until the first step
     * is painted: `ready` names the elements of the first step, and no loader may be on screen.
     */
    async firstShow(options, ready, settleMs = 60) {
      // The marks bound the window that `npm run bench:trace` looks at in a trace.
      performance.mark('holdfast-bench:show');
      const started = performance.now();
      window.holdfast.init(options);
      window.holdfast.show();
      return timedShow(started, ready, settleMs);
    },

    /**
     * Warm: init alone, then wait until the idle preload has brought the core (the default `preload`),
     * and a quiet moment more; then show, timed as firstShow times it.
     */
    async warmShow(options, ready, settleMs = 60) {
      await this.warmUp(options);
      return this.warmShowNow(ready, settleMs);
    },

    /** warmShow's first half: init, then wait until the idle preload has brought the core, and a moment more. */
    async warmUp(options) {
      window.holdfast.init(options);
      while (window.holdfast._stage !== 'core') await sleep(WARM_POLL_MS);
      await sleep(WARM_SETTLE_MS);
    },

    /** warmShow's second half: show, timed as firstShow times it. */
    async warmShowNow(ready, settleMs = 60) {
      performance.mark('holdfast-bench:show');
      const started = performance.now();
      window.holdfast.show();
      return timedShow(started, ready, settleMs);
    },

    /** Every resource the page fetched, with when the fetch started. */
    fetched() {
      return performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startedAt: entry.startTime }));
    },

    /** show() again (already initialised), until `ready` is painted. */
    async show(ready) {
      const started = performance.now();
      window.holdfast.show();
      const painted = await paintedWhen(() => allVisible(ready) && !visible('.hf-loader'));
      return painted - started;
    },

    /** hide(), until the widget's host element has left the page. */
    async hide() {
      await window.holdfast.hide();
      await paintedWhen(() => document.getElementById(HOST_ID) === null);
    },

    /**
     * Picks the survey answer labelled `answer`, then times Next: from the click until the next step
     * (a new title, no loader) is painted.
     */
    async next(answer, nextLabel) {
      const root = shadow();
      const choice = [...(root?.querySelectorAll('label') ?? [])].find(
        (label) => label.textContent?.trim() === answer,
      );
      if (!choice) throw new Error(`no survey answer "${answer}"`);
      choice.click();
      await paintedWhen(() => true);
      const next = [...(root?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent?.trim() === nextLabel,
      );
      if (!next || next.disabled) throw new Error(`no enabled "${nextLabel}" button`);
      const before = dialogTitle();
      const started = performance.now();
      next.click();
      const painted = await paintedWhen(
        () => dialogTitle() !== before && dialogTitle() !== '' && !visible('.hf-loader'),
      );
      return { ms: painted - started, title: dialogTitle() };
    },
  };
})();

/**
 * The host page every quality suite drives: a plain static page with an "account" button that opens the
 * widget (so focus return can be checked), an inline target, the script-tag loader from dist/embed, the fake
 * Stripe, and in-page helpers that init Holdfast (or open a wall or the managed flow) with recording
 * callbacks. Optional scripts run before the loader (a hostile page's polyfills, time compression).
 */
import { FAKE_STRIPE_GLOBAL, FAKE_STRIPE_URL } from './fake-stripe.ts';

/** Where the built loader is served (dist/ is mounted at /). */
export const LOADER_URL = '/embed/holdfast.js';

/** The id of the host's button that opens the cancel flow. */
export const OPENER_ID = 'open-cancel-flow';

/** The id of the element an inline widget renders into. */
export const INLINE_TARGET_ID = 'inline-target';

/**
 * Stubs for the functions an XSS payload calls, and a flag any payload can set: whatever runs in the
 * page's own window lands in `window.__xss`. Dialogs raised from other frames are caught by the harness
 * (`page.on('dialog')`).
 */
const XSS_TRAPS = `
window.__xss = [];
['alert', 'confirm', 'prompt', 'print'].forEach(function (name) {
  window[name] = function () { window.__xss.push(name + '(' + Array.prototype.join.call(arguments, ',') + ')'); };
});
window.__pwned = function (tag) { window.__xss.push('pwned:' + tag); };
`;

/**
 * In-page init: every notification callback records its call in window.__hostCalls; a handle* callback is
 * registered only when the test gives it a result (resolved as the host's answer, after
 * `window.__handlerDelayMs`, so a test can hold a host-handled action in flight). `__qualityCheck` opens a
 * wall over what init was given (the walls fall back to init's options), with the fake Stripe for the
 * failed-payment wall's card form (or a Stripe.js that cannot load); `__qualityManaged` opens the managed
 * flow with its own recorded callbacks.
 */
const HOST_HELPERS = `
window.__hostCalls = [];
window.__handlerDelayMs = 0;
window.__fakeStripe = window.${FAKE_STRIPE_GLOBAL} ? new ${FAKE_STRIPE_GLOBAL}.FakeStripe() : null;
window.__callbacks = function (notifications, handlers) {
  var callbacks = {};
  notifications.forEach(function (name) {
    callbacks[name] = function () {
      var args;
      try { args = JSON.parse(JSON.stringify(Array.prototype.slice.call(arguments))); } catch (e) { args = ['<unserialisable>']; }
      window.__hostCalls.push({ name: name, args: args });
    };
  });
  Object.keys(handlers || {}).forEach(function (name) {
    callbacks[name] = function () {
      window.__hostCalls.push({ name: name, args: [] });
      return new Promise(function (resolve) {
        setTimeout(function () { resolve(handlers[name]); }, window.__handlerDelayMs);
      });
    };
  });
  return callbacks;
};
window.__qualityInit = function (options, notifications, handlers) {
  var target = options.inline ? { target: document.getElementById('${INLINE_TARGET_ID}') } : {};
  window.__lastInitOptions = Object.assign({}, options, window.__callbacks(notifications, handlers), target);
  return holdfast.init(window.__lastInitOptions);
};
window.__qualityCheck = function (kind, extra) {
  var card = {};
  if (kind === 'failed-payment') {
    card = extra.stripe === 'unavailable'
      ? {
          publishableKeys: { live: 'pk_live_quality', test: 'pk_test_quality' },
          loadStripe: function () { return Promise.reject(new Error('Stripe.js was blocked')); },
        }
      : { stripe: window.__fakeStripe };
  }
  var rest = Object.assign({}, extra);
  delete rest.stripe;
  return holdfast.check(kind, Object.assign({ force: true }, rest, card));
};
window.__qualityManaged = function (options, notifications, handlers) {
  var target = options.inline ? { target: document.getElementById('${INLINE_TARGET_ID}') } : {};
  window.__lastManagedOptions = Object.assign({}, options, window.__callbacks(notifications, handlers), target);
  return holdfast.managedFlow('show', window.__lastManagedOptions);
};
document.getElementById('${OPENER_ID}').addEventListener('click', function () { holdfast.show(); });
`;

/**
 * Lets a test move the page's Date.now forward (window.__skipAhead(ms)) instead of waiting, e.g. past the
 * 400 ms bounce guard between steps. Only Date.now moves; timers and new Date() keep real time.
 */
export const SKIP_AHEAD_SCRIPT = `
(function () {
  var realNow = Date.now.bind(Date);
  var skew = 0;
  Date.now = function () { return realNow() + skew; };
  window.__skipAhead = function (ms) { skew += ms; };
})();
`;

/**
 * Time compression for fault tests: timers of 10 s or more (the client's 15 s request timeout, the
 * delivery queue's longer backoffs) fire after 1 s, and timers from 500 ms up (retry backoffs) after a
 * tenth of their time, so timeouts and retries cost little wall time. Shorter timers keep their length;
 * the 400 ms bounce guard compares times and uses no timer. (At 250 ms a busy 2-core machine now and then
 * answered an ordinary embed too late, and the compressed timeout failed a case that had no fault.)
 */
export const COMPRESS_LONG_TIMERS_SCRIPT = `
(function () {
  var realSetTimeout = window.setTimeout;
  window.setTimeout = function (handler, ms) {
    var rest = Array.prototype.slice.call(arguments, 2);
    var delay = typeof ms !== 'number' ? ms : ms >= 10000 ? 1000 : ms >= 500 ? ms / 10 : ms;
    return realSetTimeout.apply(window, [handler, delay].concat(rest));
  };
})();
`;

/**
 * Deterministic ids for runs that must produce byte-identical requests: crypto.randomUUID counts up
 * (session keys, idempotency keys). Part of the harness, not of any hostile page: both runs use it.
 */
export const COUNTING_UUIDS_SCRIPT = `
(function () {
  var next = 0;
  crypto.randomUUID = function () {
    next += 1;
    var hex = ('000000000000' + next.toString(16)).slice(-12);
    return '00000000-0000-4000-8000-' + hex;
  };
})();
`;

export interface HostPageOptions {
  /** Scripts run in the head before anything else (a hostile page's globals). */
  before?: string[];
}

/** The host page's HTML. */
export function hostPageHtml(options: HostPageOptions = {}): string {
  const before = (options.before ?? []).map((script) => `<script>${script}</script>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Holdfast quality host</title>
${before}
<script>${XSS_TRAPS}</script>
</head>
<body>
<main>
<h1>Your account</h1>
<p>Plan: Pro monthly.</p>
<button type="button" id="${OPENER_ID}">Cancel subscription</button>
<div id="${INLINE_TARGET_ID}"></div>
</main>
<script src="${LOADER_URL}"></script>
<script src="${FAKE_STRIPE_URL}"></script>
<script>${HOST_HELPERS}</script>
</body>
</html>`;
}

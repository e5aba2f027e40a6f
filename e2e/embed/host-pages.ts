/**
 * Plain static host pages for the script-tag embed: a clean page, a hostile one whose CSS attacks
 * everything it can reach, and one under a strict Content-Security-Policy. Each embeds the built
 * dist/embed/holdfast.js the way the docs tell a host to, and calls init + show in an inline script that
 * runs before the loader (or the core) has arrived.
 */
import { holdfastCspSnippet, holdfastSnippet } from '../../renderer/embed/snippet.ts';
import { TRUSTED_TYPES_POLICY_NAME } from '../../renderer/views/html/trusted-html.ts';

/** Where the host page's callbacks record what they were told; read back with page.evaluate. */
export const HOST_LOG = 'hostLog';

/** The host callbacks the pages wire up: each pushes `{ name, args }` onto `window.hostLog`. */
export const LOGGED_CALLBACKS = [
  'onCancel',
  'onClose',
  'onSessionComplete',
  'onError',
  'onStepChange',
] as const;

/** A host element the modal must cover: a chat bubble at the highest z-index host pages use. */
export const CHAT_BUBBLE_ID = 'support-chat';

/**
 * CSS a careless or hostile host page ships. Each rule, if it reached the widget, would change how it
 * looks or stacks; none may.
 */
export const HOSTILE_CSS = `
html { font-size: 62.5%; }
* { box-sizing: content-box !important; }
div { display: inline; position: relative; z-index: 1; }
button { all: unset; }
input, textarea, select { all: unset; }
body { color: red; text-transform: uppercase; font-family: serif; font-size: 3rem; line-height: 3; letter-spacing: 3px; }
p, h1, h2, label { margin: 40px !important; padding: 20px; }
#${CHAT_BUBBLE_ID} { position: fixed; right: 0; bottom: 0; width: 320px; height: 320px; z-index: 2147483000; background: lime; }
`;

export interface HostPageOptions {
  /** Absolute URL of holdfast.js (on another origin and path than the page). */
  loaderUrl: string;
  /** Options for holdfast.init, JSON-serialisable; the page adds the logged callbacks. */
  initOptions: Record<string, unknown>;
  /** Extra CSS for the page (the hostile rules). */
  css?: string;
  /** With a nonce: the strict-CSP snippet and nonce-d inline scripts. */
  nonce?: string;
}

function hostScript(options: HostPageOptions): string {
  const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
  return `<script${nonce}>
  window.${HOST_LOG} = [];
  const record = (name) => (...args) => window.${HOST_LOG}.push({ name, args: JSON.parse(JSON.stringify(args)) });
  const callbacks = Object.fromEntries(${JSON.stringify(LOGGED_CALLBACKS)}.map((name) => [name, record(name)]));
  // What answered the first calls: undefined while only the snippet's stubs exist.
  window.stageAtFirstCall = window.holdfast && window.holdfast._stage;
  window.initResult = holdfast.init({ ...${JSON.stringify(options.initOptions)}, ...callbacks });
  holdfast.show();
</script>`;
}

/** A host page: the snippet in the head, the host's own content, then its calls to holdfast. */
export function hostPage(options: HostPageOptions): string {
  const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
  const embed = options.nonce
    ? holdfastCspSnippet(options.loaderUrl, options.nonce)
    : holdfastSnippet(options.loaderUrl);
  const style = options.css ? `<style${nonce}>${options.css}</style>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Account — Example Co</title>
${style}
${embed}
</head>
<body>
<header><h1>Example Co</h1></header>
<main>
  <h2>Your subscription</h2>
  <p>Pro plan, billed monthly.</p>
  <div class="card"><p>Manage your plan.</p><button type="button" id="cancel">Cancel subscription</button></div>
</main>
<div id="${CHAT_BUBBLE_ID}">Chat with us</div>
${hostScript(options)}
</body>
</html>`;
}

/**
 * A strict policy: nonce-based scripts and styles with 'strict-dynamic', no 'unsafe-inline' or
 * 'unsafe-eval', Trusted Types required for script sinks, only our policy allowed. Violations are
 * reported to `reportPath` on the page's own origin.
 *
 * @param apiOrigin the backend the widget calls (connect-src).
 */
export function strictCsp(nonce: string, apiOrigin: string, reportPath: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${apiOrigin}`,
    // The fixtures' brand logo is an inline SVG data URI.
    'img-src data:',
    // The full flow's redirect step embeds a YouTube video (an approved player).
    'frame-src https://www.youtube.com',
    "base-uri 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY_NAME}`,
    `report-uri ${reportPath}`,
  ].join('; ');
}

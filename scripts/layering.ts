/**
 * The house's layering (STYLE.md "Rooms", README "Layout"), checked on every relative import, type-only
 * ones included. The order, bottom first:
 *
 *   contract ← domain ← i18n ← api ← state (recording beside it) ← views ← embed ← react
 *
 * A module of the widget imports only from its own layer and the layers below it. The mock backend and
 * the server use the contract and the widget's pure rules (domain) only — the server's test scaffolding
 * (server/testing/) may also start the mock, to run one contract suite against both; fixtures are
 * wire-format data on the contract, worded with the widget's message keys (i18n). Nothing in the product,
 * its tests included, imports the playground. The Stripe fake (stripe-fake/) stands for Stripe: it imports
 * nothing of ours, and only the server's test scaffolding and its demo start (server/main.ts, server/demo/)
 * may import it — the server's product code reaches Stripe through the SDK alone. The business's dashboard
 * (dashboard/) is a client of the server's API: it uses the contract and may render the widget's views (and
 * what they stand on) for previews, never the widget's embed, the server, the mock or fixtures; nothing else
 * imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** The widget's layers, bottom first; `recording` shares the rank of `state`. */
export const WIDGET_LAYERS = [
  'contract',
  'domain',
  'i18n',
  'api',
  'state',
  'views',
  'embed',
  'react',
] as const;
type WidgetLayer = (typeof WIDGET_LAYERS)[number];

/** The room a file lives in, as the rules below name it. */
export type Room =
  | { kind: 'layer'; layer: WidgetLayer }
  | { kind: 'widget-root' }
  | { kind: 'mocks' }
  | { kind: 'server' }
  | { kind: 'fixtures' }
  | { kind: 'playground' }
  | { kind: 'stripe-fake' }
  | { kind: 'dashboard' }
  | { kind: 'other' };

/** Folders checked: the product and what it is built and proven with. */
export const CHECKED_ROOTS = [
  'contract',
  'renderer',
  'mocks',
  'server',
  'fixtures',
  'stripe-fake',
  'dashboard',
] as const;

const LAYER_OF_FOLDER: Readonly<Record<string, WidgetLayer>> = {
  domain: 'domain',
  i18n: 'i18n',
  api: 'api',
  state: 'state',
  recording: 'state',
  views: 'views',
  embed: 'embed',
  react: 'react',
};

/** The room of a repository-relative path (forward slashes). */
export function roomOf(path: string): Room {
  const [top, second] = path.split('/');
  if (top === 'contract') return { kind: 'layer', layer: 'contract' };
  if (top === 'renderer') {
    const layer = second === undefined ? undefined : LAYER_OF_FOLDER[second];
    return layer ? { kind: 'layer', layer } : { kind: 'widget-root' };
  }
  if (top === 'mocks' || top === 'server' || top === 'fixtures' || top === 'playground') return { kind: top };
  if (top === 'stripe-fake') return { kind: 'stripe-fake' };
  if (top === 'dashboard') return { kind: 'dashboard' };
  return { kind: 'other' };
}

function rank(layer: WidgetLayer): number {
  return WIDGET_LAYERS.indexOf(layer);
}

/**
 * Test scaffolding (harnesses, test data, the XSS corpus, sample answers) is named `*.testing.ts(x)` or lives
 * in a `testing/` folder; tests are `*.test.ts(x)`, stories `*.stories.tsx`.
 */
export function isScaffolding(path: string): boolean {
  return /\.testing\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);
}

function isTestOnly(path: string): boolean {
  return isScaffolding(path) || /\.(test|stories)\.tsx?$/.test(path);
}

/** The server's files that may start the Stripe fake: its test scaffolding and tests, and the demo start. */
function mayUseStripeFake(path: string): boolean {
  return (
    path.startsWith('server/') &&
    (isTestOnly(path) || path === 'server/main.ts' || path.startsWith('server/demo/'))
  );
}

/** Why `from` may not import `to`, or null when it may. Both are repository-relative paths. */
export function breachOf(from: string, to: string): string | null {
  if (isScaffolding(to) && !isTestOnly(from)) return 'product code never imports test scaffolding';
  const source = roomOf(from);
  const target = roomOf(to);
  if (target.kind === 'playground' && source.kind !== 'playground')
    return 'the product and its tests never import the playground';
  if (source.kind === 'stripe-fake')
    return target.kind === 'stripe-fake'
      ? null
      : 'the Stripe fake stands for Stripe and imports nothing of ours';
  if (target.kind === 'dashboard' && source.kind !== 'dashboard') return 'nothing imports the dashboard';
  if (target.kind === 'stripe-fake' && !mayUseStripeFake(from))
    return "only the server's test scaffolding and its demo start use the Stripe fake";
  const below = (who: string, top: WidgetLayer): string | null =>
    target.kind === 'layer' && rank(target.layer) > rank(top)
      ? `${who} uses the widget's ${top} and below only, never its ${target.layer}`
      : target.kind === 'widget-root'
        ? `${who} never imports the widget's entry`
        : null;
  switch (source.kind) {
    case 'layer':
      if (target.kind === 'layer')
        return rank(target.layer) > rank(source.layer)
          ? `${source.layer} sits below ${target.layer} and may not import it`
          : null;
      return target.kind === 'widget-root' || target.kind === 'mocks' || target.kind === 'server'
        ? `the widget's ${source.layer} may not import ${to.split('/')[0]}/`
        : null;
    case 'mocks':
      if (target.kind === 'server') return 'the mock never imports the server';
      return below('the mock', 'domain');
    case 'server':
      if (target.kind === 'mocks' && !from.startsWith('server/testing/'))
        return 'the server never imports the mock (only its test scaffolding in server/testing/ may)';
      return below('the server', 'domain');
    case 'dashboard':
      if (target.kind === 'mocks' || target.kind === 'server' || target.kind === 'fixtures')
        return 'the dashboard is a client of the server’s API: the contract, never the server, mock or fixtures';
      return below('the dashboard', 'views');
    case 'fixtures':
      if (target.kind === 'mocks' || target.kind === 'server') return 'fixtures are data on the contract';
      return below('fixtures', 'i18n');
    default:
      return null;
  }
}

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bexport\s*\*\s*from\s*)(['"])(\.{1,2}\/[^'"]+)\1/gm;

/** The relative specifiers a module's source imports or re-exports, static and dynamic. */
export function relativeImportsIn(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2] ?? '');
}

export interface Breach {
  from: string;
  to: string;
  reason: string;
}

/** Every breach of the layering among the given files (repository-relative path → source). */
export function breachesIn(files: ReadonlyMap<string, string>): Breach[] {
  const breaches: Breach[] = [];
  for (const [from, source] of files) {
    for (const specifier of relativeImportsIn(source)) {
      const to = normalize(join(dirname(from), specifier))
        .split(sep)
        .join('/');
      const reason = breachOf(from, to);
      if (reason !== null) breaches.push({ from, to, reason });
    }
  }
  return breaches;
}

const SOURCE_FILE = /\.(ts|tsx|mts)$/;

/** Reads every TypeScript file under the checked roots of the repository at `root`. */
export function readCheckedFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a root that does not exist yet (e.g. server/ before it lands)
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (SOURCE_FILE.test(entry.name)) {
        files.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  for (const top of CHECKED_ROOTS) walk(join(root, top));
  return files;
}

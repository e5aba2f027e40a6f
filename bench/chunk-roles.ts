/**
 * What each emitted chunk of the embed is for, read from the modules it holds (chunk names carry a hash
 * and follow file names, which may change). The budgets and the network check speak in roles.
 */
import type { EmbedChunk } from './bundle-graph.ts';

/**
 * The jobs a file of the embed can do. `loader` is holdfast.js, `early` the script it imports at `show()`
 * to send the embed request (holdfast-early.js), `core` the file it imports, `main`
 * everything the core loads at once; `shared` is code lazy chunks share. `sanitizer` is DOMPurify, the
 * description sanitiser of a browser without the HTML Sanitizer API (fetched as a flow starts loading); `reporting` the delivery queue, fetched after the first step. `recording-fallback` is pako's
 * deflate, which only a recording browser without CompressionStream fetches (never Chromium).
 * `answer-warm-up` is the made-up answer the idle preload checks before any show (never a first show).
 */
export type ChunkRole =
  | 'loader'
  | 'early'
  | 'core'
  | 'main'
  | 'offers'
  | 'sanitizer'
  | 'reporting'
  | 'recording'
  | 'recording-fallback'
  | 'card-form'
  | 'confetti'
  | 'managed-flow'
  | 'walls'
  | 'catalog-de'
  | 'catalog-fr'
  | 'catalog-es'
  | 'answer-warm-up'
  | 'shared';

/** First match wins: a chunk is named after the most specific thing in it. */
const ROLE_MARKERS: ReadonlyArray<{ role: ChunkRole; marker: RegExp }> = [
  { role: 'recording', marker: /node_modules\/@rrweb\/record\/|renderer\/recording\/session-recording\.ts$/ },
  { role: 'recording-fallback', marker: /node_modules\/pako\/|renderer\/recording\/deflate-fallback\.ts$/ },
  { role: 'card-form', marker: /node_modules\/@stripe\// },
  { role: 'confetti', marker: /node_modules\/react-confetti\// },
  { role: 'catalog-de', marker: /renderer\/i18n\/catalogs\/de\.ts$/ },
  { role: 'catalog-fr', marker: /renderer\/i18n\/catalogs\/fr\.ts$/ },
  { role: 'catalog-es', marker: /renderer\/i18n\/catalogs\/es\.ts$/ },
  { role: 'managed-flow', marker: /renderer\/embed\/managed-flow-api\.ts$/ },
  { role: 'walls', marker: /renderer\/embed\/walls-api\.ts$|renderer\/state\/(pause|failed-payment)-wall\// },
  { role: 'offers', marker: /renderer\/views\/later-views\.ts$/ },
  { role: 'reporting', marker: /renderer\/state\/reporting\/deliver\.ts$/ },
  { role: 'sanitizer', marker: /node_modules\/dompurify\/|renderer\/views\/html\/sanitize-html\.ts$/ },
  { role: 'answer-warm-up', marker: /renderer\/api\/answer-warm-up\.ts$/ },
];

/**
 * Code that must never be in the main chunk: each belongs to a flow or a feature that not every
 * cancel flow uses, and is fetched on first use instead.
 */
export const LAZY_ONLY: ReadonlyArray<{ what: string; marker: RegExp }> = [
  { what: 'session recording (@rrweb/record)', marker: /node_modules\/@rrweb\// },
  { what: 'the session recording starter', marker: /renderer\/recording\/session-recording\.ts$/ },
  { what: 'recording compression (pako)', marker: /node_modules\/pako\// },
  { what: 'the Stripe card form', marker: /node_modules\/@stripe\// },
  { what: 'confetti', marker: /node_modules\/react-confetti\// },
  { what: 'the managed flow (react-hook-form)', marker: /node_modules\/react-hook-form\// },
  {
    what: 'the managed flow',
    marker: /renderer\/(embed\/managed-flow|state\/managed-flow\/|views\/managed\/)/,
  },
  {
    what: 'the walls (and their skip-check rules)',
    marker:
      /renderer\/(state\/(pause-wall|failed-payment-wall|walls)\/|views\/walls\/|domain\/skip-check\.ts$)/,
  },
  {
    what: 'the delivery queue (events, session results)',
    marker: /renderer\/state\/reporting\/(deliver|delivery-queue|payload-size|outbox-take)\.ts$/,
  },
  {
    what: "the session results' schema (checked by the delivery queue)",
    marker: /contract\/schemas\/session-results\.ts$/,
  },
  {
    what: 'the fallback description sanitiser (DOMPurify and its configuration)',
    marker: /node_modules\/dompurify\/|renderer\/views\/html\/sanitize-html\.ts$/,
  },
  {
    what: 'markup read as plain text (pages whose Trusted Types refuse our policy)',
    marker: /renderer\/views\/html\/plain-text\.ts$/,
  },
  {
    what: "the walls' billing calls",
    marker: /(contract\/(billing-call-table|schemas\/billing)|renderer\/api\/calls\/billing)\.ts$/,
  },
  {
    what: "the managed flow's identity calls",
    marker: /(contract\/(identity-call-table|schemas\/identity)|renderer\/api\/calls\/identity)\.ts$/,
  },
  { what: 'the client with every call (npm package, tests)', marker: /renderer\/api\/client\.ts$/ },
  { what: 'the de/fr/es catalogs', marker: /renderer\/i18n\/catalogs\/(de|fr|es)\.ts$/ },
  { what: "the offers' own texts (every language)", marker: /renderer\/i18n\/offers\// },
  {
    what: 'the later steps (offers, complete screen)',
    marker: /renderer\/views\/(later-views\.ts|offer-registry\.ts|offers\/)/,
  },
  {
    what: "the complete screen's rules, the lite flow's mapping and cancel, the host's event()",
    marker: /renderer\/(state\/flow\/(complete-rules|lite-flow)|embed\/host-event)\.ts$/,
  },
  { what: "the dynamic offers' rules", marker: /renderer\/domain\/dynamic-offers\.ts$/ },
  { what: "the answer check's warm-up (its made-up answer)", marker: /renderer\/api\/answer-warm-up\.ts$/ },
];

/** The role of `chunk` among `chunks`: `core` for the entry, `main` for what it imports statically. */
export function roleOf(chunk: EmbedChunk, chunks: readonly EmbedChunk[]): ChunkRole {
  if (chunk.isEntry) return 'core';
  if (chunks.some((other) => other.isEntry && other.imports.includes(chunk.file))) return 'main';
  for (const { role, marker } of ROLE_MARKERS) {
    if (chunk.modules.some((module) => marker.test(module))) return role;
  }
  return 'shared';
}

/** The catalog role for a language, or null for English (bundled in the main chunk). */
export function catalogRole(lang: string): ChunkRole | null {
  if (lang === 'de') return 'catalog-de';
  if (lang === 'fr') return 'catalog-fr';
  if (lang === 'es') return 'catalog-es';
  return null;
}

/** Lazy-only code found in `chunk`, by what it is. */
export function lazyOnlyIn(chunk: EmbedChunk): string[] {
  const found = LAZY_ONLY.filter(({ marker }) => chunk.modules.some((module) => marker.test(module)));
  return [...new Set(found.map(({ what }) => what))];
}

/**
 * Where calls go, without their answers' schemas: the script-tag loader sends the embed request itself
 * (renderer/embed/early-embed.ts, issue 22 "the request first") and must not carry valibot, so the embed
 * call's method and path live here and its table entry (flow-call-table.ts) spreads them.
 */

/** Every organisation's calls live under this path; `{appId}` is the client's app id. */
export const ORGS_PATH = '/api/orgs/{appId}';

/** The query parameter that names the blueprint to load instead of the segment's default (init `flowId`). */
export const BLUEPRINT_QUERY = 'blueprint';

/** POST embed: everything the cancel flow needs, in one answer. */
export const EMBED_ROUTE = { method: 'POST', path: `${ORGS_PATH}/embed` } as const;

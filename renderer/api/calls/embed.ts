/** Loading what a flow needs: the cancel-flow bundle, the lite bundle, the customer and the branding. */
import type * as v from 'valibot';
import { BLUEPRINT_QUERY } from '../../../contract/call-routes.ts';
import { FLOW_CALLS } from '../../../contract/flow-call-table.ts';
import type {
  Branding,
  Customer,
  EmbedAnswer,
  EmbedRequestSchema,
  LiteAnswer,
} from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';

/** POST /api/orgs/{appId}/embed payload, in wire form (defaults filled by the backend). */
export type EmbedPayload = v.InferInput<typeof EmbedRequestSchema>;

export interface FlowOptions extends CallOptions {
  /** The init option `flowId`: asks for this blueprint instead of the segment's default (`blueprint` query). */
  flowId?: string | null;
}

export interface EmbedCalls {
  /** POST /api/orgs/{appId}/embed: blueprint, branding, customer, coupons, plans, sessions… */
  loadEmbed(payload: EmbedPayload, options?: FlowOptions): Promise<EmbedAnswer>;
  /** GET /api/orgs/{appId}/embed-lite: the lite (insight) blueprint and branding. */
  loadEmbedLite(options?: FlowOptions): Promise<LiteAnswer>;
  /** GET /api/orgs/{appId}/embed/customer: the customer again, after an action changed it. */
  getCustomer(options?: CallOptions): Promise<Customer>;
  /** GET /api/orgs/{appId}/branding: the organisation's branding (walls, managed flow). */
  getBranding(options?: CallOptions): Promise<Branding>;
}

export function embedCalls(send: Send): EmbedCalls {
  return {
    loadEmbed: (payload, { flowId, ...options } = {}) =>
      send(FLOW_CALLS.embed, { ...options, body: payload, query: { [BLUEPRINT_QUERY]: flowId } }),
    loadEmbedLite: ({ flowId, ...options } = {}) =>
      send(FLOW_CALLS.embedLite, { ...options, query: { [BLUEPRINT_QUERY]: flowId } }),
    getCustomer: (options) => send(FLOW_CALLS.customer, options),
    getBranding: (options) => send(FLOW_CALLS.branding, options),
  };
}

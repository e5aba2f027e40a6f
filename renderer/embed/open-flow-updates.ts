import * as v from 'valibot';
import { BrandingSchema } from '../../contract/schemas/index.ts';
import { ownEntries } from '../../contract/schemas/own-entries.ts';
import { ATTRIBUTES_TOO_LARGE, attributesTooLarge } from '../state/flow/embed-body-size.ts';
import { flowRuntime, setFlowRuntime } from '../state/flow/runtime.ts';
import { flow, setFlowData } from '../state/flow/store.ts';
import type { ResolvedInitOptions } from '../state/init-options.ts';
import { deliverCustomerUpdate } from '../state/reporting/lazy-delivery.ts';
import { report } from './report.ts';

/** The options of the last init, or null (reported as NOT_INITIALIZED) when `method` came before any. */
export function requireInit(method: string): ResolvedInitOptions | null {
  const runtime = flowRuntime();
  if (!runtime) report(`${method} called before init`, 'NOT_INITIALIZED');
  return runtime?.options ?? null;
}

/** updateBranding(branding): replaces the organisation's branding (validated) for the open flow. */
export function updateBranding(input: unknown) {
  const options = requireInit('updateBranding');
  if (!options) return { ok: false };
  const parsed = v.safeParse(ownEntries(BrandingSchema), input);
  if (!parsed.success) return report('updateBranding: invalid branding', 'INVALID_BRANDING', options);
  if (flow.data) setFlowData({ ...flow.data, branding: parsed.output }, flow.customer);
  return { ok: true };
}

const AttributesSchema = v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]));

/** updateCustomerAttributes(attributes): merges template attributes and reports them to the backend. */
export async function updateCustomerAttributes(input: unknown) {
  const runtime = flowRuntime();
  if (!runtime) return report('updateCustomerAttributes called before init', 'NOT_INITIALIZED');
  const parsed = v.safeParse(AttributesSchema, input);
  if (!parsed.success)
    return report(
      'updateCustomerAttributes: expected an object of scalar values',
      'INVALID_ATTRIBUTES',
      runtime.options,
    );
  const options = {
    ...runtime.options,
    customerAttributes: { ...runtime.options.customerAttributes, ...parsed.output },
  };
  const tooLarge = attributesTooLarge(options);
  if (tooLarge)
    return report(
      `updateCustomerAttributes: ${tooLarge}; the attributes stay as they were`,
      ATTRIBUTES_TOO_LARGE,
      options,
    );
  setFlowRuntime({ ...runtime, options });
  if (options.report) {
    deliverCustomerUpdate(runtime.api, {
      customerId: flow.customer?.id ?? options.customerId ?? null,
      attributes: parsed.output,
    });
  }
  return { ok: true };
}

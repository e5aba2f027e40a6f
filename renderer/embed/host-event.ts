import { enMain } from '../i18n/catalogs/en/main.ts';
import { errorDetail } from '../state/error-detail.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { report } from './report.ts';

/** event(name, properties): records a custom event of the host's. */
export async function recordHostEvent(name: unknown, properties: unknown = {}) {
  const runtime = flowRuntime();
  if (!runtime) return report('event called before init', 'NOT_INITIALIZED');
  if (typeof name !== 'string' || name.trim() === '')
    return report('event: a name is required', 'INVALID_EVENT', runtime.options);
  const props = typeof properties === 'object' && properties !== null ? { ...properties } : {};
  await runtime.api
    .trackEvent({
      event: name,
      timestamp: runtime.now().toISOString(),
      customerId: runtime.options.customerId ?? null,
      properties: props,
    })
    .catch((error: unknown) =>
      // Spec §8 'Error recording event' (a host-facing message: onError and the console, in English).
      report(`${enMain['error.event']}: ${errorDetail(error)}`, 'EVENT_ERROR', runtime.options),
    );
  return { ok: true };
}

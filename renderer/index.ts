/**
 * The npm package: the same operations as `window.holdfast` (spec §1), and the wire types. React and
 * react-dom are the host's (peer dependencies).
 */
import type { HoldfastApi } from './embed/api-types.ts';
import { createHoldfast } from './embed/holdfast.ts';

export type * from './api/schemas/index.ts';
export { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './embed/api-types.ts';
export type { CallbackCustomer, HostCallbacks, InitOptions, PauseChoice } from './state/init-options.ts';

/** The imperative API: init, show, hide, ... Every method returns a promise and never throws. */
export const holdfast: HoldfastApi = createHoldfast();

// entry placeholder — replaced by the cancel-flow work. The npm entry: for now only the wire types
// and the host method list, so the library build and its declarations have something to ship.
export type * from './api/schemas/index.ts';
export { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './embed/api-types.ts';

/** The API base chosen at build time (Vite `define`, from env HOLDFAST_API_BASE); absent in tests and dev. */
declare const __HOLDFAST_API_BASE__: string | undefined;

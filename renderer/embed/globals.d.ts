/**
 * The files the built core imports statically (its hashed main chunk), named in the loader at build time
 * (Vite `define`, vite.config.ts `embedLoaderConfig`) so it can preload them beside the core.
 */
declare const __HOLDFAST_CORE_IMPORTS__: readonly string[];

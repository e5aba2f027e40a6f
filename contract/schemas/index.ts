/** The wire contract: a schema and inferred type for every payload and answer of spec §3 and §7. */
export * from './answers.ts';
export * from './billing.ts';
export * from './blueprint.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './customer.ts';
export * from './identity.ts';
export * from './offer.ts';
export * from './org.ts';
export * from './session.ts';
export * from './session-results.ts';

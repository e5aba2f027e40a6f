/** The mock backend's public surface: the simulator, its auth hash, clock, faults and types. */

export { HEADERS, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/headers.ts';
export type { AppState, CustomerRecord, SentEmail, StoredSession } from './app-state.ts';
export { computeAuthHash } from './auth-hash.ts';
export { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';
export { createMockClock, type MockClock } from './clock.ts';
export {
  API_PREFIX,
  CONTROL_PREFIX,
  DEFAULT_APP_ID,
  DEFAULT_APP_SECRET,
  IDENTITY_ATTEMPTS_PER_WINDOW,
  IDENTITY_WINDOW_MS,
} from './constants.ts';
export type { FaultRule, FaultRuleInput } from './faults.ts';
export { MESSAGES } from './messages.ts';
export { MockSeedError, validateAppSeed } from './seed-schema.ts';
export type { AppSnapshot } from './snapshot.ts';
export type { LoggedRequest, MockReply, MockRequest, MockResponse } from './types.ts';

/** Every backend the contract suite proves. Adding one is one line here. */
import type { ContractTarget } from './contract-target.ts';
import { mockTarget } from './mock-target.ts';
import { serverTarget } from './server-targets.ts';

export const CONTRACT_TARGETS: readonly ContractTarget[] = [
  mockTarget,
  serverTarget('sqlite'),
  serverTarget('postgres'),
];

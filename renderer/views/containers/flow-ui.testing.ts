/**
 * The flow UI a container test renders under: English, LIVE, Stripe, a modal, the test data's clock. A test
 * overrides what it is about. Only `*.test.tsx` files import this module.
 */
import { NOW } from '../../domain/sample-data.testing.ts';
import { createTranslator } from '../../i18n/index.ts';
import type { FlowUi } from './ui-context.tsx';

export function testFlowUi(overrides: Partial<FlowUi> = {}): FlowUi {
  return {
    t: createTranslator({ lang: 'en' }),
    values: new Map(),
    mode: 'LIVE',
    provider: 'STRIPE',
    preview: false,
    lite: false,
    inline: false,
    nowMs: () => NOW.getTime(),
    ...overrides,
  };
}

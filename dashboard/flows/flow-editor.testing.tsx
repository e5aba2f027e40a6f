/** The flow editor as its tests render it (flow-editor.test.tsx, flow-problems.test.tsx). Not imported by the product. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { vi } from 'vitest';
import { type BlueprintInput, CouponSchema, PlanSchema } from '../../contract/schemas/index.ts';
import { FlowEditor } from './flow-editor.tsx';
import type { Catalog } from './offers/index.ts';

/** A survey with two choices, a pause offer and the confirmation. */
export const BLUEPRINT: BlueprintInput = {
  _id: 'bp_main',
  steps: [
    {
      guid: 'step_survey',
      stepType: 'SURVEY',
      header: 'Why are you leaving?',
      survey: {
        choices: [
          { guid: 'choice_expensive', value: 'Too expensive' },
          { guid: 'choice_unused', value: 'Not using it' },
        ],
      },
    },
    {
      guid: 'step_pause',
      stepType: 'OFFER',
      offer: { guid: 'offer_pause', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
    },
    { guid: 'step_confirm', stepType: 'CONFIRM' },
  ],
};

/** The catalog as the server answers it: the provider's coupons and plans, read with the contract's schemas. */
const CATALOG: Catalog = {
  coupons: [
    { id: 'SAVE20', name: 'Save 20', percent_off: 20, duration: 'once' },
    { id: 'HALF', name: 'Half off', percent_off: 50, duration: 'forever' },
  ].map((coupon) => v.parse(CouponSchema, coupon)),
  plans: [
    {
      id: 'plan_basic',
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product: { name: 'Basic' },
    },
  ].map((plan) => v.parse(PlanSchema, plan)),
};

/** Renders the editor on BLUEPRINT (or `initial`); `step(place)` is the step shown at that place. */
export function renderEditor(
  options: {
    initial?: BlueprintInput;
    mayPublish?: boolean;
    onSave?: (b: BlueprintInput) => Promise<unknown>;
  } = {},
) {
  const onSave = vi.fn(options.onSave ?? (async () => ({})));
  const onPublish = vi.fn(async () => 2);
  const view = render(
    <FlowEditor
      initial={options.initial ?? BLUEPRINT}
      catalog={CATALOG}
      mayPublish={options.mayPublish ?? true}
      onSave={onSave}
      onPublish={onPublish}
    />,
  );
  const step = (place: number) => screen.getByRole('group', { name: new RegExp(`^Step ${place}:`) });
  return { ...view, onSave, onPublish, step, user: userEvent.setup() };
}

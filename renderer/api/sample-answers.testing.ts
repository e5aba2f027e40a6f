/**
 * Small valid answers in wire form, one per answer schema, for tests of the client and of its callers
 * (docs/api.md shows the same shapes). Not imported by the product.
 */
import type * as v from 'valibot';
import type {
  ActionAnswerSchema,
  BrandingInput,
  CustomerInput,
  EmbedAnswerInput,
  FailedInvoiceInput,
  LiteAnswerSchema,
  PaymentAnswerSchema,
  SetupIntentAnswerSchema,
  SubscriptionInput,
  VerifyIdentityAnswerSchema,
} from '../../contract/schemas/index.ts';

export const SAMPLE_SUBSCRIPTION: SubscriptionInput = {
  id: 'sub_123',
  status: 'active',
  start_date: 1_700_000_000,
  current_period_start: 1_730_000_000,
  current_period_end: 1_732_592_000,
  items: {
    data: [
      {
        id: 'si_1',
        price: {
          id: 'price_pro_monthly',
          currency: 'usd',
          unit_amount: 2900,
          recurring: { interval: 'month' },
        },
      },
    ],
  },
};

export const SAMPLE_CUSTOMER: CustomerInput = {
  id: 'cus_123',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  subscriptions: { data: [SAMPLE_SUBSCRIPTION] },
};

export const SAMPLE_BRANDING: BrandingInput = {
  name: 'Acme',
  showWatermark: false,
  emailFlow: { enabled: true },
  colors: { primary: '#3c5ccf' },
};

export const SAMPLE_EMBED_ANSWER: EmbedAnswerInput = {
  blueprint: {
    _id: 'bp_1',
    name: 'Default flow',
    steps: [
      {
        guid: 'step_survey',
        stepType: 'SURVEY',
        header: 'Why are you leaving?',
        survey: { choices: [{ guid: 'c_price', value: 'Too expensive' }] },
        defaultNextStep: 'step_confirm',
      },
      { guid: 'step_confirm', stepType: 'CONFIRM', defaultPreviousStep: 'step_survey' },
    ],
  },
  branding: SAMPLE_BRANDING,
  customer: SAMPLE_CUSTOMER,
  coupons: [{ id: 'SAVE20', percent_off: 20, duration: 'repeating', duration_in_months: 3 }],
  sessions: [],
};

export const SAMPLE_LITE_ANSWER: v.InferInput<typeof LiteAnswerSchema> = {
  blueprint: {
    _id: 'bp_lite',
    steps: [{ guid: 'step_confirm', stepType: 'CONFIRM' }],
  },
  branding: SAMPLE_BRANDING,
};

export const SAMPLE_ACTION_ANSWER: v.InferInput<typeof ActionAnswerSchema> = {
  subscription: SAMPLE_SUBSCRIPTION,
};

export const SAMPLE_FAILED_INVOICES: FailedInvoiceInput[] = [
  {
    id: 'in_1',
    attemptCount: 2,
    dueDate: 1_731_000_000,
    amountDue: 2900,
    currency: 'usd',
    charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
  },
];

export const SAMPLE_VERIFY_ANSWER: v.InferInput<typeof VerifyIdentityAnswerSchema> = {
  hmac: 'f1c2d3e4b5a6978877665544332211000ffeeddccbbaa99887766554433221100',
  customerId: 'cus_123',
};

export const SAMPLE_SETUP_INTENT: v.InferInput<typeof SetupIntentAnswerSchema> = {
  client_secret: 'seti_123_secret_456',
};

export const SAMPLE_PAYMENT_ANSWER: v.InferInput<typeof PaymentAnswerSchema> = {
  invoice: 'in_1',
  amountPaid: 2900,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
};

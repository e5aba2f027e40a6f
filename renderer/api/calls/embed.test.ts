import { describe, expect, it } from 'vitest';
import { fakeApiClient, jsonResponse, sentRequest } from '../api.testing.ts';
import {
  SAMPLE_BRANDING,
  SAMPLE_CUSTOMER,
  SAMPLE_EMBED_ANSWER,
  SAMPLE_LITE_ANSWER,
} from '../sample-answers.testing.ts';

function setup(answer: unknown) {
  const { client, fetch } = fakeApiClient({ answer: () => jsonResponse(answer) });
  return { client, sent: () => sentRequest(fetch.mock.calls[0]!) };
}

describe('POST embed: the cancel-flow bundle', () => {
  it('sends customAttributes, customerDataEndpoint and dynamicOffers', async () => {
    const { client, sent } = setup(SAMPLE_EMBED_ANSWER);
    const payload = {
      customAttributes: { plan: 'pro', seats: 3 },
      customerDataEndpoint: 'https://host.example.com/customer',
      dynamicOffers: { discount: { couponId: 'SAVE20' } },
    };
    await client.loadEmbed(payload);
    expect(sent().body).toEqual(payload);
  });

  it('asks for the blueprint named by flowId with the `blueprint` query', async () => {
    const { client, sent } = setup(SAMPLE_EMBED_ANSWER);
    await client.loadEmbed({}, { flowId: 'bp 2/x' });
    expect(sent().url.searchParams.get('blueprint')).toBe('bp 2/x');
    expect(sent().url.search).toBe('?blueprint=bp%202%2Fx');
  });

  it('sends no query without a flowId', async () => {
    const { client, sent } = setup(SAMPLE_EMBED_ANSWER);
    await client.loadEmbed({}, { flowId: null });
    expect(sent().url.search).toBe('');
  });

  it('answers the bundle with its lists defaulted to empty', async () => {
    const { client } = setup({ blueprint: null, branding: {}, customer: null });
    const answer = await client.loadEmbed({});
    expect(answer).toMatchObject({
      coupons: [],
      sessions: [],
      offerPlans: [],
      segment: null,
      externalData: null,
    });
  });
});

describe('GET embed-lite: the lite (insight) bundle', () => {
  it('takes the optional blueprint query too', async () => {
    const { client, sent } = setup(SAMPLE_LITE_ANSWER);
    const answer = await client.loadEmbedLite({ flowId: 'bp_lite' });
    expect(sent().url.searchParams.get('blueprint')).toBe('bp_lite');
    expect(answer.blueprint?._id).toBe('bp_lite');
  });
});

describe('GET customer and branding', () => {
  it('answers the customer in the provider shape', async () => {
    const { client } = setup(SAMPLE_CUSTOMER);
    const customer = await client.getCustomer();
    expect(customer.id).toBe('cus_123');
    expect(customer.subscriptions.data[0]?.cancel_at_period_end).toBe(false);
  });

  it('answers the branding, dropping a colour that is not hex rather than failing', async () => {
    const { client } = setup({ ...SAMPLE_BRANDING, colors: { primary: 'red; background: url(x)' } });
    const branding = await client.getBranding();
    expect(branding.colors.primary).toBeUndefined();
    expect(branding.emailFlow.enabled).toBe(true);
  });
});

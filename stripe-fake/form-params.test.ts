import { describe, expect, it } from 'vitest';
import { ParamShapeError, parseParams } from './form-params.ts';

describe('Stripe’s form encoding', () => {
  it('nests brackets into objects and indexed arrays, in index order', () => {
    expect(
      parseParams('items[1][price]=b&items[0][price]=a&items[0][quantity]=2&metadata[plan]=pro'),
    ).toEqual({
      items: [{ price: 'a', quantity: '2' }, { price: 'b' }],
      metadata: { plan: 'pro' },
    });
  });

  it('takes expand[] and the SDK’s expand[0] alike', () => {
    expect(parseParams('expand[]=latest_invoice&expand[]=customer')).toEqual({
      expand: ['latest_invoice', 'customer'],
    });
    expect(parseParams('expand[0]=latest_invoice')).toEqual({ expand: ['latest_invoice'] });
  });

  it('keeps an empty value, which clears an emptyable field (pause_collection=)', () => {
    expect(parseParams('pause_collection=&discounts=')).toEqual({ pause_collection: '', discounts: '' });
  });

  it('decodes encoded brackets and values', () => {
    expect(parseParams('metadata%5Bnote%5D=a%20b%26c')).toEqual({ metadata: { note: 'a b&c' } });
  });

  it('refuses a key used both as a value and as a hash', () => {
    expect(() => parseParams('metadata=x&metadata[a]=b')).toThrow(ParamShapeError);
  });
});

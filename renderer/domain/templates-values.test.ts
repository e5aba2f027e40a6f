import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './html-templates.ts';
import { NOW, subscription, wording } from './templates.testing.ts';
import {
  calculatedFields,
  fillPlaceholdersAsText,
  mergeTemplateSources,
  type TemplateWording,
  templateValues,
} from './templates.ts';

describe('spec §3 customer metadata, subscription metadata and customer attributes are merged; later sources win', () => {
  it('subscription metadata beats customer metadata, customer attributes beat both', () => {
    const values = templateValues({
      customer: { name: 'Ada Lovelace', metadata: { plan: 'customer', team: 'A', seat: 'c' } },
      subscription: subscription({ metadata: { plan: 'subscription', seat: 's' } }),
      customerAttributes: { plan: 'attribute' },
      wording: wording(),
      now: NOW,
    });
    expect(values.get('plan')).toBe('attribute');
    expect(values.get('seat')).toBe('s');
    expect(values.get('team')).toBe('A');
  });

  it("the embed answer's externalData.customerAttributes come after the metadata and before the host's own", () => {
    const values = templateValues({
      customer: { name: 'Ada Lovelace', metadata: { plan: 'customer', tier: 'customer', region: 'eu' } },
      subscription: subscription({ metadata: { tier: 'subscription' } }),
      externalAttributes: { plan: 'external', tier: 'external', seats: 12, region: null },
      customerAttributes: { plan: 'host' },
      wording: wording(),
      now: NOW,
    });
    expect(values.get('plan')).toBe('host');
    expect(values.get('tier')).toBe('external');
    expect(values.get('seats')).toBe('12');
    expect(values.get('region')).toBe('eu');
    expect(fillPlaceholdersAsText('{{seats|a few}} seats', values)).toBe('12 seats');
  });

  it('calculated fields come first, so a host attribute overrides CUSTOMER_NAME', () => {
    const values = templateValues({
      customer: { name: 'Ada Lovelace' },
      subscription: null,
      customerAttributes: { CUSTOMER_NAME_FIRST: 'Countess' },
      wording: wording(),
      now: NOW,
    });
    expect(values.get('CUSTOMER_NAME_FIRST')).toBe('Countess');
    expect(values.get('CUSTOMER_NAME')).toBe('Ada Lovelace');
  });

  it('an absent later value (null, empty, an object) does not erase an earlier one', () => {
    const merged = mergeTemplateSources(
      { a: 'kept', b: 'kept', c: 'kept' },
      { a: null, b: '', c: { nested: 1 } },
    );
    expect([...merged.values()]).toEqual(['kept', 'kept', 'kept']);
  });

  it('numbers and booleans become text; infinities do not', () => {
    const merged = mergeTemplateSources({ seats: 3, vip: true, broken: Number.POSITIVE_INFINITY });
    expect(merged.get('seats')).toBe('3');
    expect(merged.get('vip')).toBe('true');
    expect(merged.has('broken')).toBe(false);
  });

  it('a `__proto__` key is an ordinary attribute, not a prototype', () => {
    const merged = mergeTemplateSources(JSON.parse('{"__proto__": "x"}'));
    expect(merged.get('__proto__')).toBe('x');
    expect(fillPlaceholders('{{__proto__}}', merged)).toBe('x');
  });
});

describe('calculated fields are worked out only when a text asks for them', () => {
  /** A wording that counts what it was asked to word. */
  const counting = () => {
    const asked: string[] = [];
    const base = wording();
    const counted: TemplateWording = {
      ...base,
      age: (age) => {
        asked.push('age');
        return base.age(age);
      },
      status: (status) => {
        asked.push('status');
        return base.status(status);
      },
    };
    return { asked, counted };
  };

  it('filling a header that names the customer words no age and no status', () => {
    const { asked, counted } = counting();
    const values = templateValues({
      customer: { name: 'Ada Lovelace' },
      subscription: subscription(),
      wording: counted,
      now: NOW,
    });
    expect(fillPlaceholdersAsText('Before you go, {{CUSTOMER_NAME_FIRST|there}}', values)).toBe(
      'Before you go, Ada',
    );
    expect(asked).toEqual([]);
    expect(fillPlaceholdersAsText('{{SUBSCRIPTION_AGE}} / {{SUBSCRIPTION_AGE}}', values)).toBe(
      '3 month(s) / 3 month(s)',
    );
    expect(asked).toEqual(['age']);
  });

  it('a field a host attribute overrides is never worked out', () => {
    const { asked, counted } = counting();
    const values = templateValues({
      customer: null,
      subscription: subscription(),
      customerAttributes: { SUBSCRIPTION_STATUS: 'VIP' },
      wording: counted,
      now: NOW,
    });
    expect(values.get('SUBSCRIPTION_STATUS')).toBe('VIP');
    expect(asked).toEqual([]);
  });

  it('listing the values gives every calculated field, as the eager fields are', () => {
    const values = templateValues({
      customer: { name: 'Ada Lovelace' },
      subscription: subscription(),
      wording: wording(),
      now: NOW,
    });
    const eager = calculatedFields({ name: 'Ada Lovelace' }, subscription(), wording(), NOW);
    expect(new Map(values)).toEqual(new Map(eager));
    expect(values.size).toBe(eager.size);
  });
});

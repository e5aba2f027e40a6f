import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Subscription, type SubscriptionInput, SubscriptionSchema } from '../api/schemas/customer.ts';
import { loadTranslator } from '../i18n/translator.ts';
import type { Age } from './age.ts';
import {
  CALCULATED_FIELDS,
  calculatedFields,
  escapeHtml,
  fillPlaceholders,
  fillPlaceholdersAsText,
  mergeTemplateSources,
  type TemplateWording,
  templateValues,
  translatorWording,
} from './templates.ts';

const NOW = new Date(Date.UTC(2025, 5, 1, 12));

const subscription = (input: Partial<SubscriptionInput> = {}): Subscription =>
  v.parse(SubscriptionSchema, {
    id: 'sub_1',
    status: 'active',
    start_date: Date.UTC(2025, 2, 1, 12) / 1000,
    current_period_start: Date.UTC(2025, 4, 1) / 1000,
    current_period_end: Date.UTC(2025, 5, 1) / 1000,
    items: {
      data: [
        {
          id: 'si_1',
          price: { id: 'price_1', unit_amount: 999, currency: 'usd', recurring: { interval: 'month' } },
        },
      ],
    },
    ...input,
  });

/** A stand-in for the i18n layer's wording, so the test sees exactly what was asked for. */
const wording = (locale = 'en'): TemplateWording => ({
  locale,
  timeZone: 'UTC',
  age: (age: Age) => `${age.value} ${age.unit}(s)`,
  status: (status: string) => `<${status}>`,
});

describe('spec §3 calculated template fields', () => {
  it('names exactly the spec’s fields', () => {
    expect(CALCULATED_FIELDS).toEqual([
      'CUSTOMER_NAME',
      'CUSTOMER_NAME_FIRST',
      'CUSTOMER_NAME_LAST',
      'SUBSCRIPTION_STATUS',
      'SUBSCRIPTION_PRICE',
      'SUBSCRIPTION_AGE',
      'SUBSCRIPTION_START_DATE',
    ]);
  });

  it('CUSTOMER_NAME with FIRST (the first word) and LAST (the rest)', () => {
    const fields = calculatedFields({ name: '  Ada  Lovelace King ' }, null, wording(), NOW);
    expect(fields.get('CUSTOMER_NAME')).toBe('Ada  Lovelace King');
    expect(fields.get('CUSTOMER_NAME_FIRST')).toBe('Ada');
    expect(fields.get('CUSTOMER_NAME_LAST')).toBe('Lovelace King');
  });

  it('a single-word name has no LAST, so a placeholder’s fallback shows', () => {
    const fields = calculatedFields({ name: 'Cher' }, null, wording(), NOW);
    expect(fields.get('CUSTOMER_NAME_FIRST')).toBe('Cher');
    expect(fields.has('CUSTOMER_NAME_LAST')).toBe(false);
  });

  it('no name and no subscription give no fields at all', () => {
    expect(calculatedFields({ name: null }, null, wording(), NOW).size).toBe(0);
    expect(calculatedFields(null, null, wording(), NOW).size).toBe(0);
  });

  it('SUBSCRIPTION_STATUS is worded by the language', () => {
    expect(
      calculatedFields(null, subscription({ status: 'past_due' }), wording(), NOW).get('SUBSCRIPTION_STATUS'),
    ).toBe('<past_due>');
  });

  it('SUBSCRIPTION_PRICE is the first item’s price times its quantity, formatted for the locale', () => {
    const sub = subscription({
      items: {
        data: [
          {
            id: 'si',
            quantity: 2,
            price: { id: 'p', unit_amount: 999, currency: 'eur', recurring: { interval: 'month' } },
          },
        ],
      },
    });
    expect(calculatedFields(null, sub, wording('en'), NOW).get('SUBSCRIPTION_PRICE')).toBe('€19.98');
    expect(
      calculatedFields(null, sub, wording('de'), NOW)
        .get('SUBSCRIPTION_PRICE')
        ?.replace(/\u00a0/g, ' '),
    ).toBe('19,98 €');
  });

  it('SUBSCRIPTION_PRICE is absent when the subscription has no priced item', () => {
    expect(
      calculatedFields(null, subscription({ items: { data: [] } }), wording(), NOW).has('SUBSCRIPTION_PRICE'),
    ).toBe(false);
  });

  it('SUBSCRIPTION_AGE follows the age rule from the start date to now', () => {
    expect(calculatedFields(null, subscription(), wording(), NOW).get('SUBSCRIPTION_AGE')).toBe('3 month(s)');
  });

  it('SUBSCRIPTION_START_DATE is formatted for the language', () => {
    expect(calculatedFields(null, subscription(), wording('en'), NOW).get('SUBSCRIPTION_START_DATE')).toBe(
      'March 1, 2025',
    );
    expect(calculatedFields(null, subscription(), wording('fr'), NOW).get('SUBSCRIPTION_START_DATE')).toBe(
      '1 mars 2025',
    );
  });
});

describe('calculated fields in the customer’s language', () => {
  it('words age and status through the catalogs', async () => {
    const t = await loadTranslator({ lang: 'de' });
    const fields = calculatedFields(
      null,
      subscription({ status: 'trialing' }),
      translatorWording(t, 'UTC'),
      NOW,
    );
    expect(fields.get('SUBSCRIPTION_AGE')).toBe('3 Monate');
    expect(fields.get('SUBSCRIPTION_STATUS')).toBe('in der Testphase');
    expect(fields.get('SUBSCRIPTION_START_DATE')).toBe('1. März 2025');
  });

  it('an age of one reads singular, and a status the catalog does not know stays as the provider sent it', async () => {
    const t = await loadTranslator({ lang: 'es' });
    const sub = subscription({ status: 'in_grace', start_date: Date.UTC(2024, 5, 1, 12) / 1000 });
    const fields = calculatedFields(null, sub, translatorWording(t, 'UTC'), NOW);
    expect(fields.get('SUBSCRIPTION_AGE')).toBe('1 año');
    expect(fields.get('SUBSCRIPTION_STATUS')).toBe('in_grace');
  });
});

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

describe('placeholders {{attribute|fallback}}', () => {
  const values = new Map([
    ['name', 'Ada'],
    ['Name', 'ADA'],
    ['empty', ''],
  ]);

  it('fills a known attribute', () => {
    expect(fillPlaceholders('<p>Hi {{name}}!</p>', values)).toBe('<p>Hi Ada!</p>');
  });

  it('an unknown attribute gives its fallback', () => {
    expect(fillPlaceholders('Hi {{nickname|friend}}', values)).toBe('Hi friend');
  });

  it('a missing fallback gives the empty string', () => {
    expect(fillPlaceholders('Hi {{nickname}}!', values)).toBe('Hi !');
  });

  it('an empty value counts as unknown and shows the fallback', () => {
    expect(fillPlaceholders('{{empty|none}}', values)).toBe('none');
  });

  it('tolerates whitespace inside the braces', () => {
    expect(fillPlaceholders('{{ name }} {{  nickname | dear friend  }}', values)).toBe('Ada dear friend');
  });

  it('keys are case-sensitive', () => {
    expect(fillPlaceholders('{{name}} {{Name}} {{NAME|?}}', values)).toBe('Ada ADA ?');
  });

  it('fills every placeholder, adjacent ones included', () => {
    expect(fillPlaceholders('{{name}}{{name}}-{{x|1}}{{y|2}}', values)).toBe('AdaAda-12');
  });

  it('a fallback may contain a pipe', () => {
    expect(fillPlaceholders('{{x|a|b}}', values)).toBe('a|b');
  });

  it('leaves text that is not a placeholder alone', () => {
    expect(fillPlaceholders('{{}} {{|x}} {name} {{name', values)).toBe('{{}} {{|x}} {name} {{name');
  });

  it('escapes & < > " \' ` in values', () => {
    const html = fillPlaceholders('<a title="{{v}}">{{v}}</a>', { v: `<b>"Tom" & 'Jerry'\`</b>` });
    expect(html).toBe(
      '<a title="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&#96;&lt;/b&gt;">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&#96;&lt;/b&gt;</a>',
    );
  });

  it('escapes fallbacks too', () => {
    expect(fillPlaceholders('{{x|<i>friend</i>}}', values)).toBe('&lt;i&gt;friend&lt;/i&gt;');
  });

  it('one pass, no recursion: a value containing {{x}} stays literal', () => {
    expect(fillPlaceholders('{{a}}', { a: '{{b}}', b: 'SECRET' })).toBe('{{b}}');
  });

  it('does not read inherited properties: {{constructor}} is unknown', () => {
    expect(fillPlaceholders('{{constructor|x}}{{toString}}', {})).toBe('x');
  });

  it('the plain-text variant fills the same way without escaping', () => {
    expect(fillPlaceholdersAsText('Hi {{name}} & {{x|<friend>}}', { name: 'Tom & "Jerry"' })).toBe(
      'Hi Tom & "Jerry" & <friend>',
    );
  });

  it('escapeHtml leaves safe text untouched', () => {
    expect(escapeHtml('Hello, world')).toBe('Hello, world');
  });
});

describe('placeholder properties', () => {
  const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
  const safeText = fc.string().map((s) => s.replace(/[<>&"'`{}]/g, ''));
  const template = fc
    .array(
      fc.oneof(
        safeText,
        key.map((k) => `{{${k}}}`),
        fc.tuple(key, safeText).map(([k, f]) => `{{ ${k} | ${f} }}`),
      ),
    )
    .map((parts) => parts.join(''));

  it('never throws, whatever the template and values', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.string()), (t, vals) => {
        expect(typeof fillPlaceholders(t, vals)).toBe('string');
      }),
    );
  });

  it('a value never brings an unescaped < > " \' ` into the output', () => {
    fc.assert(
      fc.property(template, fc.dictionary(key, fc.string()), (t, vals) => {
        expect(fillPlaceholders(t, vals)).not.toMatch(/[<>"'`]/);
      }),
    );
  });

  it('a filled value decodes back to exactly the value', () => {
    const decode = (s: string) =>
      s.replace(
        /&(lt|gt|quot|#39|#96|amp);/g,
        (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`', amp: '&' })[e] ?? '',
      );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        expect(decode(fillPlaceholders('{{v}}', { v: value }))).toBe(value);
      }),
    );
  });
});

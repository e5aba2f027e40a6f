// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './html-templates.ts';

/** The markup as a browser parses it: each element with its attributes, and the text. */
function parsed(html: string) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const elements = [...body.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
  }));
  return { elements, text: body.textContent };
}

const HOSTILE = [
  'x onmouseover=alert(1)',
  'x\tonfocus=alert(1) autofocus',
  'x\nstyle=position:fixed',
  '"><img src=x onerror=alert(1)>',
  "' onclick='alert(1)",
  'x/onload=alert(1)',
  '><script>alert(1)</script>',
  '` onblur=`alert(1)',
];

describe('placeholder values stay data: they never add an attribute or an element (spec §2 placeholders)', () => {
  it.each(HOSTILE)('in an unquoted attribute value: %j', (value) => {
    const { elements } = parsed(
      fillPlaceholders('<a href=https://example.com/{{v}} title=x>go</a>', { v: value }),
    );
    expect(elements).toHaveLength(1);
    expect(Object.keys(elements[0]!.attributes).sort()).toEqual(['href', 'title']);
    expect(elements[0]!.attributes.href).toBe(`https://example.com/${value}`);
  });

  it.each(HOSTILE)('in a quoted attribute value: %j', (value) => {
    for (const template of ['<img src="a.png" alt="{{v}}">', "<img src='a.png' alt='{{v}}'>"]) {
      const { elements } = parsed(fillPlaceholders(template, { v: value }));
      expect(elements).toEqual([{ tag: 'img', attributes: { src: 'a.png', alt: value } }]);
    }
  });

  it.each(HOSTILE)('in element text: %j', (value) => {
    const { elements, text } = parsed(fillPlaceholders('<p>Hi {{v}}!</p>', { v: value }));
    expect(elements.map((element) => element.tag)).toEqual(['p']);
    expect(text).toBe(`Hi ${value}!`);
  });

  it('in a tag or attribute name a value is left out: it would be markup, not data', () => {
    expect(parsed(fillPlaceholders('<p {{v}}>x</p>', { v: 'hidden' })).elements).toEqual([
      { tag: 'p', attributes: {} },
    ]);
    expect(parsed(fillPlaceholders('<p title=a {{v}}>x</p>', { v: 'onclick' })).elements).toEqual([
      { tag: 'p', attributes: { title: 'a' } },
    ]);
    expect(parsed(fillPlaceholders('<b{{v}}>x</b>', { v: 'utton' })).elements.map((e) => e.tag)).toEqual([
      'b',
    ]);
  });

  it('a fallback is data too', () => {
    const { elements } = parsed(fillPlaceholders('<a href=/{{none|x onclick=alert(1)}}>go</a>', {}));
    expect(elements).toEqual([{ tag: 'a', attributes: { href: '/x onclick=alert(1)' } }]);
  });

  it('reads the author’s markup, not values: a value cannot open a tag for the next placeholder', () => {
    const html = fillPlaceholders('{{a}} {{b}}', { a: '<img src=x', b: 'onerror=alert(1)>' });
    expect(parsed(html).elements).toEqual([]);
  });

  it('keeps ordinary text as it was: spaces in text and quoted values are not rewritten', () => {
    expect(fillPlaceholders('<p title="{{v}}">{{v}}</p>', { v: 'Ada Lovelace' })).toBe(
      '<p title="Ada Lovelace">Ada Lovelace</p>',
    );
  });

  it('a comment holds a value as text', () => {
    expect(parsed(fillPlaceholders('<!-- {{v}} --><p>x</p>', { v: '--><img src=x>' })).elements).toEqual([
      { tag: 'p', attributes: {} },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders } from './html-templates.ts';
import { fillPlaceholdersAsText } from './templates.ts';

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

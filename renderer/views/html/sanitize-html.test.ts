// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeLinkHref, safeVideoEmbedUrl } from './rich-text-policy.ts';
import { parse, YOUTUBE } from './sanitize-html.testing.ts';
import { renderRichText, sanitizeRichHtml } from './sanitize-html.ts';

describe('spec §2 descriptions are sanitised to a whitelist of tags', () => {
  it('keeps the rich-text tags', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><p><strong>e</strong> <b>f</b> <em>g</em> <i>h</i> <u>i</u> <span>j</span> <code>k</code><br></p><ul><li>l</li></ul><ol><li>m</li></ol><blockquote>n</blockquote>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeRichHtml('<div><h5>Title</h5><table><tr><td>cell</td></tr></table></div>')).toBe(
      'Titlecell',
    );
  });

  it('drops style, class, id, data-* and aria-* attributes', () => {
    expect(
      sanitizeRichHtml(
        '<p style="color:red" class="x" id="y" data-track="1" aria-label="z" title="kept">t</p>',
      ),
    ).toBe('<p title="kept">t</p>');
  });

  it('drops iframe-only attributes from other tags', () => {
    expect(sanitizeRichHtml('<span src="https://x.example" allow="camera" width="10">t</span>')).toBe(
      '<span width="10">t</span>',
    );
  });

  it('returns a fixed point when dropping a tag leaves nesting the parser rebuilds', () => {
    // <h3><form><h1> → <h3><h1></h1></h3> after removing the form, which re-parses as two headings.
    expect(sanitizeRichHtml('<h3><form><h1>')).toBe('<h3></h3><h1></h1>');
  });

  it('keeps plain text as it is, entities included', () => {
    expect(sanitizeRichHtml('Fish &amp; chips &lt;3')).toBe('Fish &amp; chips &lt;3');
  });
});

describe('spec §2 the whitelist: what goes with its content', () => {
  it('drops SVG and MathML with everything inside, links included', () => {
    expect(
      sanitizeRichHtml(
        '<p>a</p><svg><a href="https://example.com"><text>b</text></a></svg><math><mi>c</mi></math>',
      ),
    ).toBe('<p>a</p>');
  });

  it('drops scripts, styles, titles and templates with their text', () => {
    expect(
      sanitizeRichHtml(
        '<style>p{}</style><script>x()</script><title>t</title><template><b>u</b></template><p>a</p>',
      ),
    ).toBe('<p>a</p>');
  });

  it("drops elements that are not HTML's whole, as the browser's sanitiser must (rich-text-policy.ts)", () => {
    expect(sanitizeRichHtml('<p>a<foo>b</foo><x-widget>c</x-widget><div>d</div></p>')).toBe(
      '<p>a</p>d<p></p>',
    );
  });

  it('drops comments and head-only tags at the start', () => {
    expect(sanitizeRichHtml('<meta http-equiv="refresh" content="0"><p>a<!-- b --></p>')).toBe('<p>a</p>');
  });

  it('a non-URL attribute cannot carry a script URL, a title may mention one', () => {
    expect(
      sanitizeRichHtml('<span width="java\tscript:alert(1)" title="javascript: explained">t</span>'),
    ).toBe('<span title="javascript: explained">t</span>');
  });

  it('an approved video keeps nothing inside it', () => {
    expect(
      sanitizeRichHtml(`<iframe src="${YOUTUBE}">fallback <b>text</b></iframe>`, { allowVideo: true }),
    ).toBe(`<iframe src="${YOUTUBE}?controls=1&amp;rel=0"></iframe>`);
  });
});

describe('spec §2 links open in a new tab', () => {
  it('every link gets target=_blank and rel=noopener noreferrer, whatever it said', () => {
    expect(sanitizeRichHtml('<a href="https://example.com/help" target="_self" rel="opener">help</a>')).toBe(
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>',
    );
  });

  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+4930123456', 'tel:+4930123456'],
  ])('keeps an %s link', (href, kept) => {
    expect(
      parse(sanitizeRichHtml(`<a href="${href}">x</a>`))
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '/account',
    '#top',
    '//evil.example',
    'ftp://x.example',
  ])('drops an href of %s', (href) => {
    expect(
      parse(sanitizeRichHtml(`<a href="${href}">x</a>`))
        .querySelector('a')
        ?.hasAttribute('href'),
    ).toBe(false);
  });
});

describe('spec §2 video embeds get controls and no related videos', () => {
  it('keeps a YouTube embed and forces controls=1 and rel=0', () => {
    const html = sanitizeRichHtml(
      `<iframe src="${YOUTUBE}?rel=1&controls=0&start=30" width="560" height="315" frameborder="0" allowfullscreen></iframe>`,
      { allowVideo: true },
    );
    const iframe = parse(html).querySelector('iframe');
    const src = new URL(iframe?.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe(YOUTUBE);
    expect(src.searchParams.get('controls')).toBe('1');
    expect(src.searchParams.get('rel')).toBe('0');
    expect(src.searchParams.get('start')).toBe('30');
    expect(iframe?.getAttribute('width')).toBe('560');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
  });

  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
  ])('keeps an embed from %s', (src) => {
    expect(safeVideoEmbedUrl(src)).toBe(`${src}?controls=1&rel=0`);
  });

  it.each([
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['credentials before the host', 'https://www.youtube.com@evil.example/embed/dQw4w9WgXcQ'],
    ['a protocol-relative URL', '//evil.example/embed/dQw4w9WgXcQ'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a non-embed YouTube page', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a path escaping /embed', 'https://www.youtube.com/embed/../redirect'],
    ['an explicit port', 'https://www.youtube.com:8443/embed/dQw4w9WgXcQ'],
    ['a Vimeo page that is not the player', 'https://vimeo.com/76979871'],
    ['a Vimeo id that is not a number', 'https://player.vimeo.com/video/abc'],
  ])('rejects %s', (_, src) => {
    expect(safeVideoEmbedUrl(src)).toBeNull();
    expect(sanitizeRichHtml(`<p>before</p><iframe src="${src}"></iframe>`, { allowVideo: true })).toBe(
      '<p>before</p>',
    );
  });

  it('drops every iframe when video is not allowed', () => {
    expect(sanitizeRichHtml(`<iframe src="${YOUTUBE}"></iframe><p>x</p>`)).toBe('<p>x</p>');
  });

  it('keeps only harmless permission-policy features in allow', () => {
    const html = sanitizeRichHtml(
      `<iframe src="${YOUTUBE}" allow="autoplay; camera; microphone; encrypted-media"></iframe>`,
      {
        allowVideo: true,
      },
    );
    expect(parse(html).querySelector('iframe')?.getAttribute('allow')).toBe('autoplay; encrypted-media');
  });
});

describe('placeholders are filled before sanitising', () => {
  it('fills values and fallbacks', () => {
    expect(
      renderRichText('<p>Hi {{CUSTOMER_NAME_FIRST|there}}, {{plan|friend}}</p>', {
        CUSTOMER_NAME_FIRST: 'Ada',
      }),
    ).toBe('<p>Hi Ada, friend</p>');
  });

  it('a value with markup shows as text', () => {
    const html = renderRichText('<p>{{x}}</p>', { x: '<img src=x onerror=alert(1)>' });
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('a value cannot break out of an attribute', () => {
    const html = renderRichText('<a href="https://example.com/?q={{x}}" title="{{x}}">x</a>', {
      x: '" onclick="alert(1)',
    });
    const link = parse(html).querySelector('a');
    expect(link?.getAttribute('title')).toBe('" onclick="alert(1)');
    expect(link?.hasAttribute('onclick')).toBe(false);
  });
});

describe('link and embed URL helpers', () => {
  it('safeLinkHref normalises allowed links and refuses the rest', () => {
    expect(safeLinkHref('  https://example.com  ')).toBe('https://example.com/');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('relative/path')).toBeNull();
  });
});

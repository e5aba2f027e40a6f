import { describe, expect, it } from 'vitest';
import { markupAsText } from './plain-text.ts';

describe('A description read as plain text where Trusted Types refuse our policy', () => {
  it('drops tags, inline ones without a gap and block ones with a space', () => {
    expect(
      markupAsText('<h3>Before you go</h3><p>Hi <b>Ada</b>, <a href="https://x.test">read</a>.</p>', {}),
    ).toBe('Before you go Hi Ada, read.');
    expect(markupAsText('<ul><li>One</li><li>Two</li></ul>line<br>break', {})).toBe('One Two line break');
  });

  it('drops code, media and comments whole', () => {
    expect(
      markupAsText(
        'A<script>alert(1)</script><style>p{}</style><iframe src="https://www.youtube.com/embed/x">fallback</iframe><!-- note -->B',
        {},
      ),
    ).toBe('A B');
  });

  it('decodes character references', () => {
    expect(markupAsText('Fish &amp; chips &lt;3 &#39;hot&#x27; &quot;now&quot; &unknown;', {})).toBe(
      'Fish & chips <3 \'hot\' "now" &unknown;',
    );
  });

  it('fills placeholders as text last: a value is never read as markup', () => {
    expect(markupAsText('<p>Hi {{name|there}}</p>', new Map([['name', '<b>Ada</b> &amp;']]))).toBe(
      'Hi <b>Ada</b> &amp;',
    );
    expect(markupAsText('<p>Hi {{name|there}}</p>', {})).toBe('Hi there');
  });

  it('leaves a lone angle bracket that starts no tag', () => {
    expect(markupAsText('5 < 6 and 7 > 3', {})).toBe('5 < 6 and 7 > 3');
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasMarkup, useRichText } from './rich-text.ts';

describe('Rich text: only texts with markup need the sanitiser', () => {
  it('a text with a tag or a character reference is markup; anything else is plain text', () => {
    expect(hasMarkup('<p>Hi</p>')).toBe(true);
    expect(hasMarkup('Fish &amp; chips')).toBe(true);
    expect(hasMarkup('Hi {{name|there}}, 50% off > nothing')).toBe(false);
    expect(hasMarkup('')).toBe(false);
  });

  it('a plain description is shown as text with its placeholders filled, values never parsed', () => {
    const { result } = renderHook(() =>
      useRichText('Hello {{name|there}}', new Map([['name', '<img src=x onerror=alert(1)>']]), {}),
    );
    expect(result.current).toEqual({ text: 'Hello <img src=x onerror=alert(1)>' });
  });

  it('no description: nothing', () => {
    const { result } = renderHook(() => useRichText('', new Map(), {}));
    expect(result.current).toBeUndefined();
  });

  it('a description with markup is sanitised once the sanitiser chunk is there', async () => {
    const { result } = renderHook(() =>
      useRichText(
        '<p onclick="x()">Hi <b>{{name}}</b></p><script>x()</script>',
        new Map([['name', 'Ada & co']]),
        {},
      ),
    );
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({ html: '<p>Hi <b>Ada &amp; co</b></p>' });
  });
});

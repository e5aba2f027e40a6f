import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('Rich text without the Sanitizer API (jsdom): DOMPurify comes with the answer, not after it', () => {
  /** A fresh copy of the module, as a page that has not loaded the sanitiser yet. */
  async function freshRichText() {
    vi.resetModules();
    return import('./rich-text.ts');
  }

  it('nothing started: a description with markup waits for the sanitiser on its first render', async () => {
    const { useRichText: fresh } = await freshRichText();
    const { result } = renderHook(() => fresh('<b>x</b>', new Map(), {}));
    expect(result.current).toBeUndefined();
  });

  it('a flow that starts loading fetches it: the description renders at once when it comes', async () => {
    const { usePreloadRichText, useRichText: fresh } = await freshRichText();
    renderHook(() => usePreloadRichText(true));
    await vi.waitFor(() => {
      const { result } = renderHook(() => fresh('<b>x</b>', new Map(), {}));
      expect(result.current).toEqual({ html: '<b>x</b>' });
    });
  });
});

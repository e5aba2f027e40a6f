// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount.ts';
import { pageNonce } from './snippet.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function styleOf(experience: 'cancel-flow' | 'pause-wall') {
  return document.getElementById(`holdfast-${experience}`)?.shadowRoot?.querySelector('style');
}

function addNoncedScript(nonce: string) {
  const script = document.createElement('script');
  script.nonce = nonce;
  script.setAttribute('nonce', nonce);
  document.head.append(script);
}

describe('mount: one idempotent host element with an open shadow root and the styles inside', () => {
  it('creates the host once and reuses it', () => {
    const first = mount({ experience: 'cancel-flow', css: '.a{}' });
    const second = mount({ experience: 'cancel-flow', css: '.a{}' });
    expect(second.host).toBe(first.host);
    expect(first.shadowRoot.mode).toBe('open');
    expect(document.querySelectorAll('[data-holdfast="cancel-flow"]')).toHaveLength(1);
    expect(styleOf('cancel-flow')?.textContent).toBe('.a{}');
  });

  it('setCss replaces the stylesheet in place: same element, nonce kept (a lazy part adding its rules)', () => {
    const mounted = mount({ experience: 'cancel-flow', css: '.a{}', nonce: 'n1' });
    const style = styleOf('cancel-flow');
    mounted.setCss('.a{}\n.offer{}');
    expect(styleOf('cancel-flow')).toBe(style);
    expect(style?.textContent).toBe('.a{}\n.offer{}');
    expect(style?.nonce).toBe('n1');
    expect(mounted.shadowRoot.querySelectorAll('style')).toHaveLength(1);
  });
});

describe('the style element carries the CSP nonce', () => {
  it('uses the nonce option', () => {
    addNoncedScript('from-page');
    mount({ experience: 'cancel-flow', css: '', nonce: 'from-option' });
    expect(styleOf('cancel-flow')?.nonce).toBe('from-option');
  });

  it("falls back to the page's script nonce when the option is missing", () => {
    addNoncedScript('from-page');
    mount({ experience: 'pause-wall', css: '' });
    expect(styleOf('pause-wall')?.nonce).toBe('from-page');
  });

  it('has none when neither exists', () => {
    expect(pageNonce(document)).toBeUndefined();
    mount({ experience: 'cancel-flow', css: '' });
    expect(styleOf('cancel-flow')?.nonce ?? '').toBe('');
  });
});

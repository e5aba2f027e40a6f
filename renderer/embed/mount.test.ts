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

describe('mount on any host page', () => {
  it('never takes (nor removes) a page element that happens to have our id', () => {
    const theirs = document.createElement('button');
    theirs.id = 'holdfast-cancel-flow';
    const paragraph = document.createElement('p');
    paragraph.append(theirs);
    document.body.append(paragraph);
    const mounted = mount({ experience: 'cancel-flow', css: '' });
    expect(mounted.host).not.toBe(theirs);
    expect(theirs.isConnected).toBe(true);
    expect(theirs.shadowRoot).toBeNull();
    expect(mount({ experience: 'cancel-flow', css: '' }).host).toBe(mounted.host);
    // One element per id: ours goes without it rather than repeat the page's.
    expect(document.querySelectorAll('#holdfast-cancel-flow')).toHaveLength(1);
  });

  it('mounts a modal on the root element while the page has no body yet', () => {
    const body = document.body;
    body.remove();
    try {
      const mounted = mount({ experience: 'cancel-flow', css: '' });
      expect(mounted.host.parentElement).toBe(document.documentElement);
      mounted.remove();
    } finally {
      document.documentElement.append(body);
    }
  });

  it('lays its content out left to right, whatever the page’s direction', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(mount({ experience: 'cancel-flow', css: '' }).container.dir).toBe('ltr');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

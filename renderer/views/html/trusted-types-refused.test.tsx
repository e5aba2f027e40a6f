import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../shell/header.tsx';
import { useRichText } from './rich-text.ts';
import { resetTrustedHtmlPolicyForTests } from './trusted-html.ts';

/** What Chromium throws when a page under `require-trusted-types-for 'script'` gets a string in an HTML sink. */
const REQUIRES_TRUSTED_HTML =
  "Failed to set the 'innerHTML' property on 'Element': This document requires 'TrustedHTML' assignment.";

const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');

/**
 * A page enforcing Trusted Types that refuses our policy: `trusted-types default`, or a page that already made
 * a `holdfast` policy without 'allow-duplicates'. createPolicy throws, and so does innerHTML given a string
 * (as in the reported page error). Parsing is left working, as where DOMPurify gets a policy of its own.
 */
function enforceTrustedTypesRefusingOurPolicy() {
  vi.stubGlobal('trustedTypes', {
    createPolicy: vi.fn(() => {
      throw new TypeError(
        "Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy \"holdfast\" disallowed.",
      );
    }),
  });
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...innerHtml,
    set(value: unknown) {
      if (typeof value === 'string' && value !== '') throw new TypeError(REQUIRES_TRUSTED_HTML);
      innerHtml?.set?.call(this, value);
    },
  });
  // Parsing is an HTML sink too: on this page the fallback must not need it.
  return vi.spyOn(DOMParser.prototype, 'parseFromString');
}

function Description({ template }: { template: string }) {
  const description = useRichText(template, new Map([['name', 'Ada & co']]), { allowVideo: true });
  return <Header titleId="t" title="Before you go" closeLabel="Close" description={description} />;
}

let pageErrors: unknown[] = [];
const onPageError = (event: ErrorEvent) => pageErrors.push(event.error);

beforeEach(() => {
  pageErrors = [];
  window.addEventListener('error', onPageError);
  resetTrustedHtmlPolicyForTests();
});

afterEach(() => {
  window.removeEventListener('error', onPageError);
  if (innerHtml) Object.defineProperty(Element.prototype, 'innerHTML', innerHtml);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetTrustedHtmlPolicyForTests();
});

describe('Trusted Types refuse our policy: the description falls back to plain text, nothing thrown', () => {
  it('shows the description as text, with one clear console message and no page error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parse = enforceTrustedTypesRefusingOurPolicy();
    const { container } = render(
      <Description template={'<p>Hi <b>{{name}}</b>, <a href="https://example.com">read this</a></p>'} />,
    );
    await waitFor(() => expect(container.querySelector('.hf-description')).not.toBeNull());
    const description = container.querySelector('.hf-description');
    expect(description?.textContent).toBe('Hi Ada & co, read this');
    expect(description?.children).toHaveLength(0);
    expect(pageErrors).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/Trusted Types policy "holdfast".*plain text/);
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  it('re-renders keep the text and say nothing more', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    enforceTrustedTypesRefusingOurPolicy();
    const { container, rerender } = render(<Description template="<p>One</p>" />);
    await waitFor(() => expect(container.querySelector('.hf-description')?.textContent).toBe('One'));
    rerender(<Description template="<h3>Two</h3><p>Three</p>" />);
    expect(container.querySelector('.hf-description')?.textContent).toBe('Two Three');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('Trusted Types allow our policy: the description is markup', () => {
  it('renders the sanitised HTML', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: (_name: string, rules: { createHTML(html: string): string }) => ({
        createHTML: rules.createHTML,
        createScriptURL: () => '',
      }),
    });
    const { container } = render(<Description template="<p>Hi <b>{{name}}</b></p>" />);
    await waitFor(() => expect(container.querySelector('.hf-description b')?.textContent).toBe('Ada & co'));
  });
});

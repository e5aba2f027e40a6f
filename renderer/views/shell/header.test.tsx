import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandLogo } from './brand-logo.tsx';
import { Header } from './header.tsx';
import { LATER_STEP_ICONS, STEP_ICONS } from './later-step-icons.tsx';
import { SidePanel } from './side-panel.tsx';
import { registerStepIcons, type StepTagKind } from './step-icons.tsx';
import { StepTag } from './step-tag.tsx';

describe('Header: step header and description', () => {
  it('shows the header as a heading with the given id', () => {
    render(<Header titleId="t1" title="We are sorry to see you go" closeLabel="Close" />);
    const heading = screen.getByRole('heading', { name: 'We are sorry to see you go' });
    expect(heading.id).toBe('t1');
  });

  it('renders the sanitised description HTML as markup', () => {
    render(
      <Header
        titleId="t"
        title="Hi"
        closeLabel="Close"
        description={{
          html: '<p>Hello <strong>Ada</strong>, <a href="https://example.com" target="_blank">read</a></p>',
        }}
      />,
    );
    expect(screen.getByText('Ada').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'read' }).getAttribute('href')).toBe('https://example.com');
  });

  it('renders a plain-text description as text, never as markup', () => {
    const { container } = render(
      <Header titleId="t" title="Hi" closeLabel="Close" description={{ text: 'Hi <b>Ada</b>' }} />,
    );
    const description = container.querySelector('.hf-description');
    expect(description?.textContent).toBe('Hi <b>Ada</b>');
    expect(description?.querySelector('b')).toBeNull();
  });

  it('shows the step tag with its text', () => {
    render(
      <Header titleId="t" title="Hi" closeLabel="Close" tag={{ kind: 'discount', label: 'Special Offer' }} />,
    );
    expect(screen.getByText('Special Offer')).toBeTruthy();
  });

  it('shows the brand logo slot', () => {
    render(
      <Header titleId="t" title="Hi" closeLabel="Close" logo={<BrandLogo src="/logo.png" alt="Acme" />} />,
    );
    expect(screen.getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe('/logo.png');
  });
});

describe('Header: close button (spec §2: hidden when inline)', () => {
  it('is named by closeLabel and calls onClose', async () => {
    const onClose = vi.fn();
    render(<Header titleId="t" title="Hi" closeLabel="Schließen" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is absent without onClose', () => {
    render(<Header titleId="t" title="Hi" closeLabel="Close" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sits in the bar beside the heading, not around it, so the bar can stick to the top of the modal', () => {
    render(
      <Header
        titleId="t"
        title="Hi"
        closeLabel="Close"
        tag={{ kind: 'discount', label: 'Special Offer' }}
        onClose={() => {}}
      />,
    );
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(bar).getByText('Special Offer')).toBeTruthy();
    // A sticky box stays inside its parent: the bar must be the heading's sibling to stay in view all the way.
    const heading = screen.getByRole('heading', { name: 'Hi' });
    expect(bar.contains(heading)).toBe(false);
    expect(bar.parentElement).toBe(heading.parentElement?.parentElement);
  });
});

describe('Step tags and icons', () => {
  const kinds = Object.keys(STEP_ICONS).filter((k): k is StepTagKind => k in STEP_ICONS);

  it('has an icon for each of the ten tag kinds', () => {
    expect(kinds.sort()).toEqual(
      [
        'accepted',
        'cancelled',
        'confirm',
        'discount',
        'error',
        'feedback',
        'help',
        'pause',
        'plans',
        'trial',
      ].sort(),
    );
  });

  it('before the offers chunk registers its icons, an offer tag shows its text alone; the first steps have theirs', () => {
    const { container } = render(<StepTag kind="discount" label="Special Offer" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('Special Offer')).toBeTruthy();
    const feedback = render(<StepTag kind="feedback" label="Your Feedback" />);
    expect(feedback.container.querySelector('svg')).not.toBeNull();
    registerStepIcons(LATER_STEP_ICONS);
  });

  it.each(kinds)('renders a decorative icon beside the %s label', (kind) => {
    const { container } = render(<StepTag kind={kind} label={`Tag ${kind}`} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(`Tag ${kind}`)).toBeTruthy();
  });
});

describe('SidePanel (theme-v2)', () => {
  it('shows the tag, the logo and the brand name', () => {
    render(
      <SidePanel
        tag={{ kind: 'pause', label: 'Subscription Pause' }}
        logo={{ src: '/l.png', alt: 'Acme logo' }}
        brandName="Acme"
      />,
    );
    expect(screen.getByText('Subscription Pause')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
  });
});

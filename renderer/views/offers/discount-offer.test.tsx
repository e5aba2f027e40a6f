import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactOffer } from './contact-offer.tsx';
import { DiscountOffer } from './discount-offer.tsx';
import { RedirectOffer } from './redirect-offer.tsx';
import { TrialExtensionOffer } from './trial-extension-offer.tsx';

function buttonNamed(name: string): HTMLButtonElement {
  const el = screen.getByRole('button', { name });
  if (!(el instanceof HTMLButtonElement)) throw new Error('not a button');
  return el;
}

describe('Discount offer (spec §2)', () => {
  it('shows the coupon, the override note and the valid-until date; claim calls onClaim', async () => {
    const onClaim = vi.fn();
    render(
      <DiscountOffer
        couponText="50% off for 3 months"
        claimLabel="Claim offer"
        onClaim={onClaim}
        overrideNote="This replaces your current discount."
        validUntilText="Valid until June 1, 2026"
      />,
    );
    expect(screen.getByText('50% off for 3 months')).toBeTruthy();
    expect(screen.getByText('This replaces your current discount.')).toBeTruthy();
    expect(screen.getByText('Valid until June 1, 2026')).toBeTruthy();
    await userEvent.click(buttonNamed('Claim offer'));
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('disables the claim button while busy', () => {
    render(<DiscountOffer couponText="$5 off" claimLabel="Claim offer" onClaim={() => {}} busy />);
    expect(buttonNamed('Claim offer').disabled).toBe(true);
  });

  it('has no coupon selector outside test mode', () => {
    render(<DiscountOffer couponText="$5 off" claimLabel="Claim offer" onClaim={() => {}} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('in test mode offers the test coupons and reports a pick', async () => {
    const onSelect = vi.fn();
    render(
      <DiscountOffer
        couponText="$5 off"
        claimLabel="Claim offer"
        onClaim={() => {}}
        testCoupons={[
          { id: 'co_5', label: '$5 off once' },
          { id: 'co_50', label: '50% off forever' },
        ]}
        selectedTestCouponId="co_5"
        onSelectTestCoupon={onSelect}
        testCouponLabel="Test coupon"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Test coupon' });
    await userEvent.selectOptions(select, '50% off forever');
    expect(onSelect).toHaveBeenCalledWith('co_50');
  });
});

describe('Trial-extension offer (spec §2)', () => {
  it('shows the trial end, the mode note, and extends on click', async () => {
    const onExtend = vi.fn();
    render(
      <TrialExtensionOffer
        trialEndText="Your trial ends on April 12, 2026"
        extendLabel="Extend my trial by 7 days"
        onExtend={onExtend}
        modeNote="Test mode: the trial can be extended repeatedly."
      />,
    );
    expect(screen.getByText('Your trial ends on April 12, 2026')).toBeTruthy();
    expect(screen.getByText('Test mode: the trial can be extended repeatedly.')).toBeTruthy();
    await userEvent.click(buttonNamed('Extend my trial by 7 days'));
    expect(onExtend).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(<TrialExtensionOffer trialEndText="t" extendLabel="Extend" onExtend={() => {}} disabled />);
    expect(buttonNamed('Extend').disabled).toBe(true);
  });
});

describe('Contact offer', () => {
  it('Get help calls onHelp', async () => {
    const onHelp = vi.fn();
    render(<ContactOffer helpLabel="Get help" onHelp={onHelp} />);
    await userEvent.click(buttonNamed('Get help'));
    expect(onHelp).toHaveBeenCalledTimes(1);
  });
});

describe('Redirect offer (spec §2: label from config, default Check it out)', () => {
  it('is a link that opens a new tab without an opener', async () => {
    const onFollow = vi.fn();
    render(
      <RedirectOffer
        label="Check it out"
        href="https://example.com/deal"
        onFollow={onFollow}
        newTabHint="(opens in a new tab)"
      />,
    );
    const link = screen.getByRole('link', { name: 'Check it out (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/deal');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('is a button when there is no href (a host handler takes over)', async () => {
    const onFollow = vi.fn();
    render(<RedirectOffer label="See our guide" onFollow={onFollow} />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(buttonNamed('See our guide'));
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});

import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { DiscountOffer } from './discount-offer.tsx';

export default { title: 'Offers/Discount' } satisfies StoryDefault;

const TEST_COUPONS = [
  { id: 'co_half', label: '50% off for 3 months' },
  { id: 'co_five', label: '$5.00 off once' },
  { id: 'co_forever', label: '10% off forever' },
];

function Discount({ theme, testMode = false }: { theme: WidgetTheme; testMode?: boolean }) {
  const [couponId, setCouponId] = useState('co_half');
  const coupon = TEST_COUPONS.find((c) => c.id === couponId)?.label ?? '';
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'discount', label: 'Special Offer' }}
      title="Stay and save"
      descriptionHtml="<p>We’d love to keep you. Here’s a discount on us.</p>"
      footer={OFFER_FOOTER}
    >
      <DiscountOffer
        couponText={testMode ? coupon : '50% off for 3 months'}
        claimLabel="Claim offer"
        onClaim={action('claim')}
        overrideNote="This replaces your current discount."
        validUntilText="Offer valid until June 1, 2026"
        testCoupons={testMode ? TEST_COUPONS : undefined}
        selectedTestCouponId={couponId}
        onSelectTestCoupon={setCouponId}
        testCouponLabel="Test coupon"
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Discount theme="default" />;
export const ThemeV2: Story = () => <Discount theme="theme-v2" />;
export const TestModeDefault: Story = () => <Discount theme="default" testMode />;
export const TestModeThemeV2: Story = () => <Discount theme="theme-v2" testMode />;

import { action, type Story, type StoryDefault } from '@ladle/react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import type { PlanCardItem } from './plan-card.tsx';
import { PlanChangeOffer } from './plan-change-offer.tsx';

export default { title: 'Offers/Plan change' } satisfies StoryDefault;

const PLANS: PlanCardItem[] = [
  {
    id: 'p_basic',
    name: 'Basic',
    price: '$9/month',
    msrp: '$15/month',
    tagline: 'For side projects',
    features: ['1 seat', '5 GB storage', 'Email support'],
  },
  {
    id: 'p_team',
    name: 'Team',
    price: '$29/month',
    tagline: 'For small teams',
    features: ['5 seats', '50 GB storage', 'Priority support'],
  },
  {
    id: 'p_annual',
    name: 'Pro (annual)',
    price: '$290/year',
    priceOverride: '$24.17/month, billed yearly',
    features: ['Everything in Team', '2 months free'],
  },
  { id: 'p_lite', name: 'Lite', price: '$4/month', features: ['Read-only access'] },
  {
    id: 'p_edu',
    name: 'Education',
    price: '$5/month',
    tagline: 'For students and teachers',
    features: ['Verified .edu address'],
  },
  { id: 'p_np', name: 'Non-profit', price: '€7/month', features: ['Registered charities'] },
];

function Plans(props: {
  theme: WidgetTheme;
  plans?: PlanCardItem[];
  testMode?: boolean;
  preview?: boolean;
  busy?: string;
}) {
  return (
    <StoryFrame
      theme={props.theme}
      tag={{ kind: 'plans', label: 'Consider Other Plans' }}
      title="Switch instead of leaving"
      footer={{ ...OFFER_FOOTER, busy: props.busy !== undefined }}
    >
      <PlanChangeOffer
        plans={props.plans ?? PLANS}
        showMoreLabel="Show more plans..."
        switchLabel="Switch plan"
        msrpLabel="was"
        onSwitch={action('switch')}
        busyPlanId={props.busy}
        testPlans={props.testMode ? PLANS.map((p) => ({ id: p.id, label: `${p.name} (test)` })) : undefined}
        onSelectTestPlan={action('test plan')}
        testPlanLabel="Test plan"
        previewNote={props.preview ? 'Preview: plans in every currency are shown.' : undefined}
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Plans theme="default" />;
export const ThemeV2: Story = () => <Plans theme="theme-v2" />;
export const SinglePlanDefault: Story = () => <Plans theme="default" plans={PLANS.slice(0, 1)} />;
export const SinglePlanThemeV2: Story = () => <Plans theme="theme-v2" plans={PLANS.slice(0, 1)} />;
export const TestModeAndPreview: Story = () => <Plans theme="default" testMode preview />;
export const Switching: Story = () => <Plans theme="default" busy="p_team" />;

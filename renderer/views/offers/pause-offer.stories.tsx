import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { OFFER_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { PAUSE_CUSTOM_DATE_VALUE, PauseOffer } from './pause-offer.tsx';
import type { PausePreviewItem } from './pause-preview.tsx';

export default { title: 'Offers/Pause' } satisfies StoryDefault;

const PREVIEWS: PausePreviewItem[] = [
  {
    id: 's1',
    title: 'Pro (monthly)',
    renewalDate: 'June 1, 2026',
    pauseFrom: 'May 1, 2026',
    pauseTo: 'June 1, 2026',
  },
  {
    id: 's2',
    title: 'Extra seats',
    renewalDate: 'June 9, 2026',
    pauseFrom: 'May 9, 2026',
    pauseTo: 'June 9, 2026',
  },
  {
    id: 's3',
    title: 'Storage add-on',
    renewalDate: 'June 20, 2026',
    pauseFrom: 'May 20, 2026',
    pauseTo: 'June 20, 2026',
  },
];

interface PauseStoryProps {
  theme: WidgetTheme;
  previews?: PausePreviewItem[];
  withCustom?: boolean;
  initial?: string;
  busy?: boolean;
  error?: string;
}

function Pause({
  theme,
  previews = PREVIEWS.slice(0, 1),
  withCustom = false,
  initial = '',
  busy,
  error,
}: PauseStoryProps) {
  const [value, setValue] = useState(initial);
  const [date, setDate] = useState('');
  const customWithoutDate = value === PAUSE_CUSTOM_DATE_VALUE && date === '';
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'pause', label: 'Subscription Pause' }}
      title="Need a break?"
      descriptionHtml="<p>Pause your subscription instead of cancelling. You won’t be charged while paused.</p>"
      footer={{ ...OFFER_FOOTER, busy }}
    >
      <PauseOffer
        selectLabel="Pause for"
        placeholderLabel="Choose how long"
        options={[1, 2, 3].map((n) => ({ value: String(n), label: n === 1 ? '1 month' : `${n} months` }))}
        value={value}
        onSelect={setValue}
        customDate={
          withCustom
            ? {
                optionLabel: 'Custom date',
                inputLabel: 'Resume on',
                min: '2026-05-01',
                max: '2026-08-01',
                value: date,
                onChange: setDate,
              }
            : undefined
        }
        pauseLabel="Pause subscription"
        onPause={action('pause')}
        pauseDisabled={value === '' || customWithoutDate}
        busy={busy}
        previews={previews}
        previewLabels={{
          renewalDate: 'Next renewal',
          pauseFrom: 'Paused from',
          pauseTo: 'Paused until',
          previous: 'Previous subscription',
          next: 'Next subscription',
        }}
        error={error}
        notes={['Your renewal date moves by the length of the pause.']}
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Pause theme="default" />;
export const ThemeV2: Story = () => <Pause theme="theme-v2" />;
export const CustomDateDefault: Story = () => (
  <Pause theme="default" withCustom initial={PAUSE_CUSTOM_DATE_VALUE} />
);
export const CustomDateThemeV2: Story = () => (
  <Pause theme="theme-v2" withCustom initial={PAUSE_CUSTOM_DATE_VALUE} />
);
export const SeveralSubscriptionsDefault: Story = () => (
  <Pause theme="default" previews={PREVIEWS} initial="2" />
);
export const SeveralSubscriptionsThemeV2: Story = () => (
  <Pause theme="theme-v2" previews={PREVIEWS} initial="2" />
);
export const Pausing: Story = () => <Pause theme="default" initial="1" busy />;
export const WithError: Story = () => (
  <Pause
    theme="default"
    withCustom
    initial={PAUSE_CUSTOM_DATE_VALUE}
    error="Please, select a valid end date"
  />
);

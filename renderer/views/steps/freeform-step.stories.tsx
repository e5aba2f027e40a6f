import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NEXT_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { createTranslator, registerEnglish } from '../../i18n/index.ts';
import { freeTextHint } from '../containers/free-text-hint.ts';
import type { WidgetTheme } from '../shell/theme.ts';
import { FreeformStep } from './freeform-step.tsx';

export default { title: 'Steps/Freeform' } satisfies StoryDefault;

const MIN = 20;

// The hint near the limit, as the cancel flow has it once the later steps' chunk is in.
registerEnglish(enLaterSteps);
const t = createTranslator({ lang: 'en' });

function Freeform({
  theme,
  startInvalid = false,
  initial = '',
}: {
  theme: WidgetTheme;
  startInvalid?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(startInvalid);
  const short = value.length < MIN;
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'feedback', label: 'Your Feedback' }}
      title="Anything else you’d like to share?"
      footer={{ ...NEXT_FOOTER, primaryDisabled: short, onPrimary: () => setTouched(true) }}
    >
      <FreeformStep
        label="Anything else you’d like to share?"
        value={value}
        minLength={MIN}
        limitHint={freeTextHint(t, value)}
        placeholder="Tell us more..."
        showInvalid={touched && short}
        invalidMessage={`Please write at least ${MIN} characters.`}
        onChange={setValue}
        onBlur={() => setTouched(true)}
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Freeform theme="default" />;
export const ThemeV2: Story = () => <Freeform theme="theme-v2" />;
export const InvalidDefault: Story = () => <Freeform theme="default" startInvalid />;
export const InvalidThemeV2: Story = () => <Freeform theme="theme-v2" startInvalid />;
/** 12 characters short of the 5,000 the field takes: type them to see the hint turn to the limit. */
export const NearTheLimit: Story = () => (
  <Freeform theme="default" initial={'So much to say. '.repeat(311).slice(0, 4_988)} />
);

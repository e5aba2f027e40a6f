import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NEXT_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { FreeformStep } from './freeform-step.tsx';

export default { title: 'Steps/Freeform' } satisfies StoryDefault;

const MIN = 20;

function Freeform({ theme, startInvalid = false }: { theme: WidgetTheme; startInvalid?: boolean }) {
  const [value, setValue] = useState('');
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

import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NEXT_FOOTER, StoryFrame } from '../../../stories/story-frame.tsx';
import type { WidgetTheme } from '../shell/theme.ts';
import { type SurveyChoiceItem, SurveyStep } from './survey-step.tsx';

export default { title: 'Steps/Survey' } satisfies StoryDefault;

const CHOICES: SurveyChoiceItem[] = [
  { id: 'c1', label: 'It’s too expensive' },
  { id: 'c2', label: 'I’m not using it enough' },
  {
    id: 'c3',
    label: 'It’s missing a feature I need',
    followupQuestion: 'Which feature were you looking for?',
  },
  { id: 'c4', label: 'I found an alternative' },
  { id: 'c5', label: 'Other', followupQuestion: 'What could we have done better?' },
];

function Survey({ theme, initial = null }: { theme: WidgetTheme; initial?: string | null }) {
  const [selectedId, setSelectedId] = useState<string | null>(initial);
  const [text, setText] = useState('');
  const selected = CHOICES.find((c) => c.id === selectedId);
  const needsText = selected?.followupQuestion !== undefined && text.length < 10;
  return (
    <StoryFrame
      theme={theme}
      tag={{ kind: 'feedback', label: 'Your Feedback' }}
      title="Why are you cancelling?"
      descriptionHtml="<p>Your answer helps us improve.</p>"
      footer={{ ...NEXT_FOOTER, primaryDisabled: selectedId === null || needsText }}
    >
      <SurveyStep
        legend="Why are you cancelling?"
        theme={theme}
        choices={CHOICES}
        selectedId={selectedId}
        onChoose={(id) => {
          action('choose')(id);
          setSelectedId(id);
        }}
        followupText={text}
        followupMinLength={10}
        onFollowupChange={setText}
      />
    </StoryFrame>
  );
}

export const Default: Story = () => <Survey theme="default" />;
export const ThemeV2: Story = () => <Survey theme="theme-v2" />;
export const FollowupDefault: Story = () => <Survey theme="default" initial="c5" />;
export const FollowupThemeV2: Story = () => <Survey theme="theme-v2" initial="c3" />;

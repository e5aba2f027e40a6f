import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import type { WidgetTheme } from '../shell/theme.ts';
import { choiceLetter } from './choice-letter.ts';
import { copiesInField, describersOf, fieldLiveRegion } from './field-live-region.testing.ts';
import { type SurveyChoiceItem, SurveyStep, type SurveyStepProps } from './survey-step.tsx';

const CHOICES: SurveyChoiceItem[] = [
  { id: 'c-price', label: 'Too expensive' },
  { id: 'c-usage', label: 'Not using it enough' },
  { id: 'c-other', label: 'Other', followupQuestion: 'What could we have done better?' },
];

function Survey({
  hint,
  ...props
}: Partial<SurveyStepProps> & {
  theme?: WidgetTheme;
  /** The hint near the limit, as the container makes it from the text. */
  hint?: (text: string) => string | undefined;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(props.selectedId ?? null);
  const [text, setText] = useState(props.followupText ?? '');
  return (
    <SurveyStep
      legend="Why are you cancelling?"
      theme={props.theme ?? 'default'}
      choices={props.choices ?? CHOICES}
      selectedId={selectedId}
      onChoose={(id) => {
        setSelectedId(id);
        props.onChoose?.(id);
      }}
      followupText={text}
      followupMinLength={props.followupMinLength ?? 10}
      followupLimitHint={hint?.(text)}
      onFollowupChange={(t) => {
        setText(t);
        props.onFollowupChange?.(t);
      }}
    />
  );
}

function radio(name: string): HTMLInputElement {
  const el = screen.getByRole('radio', { name });
  if (!(el instanceof HTMLInputElement)) throw new Error('not an input');
  return el;
}

describe('Survey: radio choices', () => {
  it('is a radio group named by the legend, choices in the given order', () => {
    render(<Survey />);
    const group = screen.getByRole('group', { name: 'Why are you cancelling?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['c-price', 'c-usage', 'c-other']);
  });

  it('reports the chosen choice guid and shows it checked', async () => {
    const onChoose = vi.fn();
    render(<Survey onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Not using it enough' }));
    expect(onChoose).toHaveBeenCalledWith('c-usage');
    expect(radio('Not using it enough').checked).toBe(true);
    expect(radio('Too expensive').checked).toBe(false);
  });

  it('checks the choice given as selectedId', () => {
    render(<Survey selectedId="c-price" />);
    expect(radio('Too expensive').checked).toBe(true);
  });
});

describe('Survey: letter badges in the dynamic theme (spec §2)', () => {
  it('shows A, B, C in theme-v2, outside the choices’ accessible names', () => {
    render(<Survey theme="theme-v2" />);
    const group = screen.getByRole('group');
    expect(within(group).getByText('A')).toBeTruthy();
    expect(within(group).getByText('C')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Too expensive' })).toBeTruthy();
  });

  it('shows no badges in the default theme', () => {
    render(<Survey theme="default" />);
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.queryByText('B')).toBeNull();
  });

  it('letters run A..Z then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(choiceLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

describe('Survey: follow-up for an INPUT choice (spec §2, §5)', () => {
  it('shows no follow-up for a plain choice', async () => {
    render(<Survey />);
    await userEvent.click(screen.getByRole('radio', { name: 'Too expensive' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a textarea labelled by its question when the INPUT choice is chosen', async () => {
    render(<Survey />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'What could we have done better?' })).toBeTruthy();
  });

  it('counts typed characters against the minimum as count/min and reports the text', async () => {
    const onFollowupChange = vi.fn();
    render(<Survey selectedId="c-other" followupMinLength={20} onFollowupChange={onFollowupChange} />);
    const box = screen.getByRole('textbox', { name: 'What could we have done better?' });
    expect(screen.getByText('0/20')).toBeTruthy();
    await userEvent.type(box, 'Too slow');
    expect(screen.getByText('8/20')).toBeTruthy();
    expect(onFollowupChange).toHaveBeenLastCalledWith('Too slow');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('8/20').id);
  });

  it('marks the follow-up required only when there is a minimum', () => {
    const { unmount } = render(<Survey selectedId="c-other" followupMinLength={5} />);
    expect(screen.getByRole('textbox').getAttribute('aria-required')).toBe('true');
    unmount();
    render(<Survey selectedId="c-other" followupMinLength={0} />);
    expect(screen.getByRole('textbox').hasAttribute('aria-required')).toBe(false);
  });

  it('without a minimum there is no counter (no "0/0") and nothing to be described by', () => {
    render(<Survey selectedId="c-other" followupMinLength={0} />);
    expect(screen.queryByText('0/0')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Survey: the follow-up takes at most MAX_FREE_TEXT_CHARS', () => {
  it('refuses characters past the limit, so the session can always be delivered', async () => {
    const user = userEvent.setup();
    render(<Survey selectedId="c-other" followupMinLength={0} />);
    const box = screen.getByRole('textbox', { name: 'What could we have done better?' });
    expect(box.getAttribute('maxlength')).toBe(String(MAX_FREE_TEXT_CHARS));
    await user.click(box);
    await user.paste('é'.repeat(40_000));
    expect(box).toHaveProperty('value', 'é'.repeat(MAX_FREE_TEXT_CHARS));
  });

  it('follows the writing direction of what is typed (Arabic, Hebrew)', () => {
    render(<Survey selectedId="c-other" />);
    expect(screen.getByRole('textbox').getAttribute('dir')).toBe('auto');
  });
});

/** What the container's hint says (free-text-hint.ts), made up here: the view only shows what it is given. */
const leftHint = (text: string) =>
  MAX_FREE_TEXT_CHARS - text.length > 500 ? undefined : `${MAX_FREE_TEXT_CHARS - text.length} left`;

describe('Survey: near the limit, the follow-up shows what is left and says it to screen readers', () => {
  it('far from the limit: count/min, and an empty live region, so nothing is announced at each key', async () => {
    const user = userEvent.setup();
    render(<Survey selectedId="c-other" followupMinLength={20} hint={leftHint} />);
    await user.type(screen.getByRole('textbox'), 'Too slow');
    expect(screen.getByText('8/20')).toBeTruthy();
    expect(fieldLiveRegion().textContent).toBe('');
  });

  it('near the limit the hint replaces count/min and describes the follow-up; the live region that was there says it', async () => {
    const user = userEvent.setup();
    render(<Survey selectedId="c-other" followupMinLength={0} hint={leftHint} />);
    const box = screen.getByRole('textbox', { name: 'What could we have done better?' });
    const region = fieldLiveRegion();
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    await user.click(box);
    await user.paste('a'.repeat(4_988));
    expect(describersOf(box).map((describer) => describer.textContent)).toEqual(['12 left']);
    expect(fieldLiveRegion()).toBe(region);
    expect(region.textContent).toBe('12 left');
    // Once: the live region is inside the description, not a second copy that browse mode reads again.
    expect(copiesInField('12 left')).toBe(1);
    expect(describersOf(box)[0]?.contains(region)).toBe(true);
    await user.paste('a'.repeat(100));
    expect(describersOf(box).map((describer) => describer.textContent)).toEqual(['0 left']);
    expect(region.textContent).toBe('0 left');
    expect(copiesInField('0 left')).toBe(1);
  });
});

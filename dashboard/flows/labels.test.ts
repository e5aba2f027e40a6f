import { describe, expect, it } from 'vitest';
import { STEP_NAME_HEADER_CHARS, shortHeader, stepName } from './labels.ts';

describe('a step as the editor names it', () => {
  it('reads a placeholder as a customer the widget knows nothing of: its fallback, or nothing', () => {
    expect(shortHeader('Before you go, {{CUSTOMER_NAME_FIRST|friend}}')).toBe('Before you go, friend');
    expect(shortHeader('{{CUSTOMER_NAME_FIRST}}, wait')).toBe(', wait');
    expect(stepName({ stepType: 'SURVEY', header: 'Hi {{CUSTOMER_NAME_FIRST|there}}!' }, 1)).toBe(
      'Step 1: Survey “Hi there!”',
    );
  });

  it('drops markup, collapses spaces and cuts a long header with an ellipsis', () => {
    expect(shortHeader('<b>Wait</b>   a <i>moment</i>')).toBe('Wait a moment');
    const cut = shortHeader('word '.repeat(20));
    expect(Array.from(cut)).toHaveLength(STEP_NAME_HEADER_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(stepName({ stepType: 'CONFIRM' }, 4)).toBe('Step 4: Confirm cancellation');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import { loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { testFlowUi } from './flow-ui.testing.ts';
import { StepFooter } from './footer-container.tsx';
import { FlowUiProvider } from './ui-context.tsx';

const ui = testFlowUi();

const help = { guid: 'o-help', offerType: 'CONTACT' as const };
const confirm: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };
const feedback: StepInput = { guid: 'feedback', stepType: 'FREEFORM' };

/** The primary button's label on the flow's first step. */
function primaryLabel(steps: StepInput[]): string {
  cleanup();
  loadTestFlow({ steps });
  render(
    <FlowUiProvider value={ui}>
      <StepFooter />
    </FlowUiProvider>,
  );
  const buttons = screen.getAllByRole('button');
  return buttons[buttons.length - 1]?.textContent ?? '';
}

describe('the footer names what its primary button does (spec §2 footer labels, §4 navigation)', () => {
  it('an offer with a step after it is declined', () => {
    expect(primaryLabel([offerStep('help', help, 'confirm'), confirm])).toBe('Decline offer');
  });

  it('an offer with nothing after it says Cancel subscription: declining it cancels at once', () => {
    expect(primaryLabel([offerStep('help', help)])).toBe('Cancel subscription');
  });

  it('the confirm step confirms and cancels; a last step cancels; another goes on', () => {
    expect(primaryLabel([confirm])).toBe('Confirm and cancel');
    expect(primaryLabel([feedback])).toBe('Cancel subscription');
    expect(primaryLabel([feedback, confirm])).toBe('Next');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAUSE_CUSTOM_DATE_VALUE, PauseOffer, type PauseOfferProps } from './pause-offer.tsx';
import type { PausePreviewItem } from './pause-preview.tsx';

const PREVIEWS: PausePreviewItem[] = [
  {
    id: 'sub_1',
    title: 'Pro monthly',
    renewalDate: 'May 1, 2026',
    pauseFrom: 'Apr 1, 2026',
    pauseTo: 'May 1, 2026',
  },
  {
    id: 'sub_2',
    title: 'Add-on seats',
    renewalDate: 'May 9, 2026',
    pauseFrom: 'Apr 9, 2026',
    pauseTo: 'May 9, 2026',
  },
  {
    id: 'sub_3',
    title: 'Storage',
    renewalDate: 'May 20, 2026',
    pauseFrom: 'Apr 20, 2026',
    pauseTo: 'May 20, 2026',
  },
];

type Overrides = Partial<Omit<PauseOfferProps, 'customDate'>> & {
  withCustom?: boolean;
  onDate?: (d: string) => void;
};

function Pause(props: Overrides) {
  const [value, setValue] = useState(props.value ?? '');
  const [date, setDate] = useState('');
  return (
    <PauseOffer
      selectLabel="Pause for"
      placeholderLabel="Choose a length"
      options={[
        { value: '1', label: '1 month' },
        { value: '2', label: '2 months' },
      ]}
      value={value}
      onSelect={(v) => {
        setValue(v);
        props.onSelect?.(v);
      }}
      customDate={
        props.withCustom
          ? {
              optionLabel: 'Custom date',
              inputLabel: 'Resume on',
              min: '2026-04-30',
              max: '2026-07-31',
              value: date,
              onChange: (d) => {
                setDate(d);
                props.onDate?.(d);
              },
            }
          : undefined
      }
      pauseLabel="Pause subscription"
      onPause={props.onPause ?? (() => {})}
      pauseDisabled={props.pauseDisabled ?? false}
      busy={props.busy}
      previews={props.previews ?? PREVIEWS.slice(0, 1)}
      previewLabels={{
        renewalDate: 'Next renewal',
        pauseFrom: 'Paused from',
        pauseTo: 'Paused until',
        previous: 'Previous subscription',
        next: 'Next subscription',
      }}
      error={props.error}
      notes={props.notes}
    />
  );
}

function pauseButton(): HTMLButtonElement {
  const el = screen.getByRole('button', { name: 'Pause subscription' });
  if (!(el instanceof HTMLButtonElement)) throw new Error('not a button');
  return el;
}

describe('Pause offer: the length dropdown (spec §2)', () => {
  it('lists the lengths after an empty choice and reports a pick', async () => {
    const onSelect = vi.fn();
    render(<Pause onSelect={onSelect} />);
    const select = screen.getByRole('combobox', { name: 'Pause for' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a length',
      '1 month',
      '2 months',
    ]);
    await userEvent.selectOptions(select, '2 months');
    expect(onSelect).toHaveBeenCalledWith('2');
  });

  it('offers no custom date without a configured date picker', () => {
    render(<Pause />);
    expect(screen.queryByRole('option', { name: 'Custom date' })).toBeNull();
  });
});

describe('Pause offer: custom date (spec §5: min = latest billing period end, max = today + max length)', () => {
  it('reveals a date input with min and max when Custom date is chosen', async () => {
    const onDate = vi.fn();
    render(<Pause withCustom onDate={onDate} />);
    expect(screen.queryByLabelText('Resume on')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pause for' }), 'Custom date');
    const input = screen.getByLabelText('Resume on');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2026-04-30');
    expect(input.getAttribute('max')).toBe('2026-07-31');
    await userEvent.type(input, '2026-05-15');
    expect(onDate).toHaveBeenLastCalledWith('2026-05-15');
  });

  it('the custom option carries the custom value', () => {
    render(<Pause withCustom value={PAUSE_CUSTOM_DATE_VALUE} />);
    expect(screen.getByLabelText('Resume on')).toBeTruthy();
  });

  it('shows the error as an alert and marks an empty date invalid', () => {
    render(<Pause withCustom value={PAUSE_CUSTOM_DATE_VALUE} error="Please, select a valid end date" />);
    expect(screen.getByRole('alert').textContent).toBe('Please, select a valid end date');
    expect(screen.getByLabelText('Resume on').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a typed date invalid while the error stands (a date outside min and max)', async () => {
    render(<Pause withCustom value={PAUSE_CUSTOM_DATE_VALUE} error="Please, select a valid end date" />);
    const input = screen.getByLabelText('Resume on');
    await userEvent.type(input, '2026-04-01');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('Pause offer: the pause button (spec §5)', () => {
  it('calls onPause', async () => {
    const onPause = vi.fn();
    render(<Pause value="1" onPause={onPause} />);
    await userEvent.click(pauseButton());
    expect(onPause).toHaveBeenCalledTimes(1);
  });

  it('is disabled when pauseDisabled', () => {
    render(<Pause pauseDisabled />);
    expect(pauseButton().disabled).toBe(true);
  });

  it('is disabled and busy while pausing', () => {
    render(<Pause value="1" busy />);
    expect(pauseButton().disabled).toBe(true);
    expect(pauseButton().getAttribute('aria-busy')).toBe('true');
  });

  it('shows the renewal-date notes', () => {
    render(<Pause notes={['Your renewal date moves by the pause length.', 'You keep your data.']} />);
    expect(screen.getByText('Your renewal date moves by the pause length.')).toBeTruthy();
    expect(screen.getByText('You keep your data.')).toBeTruthy();
  });
});

describe('Pause offer: per-subscription preview paged with arrows (spec §2)', () => {
  it('shows one subscription without arrows', () => {
    render(<Pause previews={PREVIEWS.slice(0, 1)} />);
    const card = screen.getByRole('region', { name: 'Pro monthly' });
    expect(card.textContent).toContain('Next renewal');
    expect(card.textContent).toContain('May 1, 2026');
    expect(card.textContent).toContain('Paused from');
    expect(card.textContent).toContain('Apr 1, 2026');
    expect(screen.queryByRole('button', { name: 'Next subscription' })).toBeNull();
  });

  it('moves between subscriptions with the arrows, disabled at the ends', async () => {
    render(<Pause previews={PREVIEWS} />);
    const previous = screen.getByRole('button', { name: 'Previous subscription' });
    const next = screen.getByRole('button', { name: 'Next subscription' });
    expect(screen.getByRole('region', { name: 'Pro monthly' })).toBeTruthy();
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await userEvent.click(next);
    expect(screen.getByRole('region', { name: 'Add-on seats' }).textContent).toContain('May 9, 2026');
    await userEvent.click(next);
    expect(screen.getByRole('region', { name: 'Storage' })).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    await userEvent.click(previous);
    expect(screen.getByRole('region', { name: 'Add-on seats' })).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('stays on an existing card when the list shrinks', async () => {
    const { rerender } = render(<Pause previews={PREVIEWS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next subscription' }));
    rerender(<Pause previews={PREVIEWS.slice(0, 2)} />);
    expect(screen.getByRole('region', { name: 'Add-on seats' })).toBeTruthy();
  });
});

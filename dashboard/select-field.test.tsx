/**
 * The dashboard's selects are named by their label alone. (Chromium appends the chosen option to a wrapped
 * select's name, jsdom does not: e2e/dashboard/flow-editor.e2e.ts asserts the exact name in Chromium.)
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';

describe('SelectField', () => {
  it('is named by its visible label alone, whatever option is chosen', () => {
    render(
      <SelectField label="Offer for choice 5" defaultValue="">
        <option value="">No offer</option>
        <option value="DISCOUNT">Discount</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Offer for choice 5' });
    expect(select.getAttribute('aria-label')).toBe('Offer for choice 5');
    // Clicking the visible label still focuses the select: it stays inside its <label>.
    expect(select.closest('label')?.textContent).toContain('Offer for choice 5');
  });
});

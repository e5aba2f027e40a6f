/**
 * Focus back where it was when an experience closes (WAI-ARIA APG modal dialog), also when it was opened from
 * inside another of ours: the cancel flow a host opens over a wall gives focus back to the wall's control,
 * not to the wall's host element, which cannot take it (focus would fall to the page's body, out of the wall).
 */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createExperienceRoot } from './experience-root.ts';

const MODAL = { inline: false };

afterEach(() => {
  document.body.replaceChildren();
});

describe('createExperienceRoot: focus back to the opener', () => {
  it('a control on the page', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const flow = createExperienceRoot('cancel-flow', '');
    act(() => flow.render(() => <button type="button">Next</button>, MODAL));
    act(() => flow.unmount());
    expect(document.activeElement).toBe(opener);
  });

  it('a control inside another of our experiences (the cancel flow opened over a wall)', () => {
    const wall = createExperienceRoot('pause-wall', '');
    act(() => wall.render(() => <button type="button">Cancel now</button>, MODAL));
    const wallShadow = document.querySelector('[data-holdfast="pause-wall"]')?.shadowRoot;
    const wallButton = wallShadow?.querySelector('button');
    wallButton?.focus();
    expect(wallShadow?.activeElement).toBe(wallButton);

    const flow = createExperienceRoot('cancel-flow', '');
    act(() => flow.render(() => <button type="button">Next</button>, MODAL));
    document.querySelector('[data-holdfast="cancel-flow"]')?.shadowRoot?.querySelector('button')?.focus();
    act(() => flow.unmount());
    expect(wallShadow?.activeElement).toBe(wallButton);
    act(() => wall.unmount());
  });
});

/**
 * The code boxes take digits only (spec §5 "numeric only"), in the built script tag (preact/compat, as shipped)
 * against the mock server. A refused key must leave the box as it was: preact/compat, unlike React, does not
 * put a controlled input's value back when its change is ignored, so the letter stayed in the box.
 */
import { describe, expect, it } from 'vitest';
import { codeBoxes, emailInput, startManagedFlow } from '../quality/support/experiences.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { MANAGED_EMAIL } from '../quality/support/screens-managed.ts';

const suite = harnessPerFile();

const boxValues = (boxes: ReturnType<typeof codeBoxes>) =>
  boxes.evaluateAll((inputs) => inputs.map((box) => (box instanceof HTMLInputElement ? box.value : '?')));

describe('the code boxes take digits only', () => {
  it('a letter or symbol typed into an empty or a filled box leaves it as it was', async () => {
    const host = await suite.openHost();
    await startManagedFlow({ harness: suite.harness, host });
    await emailInput(host.page).fill(MANAGED_EMAIL);
    await host.page.keyboard.press('Enter');
    const boxes = codeBoxes(host.page);
    await boxes.first().waitFor();
    await boxes.first().focus();

    await host.page.keyboard.type('a');
    await host.page.keyboard.type('-');
    expect(await boxValues(boxes)).toEqual(['', '', '', '', '', '']);

    await host.page.keyboard.type('4');
    await boxes.first().focus();
    await host.page.keyboard.type('x');
    expect(await boxValues(boxes)).toEqual(['4', '', '', '', '', '']);
    expect(host.log.errors).toEqual([]);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlueprintSchema, BrandingSchema } from '../../../contract/schemas/index.ts';
import { brandColors } from './brand.ts';

const branding = (colors: Record<string, string> = {}) => v.parse(BrandingSchema, { colors });
const blueprint = (fields: Record<string, unknown> = {}) =>
  v.parse(BlueprintSchema, { _id: 'bp', steps: [], ...fields });

describe('Primary colour (spec §9): #4a4a4f in the widget state, #3c5ccf as the default brand colour', () => {
  it('before the blueprint and the branding arrive (the loader): #4a4a4f', () => {
    expect(brandColors(null, null).primary).toBe('#4a4a4f');
  });

  it('once they arrived without a colour: the default brand colour #3c5ccf', () => {
    expect(brandColors(null, branding()).primary).toBe('#3c5ccf');
    expect(brandColors(blueprint(), null).primary).toBe('#3c5ccf');
  });

  it("the blueprint's colour, else the organisation's", () => {
    expect(
      brandColors(blueprint({ primaryColor: '#112233' }), branding({ primary: '#445566' })).primary,
    ).toBe('#112233');
    expect(brandColors(blueprint(), branding({ primary: '#445566' })).primary).toBe('#445566');
  });
});

import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastText,
  DEFAULT_PRIMARY_COLOR,
  parseHexColor,
  relativeLuminance,
} from './color.ts';

describe('parseHexColor', () => {
  it('reads six-digit colours with or without the hash', () => {
    expect(parseHexColor('#3c5ccf')).toEqual([0x3c, 0x5c, 0xcf]);
    expect(parseHexColor('F5C542')).toEqual([0xf5, 0xc5, 0x42]);
  });

  it('expands three-digit shorthand', () => {
    expect(parseHexColor('#fa0')).toEqual([0xff, 0xaa, 0x00]);
  });

  it('ignores the alpha of four- and eight-digit colours', () => {
    expect(parseHexColor('#fa08')).toEqual([0xff, 0xaa, 0x00]);
    expect(parseHexColor('#1f293780')).toEqual([0x1f, 0x29, 0x37]);
  });

  it('rejects what is not hex', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('rgb(1,2,3)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('')).toBeNull();
  });
});

describe('relativeLuminance (WCAG 2.x)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });

  it('weights green most', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3c5ccf', '#3c5ccf')).toBeCloseTo(1, 10);
  });

  it('is null when a colour does not parse', () => {
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });
});

describe('contrastText: button text on brand colours meets WCAG AA', () => {
  it('gives white on the default brand colour #3c5ccf', () => {
    expect(contrastText(DEFAULT_PRIMARY_COLOR)).toBe('#fff');
  });

  it('gives white on a dark brand colour #1f2937', () => {
    expect(contrastText('#1f2937')).toBe('#fff');
  });

  it('gives black on a light brand colour #f5c542', () => {
    expect(contrastText('#f5c542')).toBe('#000');
  });

  it.each(['#3c5ccf', '#1f2937', '#f5c542', '#4a4a4f', '#ffffff', '#000000', '#e11d48', '#22c55e'])(
    'reaches 4.5:1 on %s',
    (brand) => {
      expect(contrastRatio(brand, contrastText(brand))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('picks the better of the two around the crossover', () => {
    // Mid-grey #777 has luminance ≈ 0.184, just past the ≈ 0.179 crossover, so black wins.
    expect(contrastText('#777')).toBe('#000');
    expect(contrastText('#757575')).toBe('#fff');
  });

  it('falls back to white when the colour is not hex', () => {
    expect(contrastText('rebeccapurple')).toBe('#fff');
  });
});

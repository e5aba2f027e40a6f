/**
 * Compares two PNG screenshots pixel by pixel, decoding them in the browser (a canvas), so the tests
 * need no image library. Anti-aliasing can differ by a unit or two between otherwise equal renders; a
 * channel difference up to {@link CHANNEL_TOLERANCE} counts as equal.
 */
import type { Page } from 'playwright-core';

/** Largest per-channel difference still counted as the same pixel. */
export const CHANNEL_TOLERANCE = 8;

export interface PixelDiff {
  width: number;
  height: number;
  /** Whether both images have the same size; when not, `differing` counts every pixel. */
  sameSize: boolean;
  /** Pixels whose colour differs by more than the tolerance in any channel. */
  differing: number;
}

/** Decodes both PNGs on `page` and counts the pixels that differ. */
export function comparePngs(page: Page, a: Buffer, b: Buffer): Promise<PixelDiff> {
  return page.evaluate(
    async ({ first, second, tolerance }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      const sameSize = x.width === y.width && x.height === y.height;
      if (!sameSize) return { width: x.width, height: x.height, sameSize, differing: x.width * x.height };
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        for (let channel = 0; channel < 4; channel += 1) {
          if (Math.abs((x.data[index + channel] ?? 0) - (y.data[index + channel] ?? 0)) > tolerance) {
            differing += 1;
            break;
          }
        }
      }
      return { width: x.width, height: x.height, sameSize, differing };
    },
    { first: a.toString('base64'), second: b.toString('base64'), tolerance: CHANNEL_TOLERANCE },
  );
}

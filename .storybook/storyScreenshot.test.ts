import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { comparePixels, enclosingIntRect, referencePath } from './storyScreenshot';

/** A PNG of `width`×`height` in one colour, with `paint` applied to its pixels. */
function png(width: number, height: number, paint?: (data: Buffer) => void): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([250, 250, 250, 255], i);
  paint?.(image.data);
  return PNG.sync.write(image);
}

describe('the visual comparison', () => {
  it('passes the same pixels, whatever the encoding', () => {
    const reference = png(40, 20, (data) => {
      for (let i = 0; i < data.length; i += 4) data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256], i);
    });
    const reencoded = PNG.sync.write(PNG.sync.read(reference), { deflateLevel: 0 });
    expect(reencoded.equals(reference)).toBe(false);
    expect(comparePixels(reference, reencoded)).toBeNull();
  });

  it('fails one pixel of another colour, and draws where', () => {
    const reference = png(40, 20);
    // The selected chip's brand fill where the page was: what a token change does to one pixel.
    const changed = png(40, 20, (data) => data.set([200, 60, 30, 255], (5 * 40 + 7) * 4));
    const difference = comparePixels(reference, changed);
    expect(difference?.message).toBe('1 pixels (0.13%) differ from the reference.');
    const diff = PNG.sync.read(difference?.diff as Buffer);
    expect([...diff.data.subarray((5 * 40 + 7) * 4, (5 * 40 + 7) * 4 + 3)]).toEqual([255, 0, 0]);
  });

  it('fails a colour shift too small to see at a glance', () => {
    // #fafafa to #f0f0f0: a surface token nudged by 4%, over the whole story.
    const shifted = png(40, 20, (data) => {
      for (let i = 0; i < data.length; i += 4) data.set([240, 240, 240], i);
    });
    expect(comparePixels(png(40, 20), shifted)?.message).toBe('800 pixels (100.00%) differ from the reference.');
  });

  it('fails another size, and says both', () => {
    expect(comparePixels(png(40, 20), png(40, 24))).toEqual({
      message: 'The reference is 40×20px, the story now 40×24px.',
      diff: null,
    });
  });
});

describe('where references live', () => {
  it('beside the story file, by story, mode and theme', () => {
    expect(referencePath('/repo/stories/ui/Badge.stories.tsx', 'ui-badge-default-dark', 'chromium')).toBe(
      `/repo/stories/ui/__screenshots__/Badge.stories.tsx/ui-badge-default-dark-chromium-${process.platform}.png`,
    );
  });
});

describe('the captured box', () => {
  it('covers every pixel the element touches', () => {
    expect(enclosingIntRect({ x: 10.4, y: 0.5, width: 100.2, height: 20 })).toEqual({
      x: 10,
      y: 0,
      width: 101,
      height: 21,
    });
    expect(enclosingIntRect({ x: 8, y: 8, width: 1200, height: 44 })).toEqual({ x: 8, y: 8, width: 1200, height: 44 });
  });
});

import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '../src/components/ui/Img/illustration';
import { readdirSync } from 'node:fs';
import {
  CUSTOM_DIR,
  customIllustration,
  differences,
  expectedFiles,
  illustrationNames,
  renderIllustration,
} from './illustrations.mjs';

describe('public/illustrations', () => {
  it('holds exactly what scripts/illustrations.mjs writes (run it after changing the rules)', () => {
    expect(differences()).toEqual([]);
  });

  it('has a file for every name src/components/ui/Img/illustration.ts can return', () => {
    expect(illustrationNames()).toEqual([...ILLUSTRATIONS].sort());
  });

  it('draws a static SVG with the licence, sized by its box, with no script and no external reference', () => {
    const svg = renderIllustration('pizza');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100%" height="100%">/);
    expect(svg).toContain('MIT');
    expect(svg).not.toMatch(/<script|href=|url\(/);
  });

  it('writes the pictures drawn for this project from scripts/illustrations/, centred like the emoji, credited as its own', () => {
    const custom = readdirSync(CUSTOM_DIR)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -4));
    expect(custom).toEqual(
      expect.arrayContaining([
        'lasagna',
        'cannoli',
        'arancini',
        'risotto',
        'paneer-tikka',
        'chicken-parmigiana',
        'calamari',
        'spring-rolls',
        'fresh-spring-rolls',
        'garlic-knots',
        'crying-tiger',
        'coconut-jelly',
        'mochi-ice-cream',
      ]),
    );
    for (const name of custom) {
      expect(illustrationNames(), `${name} is drawn but no rule returns it`).toContain(name);
      const svg = renderIllustration(name);
      expect(svg).toContain(`<g transform="translate(24 24) scale(1.625)">${customIllustration(name)!.body}</g>`);
      expect(svg).toContain('drawn for this project');
      expect(svg).not.toContain('Microsoft');
      expect(svg).not.toMatch(/<script|href=|url\(/);
    }
  });

  it('draws the dish alone on a transparent ground, a few kB: the tile and plate come from CSS tokens', () => {
    for (const [file, text] of expectedFiles()) {
      if (!file.endsWith('.svg')) continue;
      const frame = text.split('\n').filter((line) => !line.startsWith('<g transform='));
      expect(frame.join('\n'), file).not.toMatch(/fill|stroke|<rect|<circle|<ellipse/);
      expect(Buffer.byteLength(text), file).toBeLessThan(8 * 1024);
    }
  });
});

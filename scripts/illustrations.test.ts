import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '../src/domain/illustration';
import { differences, illustrationNames, renderIllustration } from './illustrations.mjs';

describe('public/illustrations', () => {
  it('holds exactly what scripts/illustrations.mjs writes (run it after changing the rules)', () => {
    expect(differences()).toEqual([]);
  });

  it('has a file for every name src/domain/illustration.ts can return', () => {
    expect(illustrationNames()).toEqual([...ILLUSTRATIONS].sort());
  });

  it('draws a static SVG with the licence, sized by its box, with no script and no external reference', () => {
    const svg = renderIllustration('pizza');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100%" height="100%">/);
    expect(svg).toContain('MIT');
    expect(svg).not.toMatch(/<script|href=|url\(/);
  });
});

/** WCAG contrast, measured in plays from computed colours (`rgb(…)` / `rgba(…)` strings). */

/** The channels and alpha of a computed colour string. */
export function parseColour(colour: string): { r: number; g: number; b: number; alpha: number } {
  const parts = /rgba?\(([^)]+)\)/
    .exec(colour)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb() colour: ${colour}`);
  const [r, g, b, alpha = 1] = parts as [number, number, number, number?];
  return { r, g, b, alpha };
}

function luminance(colour: string): number {
  const { r, g, b } = parseColour(colour);
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The contrast of an element's text with the background right behind it, provided that background is one
 * opaque colour (no image, no gradient): the same at every pixel. Throws when it is not provable.
 */
export function solidContrast(text: HTMLElement, backing: HTMLElement): number {
  const style = getComputedStyle(backing);
  if (style.backgroundImage !== 'none') throw new Error(`Background image behind the text: ${style.backgroundImage}`);
  if (parseColour(style.backgroundColor).alpha !== 1)
    throw new Error(`Translucent background: ${style.backgroundColor}`);
  return contrastRatio(getComputedStyle(text).color, style.backgroundColor);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Repaints the whole page before the visual reference is taken. After many focus
 * changes Chromium can leave a 1px sliver of an old focus ring at fractional device
 * pixel ratios (inside scroll containers such as the cart dialog's body); hiding and
 * showing the page once clears it, so screenshots stay identical run after run.
 */
export async function repaint(): Promise<void> {
  const { style } = document.body;
  const previous = style.visibility;
  style.visibility = 'hidden';
  await nextFrame();
  style.visibility = previous;
  await nextFrame();
}

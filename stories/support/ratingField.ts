import { expect } from 'storybook/test';
import type { within } from 'storybook/test';

/** Both admin forms: the Rating field defaults to 4 and takes 1–5 in steps of 0.1 (spec §5). */
export async function expectRatingField(canvas: ReturnType<typeof within>): Promise<void> {
  const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
  await expect(rating).toHaveValue(4);
  await expect(rating).toHaveAttribute('min', '1');
  await expect(rating).toHaveAttribute('max', '5');
  await expect(rating).toHaveAttribute('step', '0.1');
}

import { expect } from 'storybook/test';
import type { within } from 'storybook/test';
import { RATING_HINT } from '../../src/domain';

/**
 * Both admin forms: the Rating field defaults to 4 and takes 1–5 in steps of 0.1 (spec §5), and says so in a hint
 * under it, its description, before any error.
 */
export async function expectRatingField(canvas: ReturnType<typeof within>): Promise<void> {
  const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
  await expect(rating).toHaveValue(4);
  await expect(rating).toHaveAttribute('min', '1');
  await expect(rating).toHaveAttribute('max', '5');
  await expect(rating).toHaveAttribute('step', '0.1');
  await expect(canvas.getByText(RATING_HINT)).toBeVisible();
  await expect(rating).toHaveAccessibleDescription(RATING_HINT);
}

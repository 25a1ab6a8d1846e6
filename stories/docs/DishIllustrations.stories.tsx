import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DishIllustrations, dishesByIllustration } from './DishIllustrations';

/**
 * The "Dish illustrations" docs page's table (Foundations/Dish illustrations), as a story so that it has light
 * and dark references: every illustration in both themes beside the generated dishes that show it.
 */
const meta = {
  title: 'Docs blocks/Dish illustrations',
  // A block of a docs page, tested here: out of the sidebar and without a docs page of its own.
  tags: ['!dev', '!autodocs'],
  component: DishIllustrations,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DishIllustrations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card a picture, each with a light and a dark pane; the dishes that use it named beside it. */
export const EveryIllustration: Story = {
  play: async ({ canvasElement }) => {
    const expected = dishesByIllustration();
    const cards = canvasElement.querySelectorAll('[data-illustration]');
    await expect(cards).toHaveLength(expected.size);
    for (const card of cards) {
      await expect(card.querySelectorAll('[data-theme="light"], [data-theme="dark"]')).toHaveLength(2);
    }
  },
};

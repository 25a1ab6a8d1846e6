import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  RESTAURANTS_LOADING,
  RestaurantCard,
  RestaurantCardSkeleton,
  RestaurantGrid,
  RestaurantGridSkeleton,
} from '../../src/components/storefront';
import { SkeletonRegion } from '../../src/components/ui';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { expectOneLoadingLabel, expectSameBox } from '../ui/skeletonChecks';

const restaurant = makeRestaurant();
/**
 * The first four restaurants, open, each card's lines taking one line (the skeleton stands for such a card): their
 * own names, cuisines and pictures; the time and fee the skeleton's bones are measured on.
 */
const restaurants = Array.from({ length: 4 }, (_, index) =>
  makeRestaurant({ isOpen: true, deliveryTime: '25-35 min', deliveryFee: 2.99 }, index + 1),
);

const meta = {
  title: 'Storefront/RestaurantCardSkeleton',
  tags: ['beta'],
  component: RestaurantCardSkeleton,
  parameters: {
    docs: {
      description: {
        component: `
A restaurant card, and a grid of them, still to come: bones in the card's own boxes (the 16:10 picture, the
name, the cuisines, the rating, time and fee), so the card that replaces one moves nothing.
\`RestaurantGridSkeleton\` is the titled grid, in the grid's columns, with one busy region and one label
("${RESTAURANTS_LOADING}"). A card skeleton alone is decorative: put it in a region that says what is loading.`,
      },
    },
  },
} satisfies Meta<typeof RestaurantCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeleton: Story = {
  render: () => (
    <SkeletonRegion label={RESTAURANTS_LOADING} style={{ width: 320, maxWidth: '100%' }}>
      <RestaurantCardSkeleton />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, RESTAURANTS_LOADING);
    await expect(canvasElement.querySelector('article')).toBeNull();
  },
};

/** The skeleton beside the card it stands for: the same box. */
export const BesideTheRealOne: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 320px', gap: 24, alignItems: 'start' }}>
      <RestaurantCard restaurant={restaurant} />
      <RestaurantCardSkeleton />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSameBox(canvasElement.querySelector('[data-skeleton="restaurant-card"]')!, canvas.getByRole('article'));
  },
};

export const Grid: Story = {
  render: () => <RestaurantGridSkeleton />,
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, RESTAURANTS_LOADING);
    await expect(canvasElement.querySelectorAll('[data-skeleton="restaurant-card"]')).toHaveLength(8);
  },
};

/** The grid skeleton over the grid: the title's line and the first row's cards take the same boxes. */
export const GridBesideTheRealOne: Story = {
  // The page's full width (side by side stacks the panes): a hero, a header or a grid squeezed to half the
  // canvas wraps its text where its skeleton cannot know to.
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RestaurantGrid title="Popular Restaurants" restaurants={restaurants} />
      <RestaurantGridSkeleton count={4} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    const bones = canvasElement.querySelectorAll('[data-skeleton="restaurant-card"]');
    await expect(bones).toHaveLength(cards.length);
    for (const [index, card] of cards.entries()) await expectSameBox(bones[index]!, card);
    await expectSameBox(
      canvasElement.querySelector('[aria-busy="true"] > div')!,
      canvas.getByRole('heading', { level: 2, name: 'Popular Restaurants' }),
    );
  },
};

/** The same at the Desktop viewport (four columns of 294 px): the bones wrap where the card's lines do. */
export const GridBesideTheRealOneDesktop: Story = {
  ...GridBesideTheRealOne,
  ...atViewport('desktop'),
  parameters: { ...atViewport('desktop').parameters, layout: 'padded' },
};

export const GridPhone: Story = {
  ...atViewport('phone'),
  render: () => <RestaurantGridSkeleton count={2} />,
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-skeleton="restaurant-card"]');
    // One column: the cards stack.
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

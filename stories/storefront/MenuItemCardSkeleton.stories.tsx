import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  MENU_LOADING,
  MenuItemCard,
  MenuItemCardSkeleton,
  MenuSectionSkeleton,
  RestaurantHero,
  RestaurantHeroSkeleton,
} from '../../src/components/storefront';
import { SkeletonRegion } from '../../src/components/ui';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { expectOneLoadingLabel, expectSameBox } from '../ui/skeletonChecks';

const item = makeMenuItem();

const meta = {
  title: 'Storefront/MenuItemCardSkeleton',
  tags: ['beta'],
  component: MenuItemCardSkeleton,
  parameters: {
    docs: {
      description: {
        component: `
A dish card, a restaurant's menu and the top of its page still to come: bones in the components' own boxes
(the dish card's 4:3 picture, marker and rating, name, two lines of description, price and Add button;
the menu's heading, category chips and grid; the hero's picture and lines), so what replaces them moves
nothing. \`MenuSectionSkeleton\` is one busy region with one label ("${MENU_LOADING}").`,
      },
    },
  },
} satisfies Meta<typeof MenuItemCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeleton: Story = {
  render: () => (
    <SkeletonRegion label={MENU_LOADING} style={{ width: 300, maxWidth: '100%' }}>
      <MenuItemCardSkeleton />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, MENU_LOADING);
  },
};

/** The skeleton beside the dish card it stands for (a two-line description): the same box. */
export const BesideTheRealOne: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '300px 300px', gap: 24, alignItems: 'start' }}>
      <MenuItemCard item={item} onAdd={fn()} />
      <MenuItemCardSkeleton />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSameBox(canvasElement.querySelector('[data-skeleton="menu-item-card"]')!, canvas.getByRole('article'));
  },
};

export const Menu: Story = {
  render: () => <MenuSectionSkeleton />,
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, MENU_LOADING);
    await expect(canvasElement.querySelectorAll('[data-skeleton="menu-item-card"]')).toHaveLength(8);
  },
};

export const MenuPhone: Story = {
  ...atViewport('phone'),
  // The phone's width, as the page gives it (a centred canvas would shrink the menu to its content).
  parameters: { ...atViewport('phone').parameters, layout: 'padded' },
  render: () => <MenuSectionSkeleton count={2} />,
  play: async () => {
    // Once the story's styles are in (a first load in the built Storybook can run the play before them).
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The top of a restaurant's page and its skeleton: the same width; the height of a two-line description. */
export const HeroBesideTheRealOne: Story = {
  // The page's full width (side by side stacks the panes): a hero, a header or a grid squeezed to half the
  // canvas wraps its text where its skeleton cannot know to.
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RestaurantHero
        restaurant={makeRestaurant({
          isOpen: true,
          description: 'Wood-fired pizza, fresh pasta and seasonal antipasti, made in house every day.',
        })}
      />
      <RestaurantHeroSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [real, skeleton] = [
      canvasElement.querySelector('section')!,
      canvasElement.querySelector('[data-skeleton="restaurant-hero"]')!,
    ];
    await expectSameBox(skeleton, real);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  ADMIN_CARD_GRID_LOADING,
  ADMIN_LOADING,
  AdminCardGridSkeleton,
  AdminPageHeader,
  AdminPageHeaderSkeleton,
  AdminShellSkeleton,
  AdminMenuItemCard,
  AdminMenuItemCardSkeleton,
  AdminRestaurantCard,
  AdminRestaurantCardSkeleton,
  ORDERS_LOADING,
  OrdersTable,
  OrdersTableSkeleton,
  StatCard,
  StatCardSkeleton,
  UserCard,
  UserCardSkeleton,
} from '../../src/components/admin';
import { Button, SkeletonRegion } from '../../src/components/ui';
import { makeMenuItem, makeOrder, makeRestaurant, makeUser } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { expectOneLoadingLabel, expectSameBox } from '../ui/skeletonChecks';

const orders = Array.from({ length: 5 }, (_, index) => makeOrder({}, index + 1));

const meta = {
  title: 'Admin/Skeletons',
  tags: ['beta'],
  component: StatCardSkeleton,
  parameters: {
    docs: {
      description: {
        component: `
The admin's pieces still to come (after Polaris' IndexTable loading state): a stat card, the orders table
(the same columns and row height, order cards under 50rem) and the restaurant, menu item and user cards
with their pager. Each is drawn in the real component's boxes (its classes), so what replaces it moves
nothing; each region is busy and says what is loading once.`,
      },
    },
  },
} satisfies Meta<typeof StatCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's header still to come, beside the real one: the same title, description and action boxes. */
export const PageHeaderBesideTheRealOne: Story = {
  // The page's full width (side by side stacks the panes): a hero, a header or a grid squeezed to half the
  // canvas wraps its text where its skeleton cannot know to.
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div data-testid="real-header">
        <AdminPageHeader
          title="Restaurants"
          description="Add, edit and remove the restaurants on your platform"
          actions={<Button icon="plus">Add Restaurant</Button>}
        />
      </div>
      <SkeletonRegion label="Loading the page…">
        <AdminPageHeaderSkeleton actions data-testid="header-skeleton" />
      </SkeletonRegion>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSameBox(canvas.getByTestId('header-skeleton'), canvas.getByTestId('real-header').firstElementChild!);
    await expectOneLoadingLabel(canvasElement, 'Loading the page…');
  },
};

/** The admin frame while its code loads: the sidebar's column and the top bar around the page's skeleton. */
export const ShellWhileLoading: Story = {
  ...atViewport('desktop'),
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen' },
  render: () => (
    <AdminShellSkeleton>
      <AdminPageHeaderSkeleton actions />
      <AdminCardGridSkeleton kind="restaurants" label={null} />
    </AdminShellSkeleton>
  ),
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, ADMIN_LOADING);
    await expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull();
  },
};

/** A stat card beside its skeleton: the same box. */
export const StatCardBesideTheRealOne: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '280px 280px', gap: 24, alignItems: 'start' }}>
      <StatCard label="Total Orders" value="200" change="+8% from last month" icon="receipt" />
      <SkeletonRegion label="Loading the dashboard…">
        <StatCardSkeleton />
      </SkeletonRegion>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSameBox(canvasElement.querySelector('[data-skeleton="stat-card"]')!, canvas.getByRole('article'));
    await expectOneLoadingLabel(canvasElement, 'Loading the dashboard…');
  },
};

/** The orders table over its skeleton: the same row height and the same columns, at their x positions. */
export const OrdersTableBesideTheRealOne: Story = {
  // The page's full width (side by side stacks the panes): a hero, a header or a grid squeezed to half the
  // canvas wraps its text where its skeleton cannot know to.
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <OrdersTable orders={orders} onStatusChange={fn()} onView={fn()} onSortChange={fn()} onPageChange={fn()} />
      <OrdersTableSkeleton rows={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [real, skeleton] = canvasElement.querySelectorAll('table');
    const realRow = real!.tBodies[0]!.rows[0]!;
    const boneRow = skeleton!.tBodies[0]!.rows[0]!;
    await expect(
      Math.abs(boneRow.getBoundingClientRect().height - realRow.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1);
    await expect(
      Math.abs(skeleton!.tHead!.getBoundingClientRect().height - real!.tHead!.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1);
    await expect(boneRow.cells).toHaveLength(realRow.cells.length);
    // Each column starts within 8 px of the real one's (the real widths follow the page's longest restaurant name).
    for (const [index, cell] of [...realRow.cells].entries()) {
      const drift = Math.abs(boneRow.cells[index]!.getBoundingClientRect().left - cell.getBoundingClientRect().left);
      await expect(drift).toBeLessThanOrEqual(8);
    }
    await expectOneLoadingLabel(
      canvasElement.querySelector<HTMLElement>('[aria-busy="true"]')!.parentElement!,
      ORDERS_LOADING,
    );
  },
};

/** On a phone the table's rows are order cards; so are the skeleton's, at the same height. */
export const OrdersTablePhone: Story = {
  ...atViewport('phone'),
  // The phone's width, as a page gives it (a centred canvas would shrink the table to its content).
  parameters: { ...atViewport('phone').parameters, layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <OrdersTable
        orders={orders.slice(0, 1)}
        onStatusChange={fn()}
        onView={fn()}
        onSortChange={fn()}
        onPageChange={fn()}
      />
      <OrdersTableSkeleton rows={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [real, skeleton] = canvasElement.querySelectorAll('table');
    // Once the story's styles are in (a first load in the built Storybook can run the play before them).
    await waitFor(async () => {
      await expectSameBox(skeleton!.tBodies[0]!.rows[0]!, real!.tBodies[0]!.rows[0]!);
      await expectSameBox(skeleton!.tHead!, real!.tHead!);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

/** The three admin cards beside their skeletons: the same boxes. */
export const CardsBesideTheRealOnes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 320px)', gap: 24, alignItems: 'start' }}>
      <AdminRestaurantCard
        restaurant={makeRestaurant({ isOpen: true, cuisine: ['Italian', 'Pizza'], address: '684 Canal St, New York' })}
        onEdit={fn()}
        onDelete={fn()}
      />
      <AdminRestaurantCardSkeleton />
      <AdminMenuItemCard
        item={makeMenuItem({ description: 'Parma ham with sweet cantaloupe, basil and a little olive oil.' })}
        restaurantName="Via Milano Kitchen"
        onEdit={fn()}
        onDelete={fn()}
      />
      <AdminMenuItemCardSkeleton />
      <UserCard user={makeUser()} onStatusChange={fn()} onView={fn()} />
      <UserCardSkeleton />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    const bones = canvasElement.querySelectorAll('[data-skeleton$="-card"]');
    await expect(bones).toHaveLength(3);
    for (const [index, card] of cards.entries()) await expectSameBox(bones[index]!, card);
  },
};

export const CardGrid: Story = {
  render: () => <AdminCardGridSkeleton kind="menuItems" />,
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, ADMIN_CARD_GRID_LOADING.menuItems);
    await expect(canvasElement.querySelectorAll('[data-skeleton="admin-menu-item-card"]')).toHaveLength(6);
  },
};

export const CardGridPhone: Story = {
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'padded' },
  render: () => <AdminCardGridSkeleton kind="users" count={2} />,
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, ADMIN_CARD_GRID_LOADING.users);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

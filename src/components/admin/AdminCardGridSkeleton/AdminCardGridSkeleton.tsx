import type { ComponentProps } from 'react';
import gridStyles from '../../ui/CardGrid/CardGrid.module.css';
import { cx } from '../../utils/cx';
import { ListPagerSkeleton, SkeletonRegion } from '../../ui/Skeleton';
import { AdminMenuItemCardSkeleton } from '../AdminMenuItemCard/AdminMenuItemCardSkeleton';
import { AdminRestaurantCardSkeleton } from '../AdminRestaurantCard/AdminRestaurantCardSkeleton';
import gridLayout from '../AdminRestaurantGrid/AdminRestaurantGrid.module.css';
import { UserCardSkeleton } from '../UserCard/UserCardSkeleton';

/** The admin card grids and what each one's skeleton says while it shows. */
export const ADMIN_CARD_GRID_LOADING = {
  restaurants: 'Loading restaurants…',
  menuItems: 'Loading menu items…',
  users: 'Loading users…',
} as const;

export type AdminCardKind = keyof typeof ADMIN_CARD_GRID_LOADING;

const CARDS = {
  restaurants: AdminRestaurantCardSkeleton,
  menuItems: AdminMenuItemCardSkeleton,
  users: UserCardSkeleton,
} satisfies Record<AdminCardKind, unknown>;

export type AdminCardGridSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Which cards: the restaurants', the menu items' or the users' grid. */
  kind: AdminCardKind;
  /** Cards shown (default 6: two rows of three on wide screens). */
  count?: number;
  /** The list will take more than one page: bones for the page buttons over the grid (default true). */
  paged?: boolean;
  /** What is loading, said once (default after `kind`, 'Loading restaurants…'); `null` inside a region that already says it. */
  label?: string | null;
};

/**
 * An admin card grid still to come (`AdminRestaurantGrid`, `AdminMenuItemGrid`, `UserGrid`): the pager's row
 * and `count` card skeletons in the grid's own columns (1 on phones, 2, then 3), each at its card's size.
 * One busy region with one polite label.
 */
export function AdminCardGridSkeleton({
  kind,
  count = 6,
  paged = true,
  label = ADMIN_CARD_GRID_LOADING[kind],
  className,
  ...rest
}: AdminCardGridSkeletonProps) {
  const Card = CARDS[kind];
  return (
    <SkeletonRegion label={label} {...rest} className={cx(gridLayout.AdminRestaurantGrid, className)}>
      <ListPagerSkeleton paged={paged} />
      <div data-columns={3} className={gridStyles.CardGrid}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={gridStyles.CardGridItem}>
            <Card />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

import type { ComponentProps } from 'react';
import chipStyles from '../../ui/Chip/Chip.module.css';
import gridStyles from '../../ui/CardGrid/CardGrid.module.css';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonRegion, SkeletonText } from '../../ui/Skeleton';
import categoryStyles from '../CategoryChips/CategoryChips.module.css';
import { MenuItemCardSkeleton } from '../MenuItemCard/MenuItemCardSkeleton';
import styles from './MenuSection.module.css';

/** What a menu's skeleton says to screen readers while it shows. */
export const MENU_LOADING = 'Loading the menu…';

/** Widths of the category chips' bones ('All' first). */
const CHIP_WIDTHS = ['3.25rem', '6rem', '5.5rem', '7rem', '5rem'];

export type MenuSectionSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Dish cards shown (default 8: two rows of four on wide screens). */
  count?: number;
  /** What is loading, said once (default 'Loading the menu…'); `null` inside a region that already says it. */
  label?: string | null;
};

/**
 * A restaurant's 'Menu' still to come: the heading's line, a row of category chips at the chips' height, and
 * `count` dish card skeletons in the menu's own grid. One busy region with one polite label.
 */
export function MenuSectionSkeleton({ count = 8, label = MENU_LOADING, className, ...rest }: MenuSectionSkeletonProps) {
  return (
    <SkeletonRegion label={label} {...rest} className={cx(styles.MenuSection, className)}>
      <div className={styles.MenuSectionTitle}>
        <SkeletonText width="4.5rem" />
      </div>
      <div className={cx(chipStyles.ChipGroup, categoryStyles.CategoryChips)}>
        {CHIP_WIDTHS.map((width) => (
          <SkeletonBox key={width} width={width} height="2.25rem" radius="pill" />
        ))}
      </div>
      <div data-columns={4} className={cx(gridStyles.CardGrid, styles.MenuSectionList)}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={gridStyles.CardGridItem}>
            <MenuItemCardSkeleton />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

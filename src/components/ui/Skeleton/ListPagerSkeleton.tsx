import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import pagerStyles from '../Pagination/Pagination.module.css';
import { SkeletonBox, SkeletonText } from './Skeleton';
import styles from './Skeleton.module.css';

export type ListPagerSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The list will take more than one page: bones for the page buttons too (default true). */
  paged?: boolean;
};

/**
 * The row over a paged list still to come (`ListPager`): the 'Showing 1–50 of 200 orders' line and, when
 * `paged`, the page buttons (small buttons; on a narrow screen Previous and Next of a finger's size either
 * side of 'Page 1 of 4', under the count). Decorative.
 */
export function ListPagerSkeleton({ paged = true, className, ...rest }: ListPagerSkeletonProps) {
  return (
    <div aria-hidden="true" {...rest} className={cx(pagerStyles.ListPager, className)}>
      <div className={pagerStyles.ListPagerCount}>
        <SkeletonText width="11rem" />
      </div>
      {paged && (
        <div className={styles.SkeletonPager}>
          <SkeletonBox radius="md" className={styles.SkeletonPagerStep} />
          <SkeletonBox width="8rem" radius="md" className={styles.SkeletonPagerPages} />
          <SkeletonBox radius="md" className={styles.SkeletonPagerStep} />
        </div>
      )}
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { ListPagerSkeleton, SkeletonBox, SkeletonRegion, SkeletonText } from '../../ui/Skeleton';
import styles from './OrdersTable.module.css';
import own from './OrdersTableSkeleton.module.css';

/** What the orders table's skeleton says to screen readers while it shows. */
export const ORDERS_LOADING = 'Loading orders…';

/**
 * The columns as the table has them: header bone width, whether it sorts (a chip on the order cards), and
 * whether it holds numbers (right-aligned).
 */
const HEADERS: ReadonlyArray<{ width: string; sorts: boolean; numeric?: boolean }> = [
  { width: '3.75rem', sorts: false },
  { width: '4.5rem', sorts: true },
  { width: '2rem', sorts: false, numeric: true },
  { width: '2rem', sorts: true, numeric: true },
  { width: '2.5rem', sorts: false },
  { width: '4.5rem', sorts: true },
  { width: '2rem', sorts: false },
];

export type OrdersTableSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Rows shown (default 8). */
  rows?: number;
  /** What is loading, said once (default 'Loading orders…'); `null` inside a region that already says it. */
  label?: string | null;
};

/**
 * The orders table still to come (after Polaris' IndexTable loading state): the pager's row and the table's
 * own box, header and rows (its classes, so the same columns, the numbers right-aligned, the same row
 * height), each cell a bone the size of what it will hold: the Order ID, the restaurant, the item count, the
 * total, the status selector's pill, the time and the View button. Under 50rem the rows are order cards, as
 * the table's are. One busy region with one polite label.
 */
export function OrdersTableSkeleton({
  rows = 8,
  label = ORDERS_LOADING,
  className,
  ...rest
}: OrdersTableSkeletonProps) {
  return (
    <SkeletonRegion label={label} {...rest} className={cx(styles.OrdersTable, className)}>
      <ListPagerSkeleton />
      <div aria-hidden="true" className={cx(styles.OrdersTableBox, own.OrdersTableSkeletonBox)}>
        <table className={styles.OrdersTableTable}>
          <thead className={styles.OrdersTableHead}>
            <tr>
              {HEADERS.map(({ width, sorts, numeric }, index) => (
                <th
                  key={index}
                  data-numeric={numeric || undefined}
                  className={cx(
                    sorts ? undefined : styles.OrdersTablePlainHeader,
                    numeric && own.OrdersTableSkeletonNumber,
                  )}
                >
                  {sorts ? (
                    <span className={cx(styles.OrdersTableSort, own.OrdersTableSkeletonSort)}>
                      <SkeletonText width={width} />
                    </span>
                  ) : (
                    <SkeletonText width={width} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, index) => (
              <tr key={index} className={styles.OrdersTableRow}>
                <th className={styles.OrdersTableId}>
                  <SkeletonText width="3.5rem" />
                </th>
                <td className={styles.OrdersTableRestaurant}>
                  <SkeletonText width={index % 3 === 0 ? '6rem' : index % 3 === 1 ? '7rem' : '5rem'} />
                </td>
                <td className={cx(styles.OrdersTableItems, own.OrdersTableSkeletonNumber)}>
                  <SkeletonText width="0.75rem" />
                </td>
                <td className={cx(styles.OrdersTableTotal, own.OrdersTableSkeletonNumber)}>
                  <SkeletonText width="3.5rem" />
                </td>
                <td className={styles.OrdersTableStatusCell}>
                  <SkeletonBox radius="pill" className={own.OrdersTableSkeletonStatus} />
                </td>
                <td className={styles.OrdersTableTime}>
                  <SkeletonText width="9.5rem" />
                </td>
                <td className={styles.OrdersTableView}>
                  <SkeletonBox radius="md" className={own.OrdersTableSkeletonView} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SkeletonRegion>
  );
}

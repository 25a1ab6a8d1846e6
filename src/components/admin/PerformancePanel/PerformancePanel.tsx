import { useId, type ComponentProps } from 'react';
import { formatPrice } from '../../../domain/money';
import type { AdminStats } from '../../../domain/types';
import { cx } from '../../ui/cx';
import styles from './PerformancePanel.module.css';

export type PerformancePanelProps = ComponentProps<'section'> & {
  /** Today's figures and the top restaurant (from `computeAdminStats`). */
  stats: Pick<AdminStats, 'todayOrders' | 'todayRevenue' | 'averageOrderValue' | 'topRestaurant'>;
};

/** "Today's Performance": orders and revenue today, average order value, top restaurant. */
export function PerformancePanel({ stats, className, ...rest }: PerformancePanelProps) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Orders Today', String(stats.todayOrders)],
    ['Revenue Today', formatPrice(stats.todayRevenue)],
    ['Average Order Value', formatPrice(stats.averageOrderValue)],
    ['Top Restaurant', stats.topRestaurant],
  ];
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.PerformancePanel, className)}>
      <h2 id={headingId} className={styles.PerformancePanelTitle}>
        Today&apos;s Performance
      </h2>
      <dl className={styles.PerformancePanelList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.PerformancePanelRow}>
            <dt className={styles.PerformancePanelLabel}>{label}</dt>
            <dd className={styles.PerformancePanelValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

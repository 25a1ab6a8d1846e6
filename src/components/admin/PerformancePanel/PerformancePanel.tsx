import type { ComponentProps } from 'react';
import { formatPrice } from '../../../domain/money';
import type { AdminStats } from '../../../domain/types';
import { Panel } from '../../ui/Panel';
import styles from './PerformancePanel.module.css';

export type PerformancePanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Today's figures and the top restaurant (from `computeAdminStats`). */
  stats: Pick<AdminStats, 'todayOrders' | 'todayRevenue' | 'averageOrderValue' | 'topRestaurant'>;
};

/** "Today's Performance": orders and revenue today, average order value, top restaurant. */
export function PerformancePanel({ stats, ...rest }: PerformancePanelProps) {
  const rows: [string, string][] = [
    ['Orders Today', String(stats.todayOrders)],
    ['Revenue Today', formatPrice(stats.todayRevenue)],
    ['Average Order Value', formatPrice(stats.averageOrderValue)],
    ['Top Restaurant', stats.topRestaurant],
  ];
  return (
    <Panel title="Today's Performance" {...rest}>
      <dl className={styles.PerformancePanelList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.PerformancePanelRow}>
            <dt className={styles.PerformancePanelLabel}>{label}</dt>
            <dd className={styles.PerformancePanelValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

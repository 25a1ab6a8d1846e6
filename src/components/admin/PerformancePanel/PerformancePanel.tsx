import type { ComponentProps } from 'react';
import { formatCount } from '../../../domain/format';
import { formatPrice } from '../../../domain/money';
import type { AdminStats } from '../../../domain/types';
import { Panel } from '../../ui/Panel';
import styles from './PerformancePanel.module.css';

export type PerformancePanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Today's figures, the average order value, the top restaurant and the order count (from `computeAdminStats`). */
  stats: Pick<AdminStats, 'todayOrders' | 'todayRevenue' | 'averageOrderValue' | 'topRestaurant' | 'totalOrders'>;
};

/**
 * "Today's Performance" (the spec's panel and labels): orders and revenue today, then two figures over every order
 * to date, the average order value and the top restaurant, each saying so under its value ("across all 200
 * orders", "most orders to date"), so the panel's title does not pass them off as today's.
 */
export function PerformancePanel({ stats, ...rest }: PerformancePanelProps) {
  const anyOrders = stats.totalOrders > 0;
  const rows: [label: string, value: string, scope?: string][] = [
    ['Orders Today', String(stats.todayOrders)],
    ['Revenue Today', formatPrice(stats.todayRevenue)],
    [
      'Average Order Value',
      formatPrice(stats.averageOrderValue),
      anyOrders
        ? `across ${stats.totalOrders === 1 ? '1 order' : `all ${formatCount(stats.totalOrders)} orders`}`
        : undefined,
    ],
    ['Top Restaurant', stats.topRestaurant, anyOrders ? 'most orders to date' : undefined],
  ];
  return (
    <Panel title="Today's Performance" {...rest}>
      <dl className={styles.PerformancePanelList}>
        {rows.map(([label, value, scope]) => (
          <div key={label} className={styles.PerformancePanelRow}>
            <dt className={styles.PerformancePanelLabel}>{label}</dt>
            <dd className={styles.PerformancePanelValue}>
              {value}
              {scope && <span className={styles.PerformancePanelScope}> {scope}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

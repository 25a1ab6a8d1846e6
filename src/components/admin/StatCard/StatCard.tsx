import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../../ui/Icon';
import styles from './StatCard.module.css';

export type StatCardProps = ComponentProps<'article'> & {
  /** What is counted, e.g. 'Total Orders'. */
  label: string;
  /** The figure, already formatted ('200', '$5,432.10'). */
  value: string;
  /** The change line under the figure, e.g. '+8% from last month' (static in this demo). */
  change?: string;
  /** Decorative icon in the corner. */
  icon?: IconName;
};

/** One dashboard figure: label, big value and a change line. */
export function StatCard({ label, value, change, icon, className, ...rest }: StatCardProps) {
  return (
    <article {...rest} className={cx(styles.StatCard, className)}>
      <div className={styles.StatCardHead}>
        <h2 className={styles.StatCardLabel}>{label}</h2>
        {icon && (
          <span className={styles.StatCardIcon}>
            <Icon name={icon} />
          </span>
        )}
      </div>
      <p className={styles.StatCardValue}>{value}</p>
      {change && <p className={styles.StatCardChange}>{change}</p>}
    </article>
  );
}

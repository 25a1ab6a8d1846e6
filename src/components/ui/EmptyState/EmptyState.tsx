import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import { Icon, type IconName } from '../Icon';
import styles from './EmptyState.module.css';

export type EmptyStateProps = ComponentProps<'div'> & {
  /** The message, e.g. 'Your cart is empty'. */
  title: string;
  /** Decorative icon above the title. */
  icon?: IconName;
  /** A button or link offering a way out (e.g. 'Clear filters'). */
  action?: ReactNode;
};

/** What a list shows when it has nothing to show; announced politely (role="status"). */
export function EmptyState({ title, icon, action, children, className, ...rest }: EmptyStateProps) {
  return (
    <div role="status" {...rest} className={cx(styles.EmptyState, className)}>
      {icon && (
        <span className={styles.EmptyStateIcon}>
          <Icon name={icon} size={28} />
        </span>
      )}
      <p className={styles.EmptyStateTitle}>{title}</p>
      {children && <div className={styles.EmptyStateBody}>{children}</div>}
      {action && <div className={styles.EmptyStateAction}>{action}</div>}
    </div>
  );
}

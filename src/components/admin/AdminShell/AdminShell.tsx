import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './AdminShell.module.css';

export type AdminShellProps = ComponentProps<'div'> & {
  /** The navigation (an `AdminSidebar`): a column on wide screens, a drawer on small ones. */
  sidebar: ReactNode;
  /** The bar above the content (an `AdminTopBar`). */
  topBar: ReactNode;
  /** The page; rendered inside `<main>`. */
  children?: ReactNode;
};

/** The admin frame: sidebar on the left (≥ 64rem), top bar and `<main>` on the right. */
export function AdminShell({ sidebar, topBar, children, className, ...rest }: AdminShellProps) {
  return (
    <div {...rest} className={cx(styles.AdminShell, className)}>
      {sidebar}
      <div className={styles.AdminShellColumn}>
        {topBar}
        <main id="admin-main" className={styles.AdminShellMain}>
          {children}
        </main>
      </div>
    </div>
  );
}

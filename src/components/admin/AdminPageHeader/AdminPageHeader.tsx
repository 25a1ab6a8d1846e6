import type { ComponentProps, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import styles from './AdminPageHeader.module.css';

export type AdminPageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The screen's `<h1>`, e.g. 'Restaurants'. */
  title: string;
  /** A line under the title. */
  description?: string;
  /** Buttons on the right (e.g. 'Add Restaurant'); they wrap under the title on phones. */
  actions?: ReactNode;
  /** The `<h1>`, for a page that moves focus to it (it then takes focus from script, never from Tab). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The heading row of an admin screen: `<h1>`, an optional description and actions. */
export function AdminPageHeader({ title, description, actions, headingRef, className, ...rest }: AdminPageHeaderProps) {
  return (
    <div {...rest} className={cx(styles.AdminPageHeader, className)}>
      <div className={styles.AdminPageHeaderText}>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.AdminPageHeaderTitle}>
          {title}
        </h1>
        {description && <p className={styles.AdminPageHeaderDescription}>{description}</p>}
      </div>
      {actions && <div className={styles.AdminPageHeaderActions}>{actions}</div>}
    </div>
  );
}

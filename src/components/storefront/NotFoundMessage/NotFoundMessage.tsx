import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { BackLink } from '../BackLink';
import styles from './NotFoundMessage.module.css';

export type NotFoundMessageProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The page's `<h1>`, e.g. 'Restaurant not found' (focusable by script: the app moves focus to it on arrival). */
  title: string;
  /** A sentence under the title. */
  children?: ReactNode;
  /** Where the way-out link goes (default '/'). */
  linkHref?: string;
  /** Text of the way-out link (default 'Back to restaurants'). */
  linkLabel?: string;
};

/** A full-page "not found" message with a heading and a way home. */
export function NotFoundMessage({
  title,
  children,
  linkHref = '/',
  linkLabel = 'Back to restaurants',
  className,
  ...rest
}: NotFoundMessageProps) {
  return (
    <section {...rest} className={cx(styles.NotFoundMessage, className)}>
      <span className={styles.NotFoundMessageIcon}>
        <Icon name="store" size={32} />
      </span>
      <h1 tabIndex={-1} className={styles.NotFoundMessageTitle}>
        {title}
      </h1>
      {children && <p className={styles.NotFoundMessageText}>{children}</p>}
      <BackLink href={linkHref}>{linkLabel}</BackLink>
    </section>
  );
}

import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { Link, type LinkProps } from '../../ui/Link';
import styles from './BackLink.module.css';

export type BackLinkProps = Omit<LinkProps, 'href'> & {
  /** Destination (default '/'). */
  href?: string;
};

/** A link back to a list, with a left arrow ('Back to restaurants' by default). */
export function BackLink({ href = '/', children = 'Back to restaurants', className, ...rest }: BackLinkProps) {
  return (
    <Link href={href} {...rest} className={cx(styles.BackLink, className)}>
      <Icon name="arrow-left" size={18} />
      {children}
    </Link>
  );
}

import { Children, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Tag.module.css';

export type TagProps = ComponentProps<'span'>;

/**
 * A neutral rounded tag (e.g. a cuisine). It is never wider than its container: a longer text ends in
 * an ellipsis, and the full text stays in the page (screen readers read it all) and, for a tag that is
 * only text, in its tooltip.
 */
export function Tag({ className, children, ...rest }: TagProps) {
  return (
    <span title={typeof children === 'string' ? children : undefined} {...rest} className={cx(styles.Tag, className)}>
      {Children.map(children, (child) =>
        typeof child === 'string' || typeof child === 'number' ? (
          <span className={styles.TagText}>{child}</span>
        ) : (
          child
        ),
      )}
    </span>
  );
}

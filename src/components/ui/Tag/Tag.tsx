import type { ComponentProps } from 'react';
import { cx } from '../cx';
import styles from './Tag.module.css';

export type TagProps = ComponentProps<'span'>;

/** A neutral rounded tag (e.g. a cuisine). */
export function Tag({ className, ...rest }: TagProps) {
  return <span {...rest} className={cx(styles.Tag, className)} />;
}

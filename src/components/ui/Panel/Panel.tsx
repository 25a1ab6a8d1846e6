import { useId, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Panel.module.css';

export type PanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The heading (an `<h2>`), which also names the section. */
  title: string;
};

/** A titled white surface (border, radius, small shadow) stacking its content: a section named by its heading. */
export function Panel({ title, children, className, ...rest }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.Panel, className)}>
      <h2 id={headingId} className={styles.PanelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

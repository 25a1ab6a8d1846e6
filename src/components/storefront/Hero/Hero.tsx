import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Hero.module.css';

export const HERO_TITLE = 'Order food from your favorite restaurants';
export const HERO_SUBTITLE = 'Fast delivery • Great food • Amazing prices';

export type HeroProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The page's `<h1>` (default: the spec's home title). */
  title?: string;
  /** The line under the title. */
  subtitle?: string;
};

/** The home page banner; holds the page's only `<h1>` (focusable by script: the app moves focus to it on arrival). */
export function Hero({ title = HERO_TITLE, subtitle = HERO_SUBTITLE, className, ...rest }: HeroProps) {
  return (
    <section {...rest} className={cx(styles.Hero, className)}>
      <div className={styles.HeroInner}>
        <h1 tabIndex={-1} className={styles.HeroTitle}>
          {title}
        </h1>
        <p className={styles.HeroSubtitle}>{subtitle}</p>
      </div>
    </section>
  );
}

import type { ComponentProps } from 'react';
import { cx } from '../cx';
import styles from './Chip.module.css';

export type ChipProps = ComponentProps<'button'> & {
  /** Whether the chip is on (exposed as `aria-pressed`). */
  selected?: boolean;
};

/** A toggle chip (e.g. a cuisine filter). */
export function Chip({ selected = false, type = 'button', className, ...rest }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      data-selected={selected || undefined}
      {...rest}
      className={cx(styles.Chip, className)}
    />
  );
}

export type ChipGroupProps = ComponentProps<'div'> & {
  /** Accessible name of the group ("Browse by Cuisine"). */
  label: string;
};

/** A labelled row of chips; scrolls horizontally on small screens instead of overflowing the page. */
export function ChipGroup({ label, className, ...rest }: ChipGroupProps) {
  return <div role="group" aria-label={label} {...rest} className={cx(styles.ChipGroup, className)} />;
}

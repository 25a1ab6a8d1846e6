import { useId, type ComponentProps } from 'react';
import { ALL } from '../../../domain/filters';
import { Chip, ChipGroup } from '../../ui/Chip';
import { cx } from '../../utils/cx';
import styles from './CuisineChips.module.css';

export const CUISINE_CHIPS_TITLE = 'Browse by Cuisine';

export type CuisineChipsProps = Omit<ComponentProps<'section'>, 'onSelect'> & {
  /** Distinct cuisines, in display order ('All' is added first). */
  cuisines: string[];
  /** The selected cuisine, or 'All'. */
  selected: string;
  /** A chip was pressed, with its cuisine ('All' for the first chip). */
  onSelect: (cuisine: string) => void;
  /** Section heading (default 'Browse by Cuisine'). */
  title?: string;
};

/** 'Browse by Cuisine': an 'All' chip plus one chip per cuisine; the selected one is pressed. */
export function CuisineChips({
  cuisines,
  selected,
  onSelect,
  title = CUISINE_CHIPS_TITLE,
  className,
  ...rest
}: CuisineChipsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.CuisineChips, className)}>
      <h2 id={headingId} className={styles.CuisineChipsTitle}>
        {title}
      </h2>
      <ChipGroup label={title} className={styles.CuisineChipsGroup}>
        {[ALL, ...cuisines].map((cuisine) => (
          <Chip key={cuisine} selected={cuisine === selected} onClick={() => onSelect(cuisine)}>
            {cuisine}
          </Chip>
        ))}
      </ChipGroup>
    </section>
  );
}

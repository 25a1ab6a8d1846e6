import type { ComponentProps } from 'react';
import { ALL } from '../../../domain/filters';
import { Chip, ChipGroup } from '../../ui/Chip';
import { cx } from '../../utils/cx';
import styles from './CategoryChips.module.css';

export type CategoryChipsProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** Menu categories, in display order ('All' is added first). */
  categories: string[];
  /** The selected category, or 'All'. */
  selected: string;
  /** A chip was pressed, with its category ('All' for the first chip). */
  onSelect: (category: string) => void;
  /** Accessible name of the chip group (default 'Menu categories'). */
  label?: string;
};

/** The menu's category filter: an 'All' chip plus one chip per category. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  label = 'Menu categories',
  className,
  ...rest
}: CategoryChipsProps) {
  return (
    <ChipGroup label={label} {...rest} className={cx(styles.CategoryChips, className)}>
      {[ALL, ...categories].map((category) => (
        <Chip key={category} selected={category === selected} onClick={() => onSelect(category)}>
          {category}
        </Chip>
      ))}
    </ChipGroup>
  );
}

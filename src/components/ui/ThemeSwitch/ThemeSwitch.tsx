import { useId, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import styles from './ThemeSwitch.module.css';

/** Which colour theme the user wants: follow the system's (the default), or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';

/** The choices, in the order the switch lists them. */
export const THEME_PREFERENCES: ReadonlyArray<{ value: ThemePreference; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export type ThemeSwitchProps = Omit<ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** The current preference. */
  value: ThemePreference;
  /** A preference chosen (the app stores and applies it). */
  onChange: (value: ThemePreference) => void;
  /** Hide the "Theme" label visually (it stays the select's accessible name), e.g. in a crowded bar. */
  hideLabel?: boolean;
};

const isPreference = (value: string): value is ThemePreference =>
  THEME_PREFERENCES.some((option) => option.value === value);

/**
 * The colour theme control: a native select labelled "Theme" with System, Light and Dark. A native select is
 * reachable by Tab, changed with the arrow keys, and announced with its label and value by screen readers.
 */
export function ThemeSwitch({ value, onChange, hideLabel = false, className, ...rest }: ThemeSwitchProps) {
  const id = useId();
  return (
    <div {...rest} className={cx(styles.ThemeSwitch, className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.ThemeSwitchLabel}>
        Theme
      </label>
      <span className={styles.ThemeSwitchWrap}>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isPreference(event.target.value)) onChange(event.target.value);
          }}
          className={styles.ThemeSwitchSelect}
        >
          {THEME_PREFERENCES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className={styles.ThemeSwitchIcon} />
      </span>
    </div>
  );
}

export { ThemeSwitch, THEME_PREFERENCES, type ThemePreference, type ThemeSwitchProps } from './ThemeSwitch';

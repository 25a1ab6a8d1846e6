export { MenuToggle, type MenuToggleProps } from './MenuToggle';

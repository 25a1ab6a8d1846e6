export { MenuItemFilters, type MenuItemFiltersProps } from './MenuItemFilters';

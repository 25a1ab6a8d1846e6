export { MenuSection, type MenuSectionProps } from './MenuSection';

export { MenuSection, EMPTY_MENU_TEXT, EMPTY_CATEGORY_TEXT, type MenuSectionProps } from './MenuSection';
export { MenuSectionSkeleton, MENU_LOADING, type MenuSectionSkeletonProps } from './MenuSectionSkeleton';

export { MenuItemCard, addToCartLabel, type MenuItemCardProps } from './MenuItemCard';

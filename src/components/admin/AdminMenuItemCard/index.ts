export { AdminMenuItemCard, type AdminMenuItemCardProps } from './AdminMenuItemCard';

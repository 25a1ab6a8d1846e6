export { IconButton, badgeText, type IconButtonProps } from './IconButton';

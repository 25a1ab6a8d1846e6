/** UI primitives: the building blocks of the storefront and the admin. */
export { Icon, ICON_NAMES, type IconName, type IconProps } from './Icon';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { IconButton, badgeText, type IconButtonProps } from './IconButton';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Tag, type TagProps } from './Tag';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './Chip';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export * from './Field';
export { Img, ImageSourceProvider, useImageSource, type ImgProps, type ImageSourceResolver } from './Img';
export { Rating, type RatingProps } from './Rating';
export { Price, type PriceProps } from './Price';
export { StatusBadge, type StatusBadgeProps, type Status } from './StatusBadge';
export { VegMarker, type VegMarkerProps } from './VegMarker';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Link, LinkProvider, type LinkProps } from './Link';

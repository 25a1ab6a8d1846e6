/** UI primitives: the building blocks of the storefront and the admin. */
export { Banner, type BannerProps } from './Banner';
export { BrandMark, type BrandMarkProps } from './BrandMark';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './Icon';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { IconButton, badgeText, type IconButtonProps } from './IconButton';
export { MenuToggle, type MenuToggleProps } from './MenuToggle';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Tag, type TagProps } from './Tag';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './Chip';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export * from './Field';
export * from './Form';
export { Img, ImageSourceProvider, useImageSource, type ImgProps, type ImageSourceResolver } from './Img';
export { Avatar, type AvatarProps } from './Avatar';
export { Rating, type RatingProps } from './Rating';
export { Price, type PriceProps } from './Price';
export { StatusBadge, type StatusBadgeProps, type Status } from './StatusBadge';
export { StatusSelect, type StatusSelectProps } from './StatusSelect';
export { VegMarker, type VegMarkerProps } from './VegMarker';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ToastRegion, type ToastRegionProps, type ToastView } from './Toast';
export { LiveRegion, type LiveRegionProps } from './LiveRegion';
export {
  useKeepPlace,
  useRemovalPlace,
  type KeepPlaceTarget,
  type ListedEntry,
  type RemovalPlace,
} from '../hooks/useKeepPlace';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Link, LinkProvider, type LinkProps } from './Link';
export { CardGrid, CARD_GRID_PAGE_SIZE, type CardGridProps } from './CardGrid';
export { Panel, type PanelProps } from './Panel';
export * from './Card';
export { ClosedOverlay, type ClosedOverlayProps } from './ClosedOverlay';
export {
  Pagination,
  ListPager,
  ListEndPager,
  PagedListBars,
  type PaginationProps,
  type ListPagerProps,
  type ListEndPagerProps,
  type PagedListBarsProps,
} from './Pagination';
export { useStableCallback } from '../hooks/useStableCallback';
export { ThemeSwitch, THEME_PREFERENCES, type ThemePreference, type ThemeSwitchProps } from './ThemeSwitch';
export {
  ListPagerSkeleton,
  SkeletonBox,
  SkeletonRegion,
  SkeletonText,
  type ListPagerSkeletonProps,
  type SkeletonBoxProps,
  type SkeletonRegionProps,
  type SkeletonTextProps,
} from './Skeleton';

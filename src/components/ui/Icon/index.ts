export { Icon, ICON_NAMES, type IconName, type IconProps } from './Icon';

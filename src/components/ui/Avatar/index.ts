export { Avatar, AVATAR_TONES, type AvatarProps } from './Avatar';

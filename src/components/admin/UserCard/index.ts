export { UserCard, type UserCardProps } from './UserCard';

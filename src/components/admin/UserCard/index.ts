export { UserCard, USER_STATUS_OPTIONS, type UserCardProps } from './UserCard';

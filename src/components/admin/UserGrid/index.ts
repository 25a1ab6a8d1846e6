export { UserGrid, NO_USERS_TEXT, NO_MATCHING_USERS_TEXT, type UserGridProps } from './UserGrid';

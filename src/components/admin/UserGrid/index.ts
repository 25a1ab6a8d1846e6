export {
  UserGrid,
  usersEmptyText,
  NO_USERS_TEXT,
  NO_MATCHING_USERS_TEXT,
  NO_USERS_WITH_STATUS_TEXT,
  NO_USERS_MATCH_SEARCH_AND_STATUS_TEXT,
  type UserGridProps,
} from './UserGrid';

export { UserFilters, type UserFiltersProps, type UserStatusFilterValue } from './UserFilters';

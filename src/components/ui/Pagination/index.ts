export {
  Pagination,
  ListPager,
  usePage,
  type PaginationProps,
  type ListPagerProps,
  type PagedListProps,
} from './Pagination';

export {
  Pagination,
  ListPager,
  ListEndPager,
  PagedListBars,
  END_PAGER_MIN_ROWS,
  usePage,
  type PaginationProps,
  type ListPagerProps,
  type ListEndPagerProps,
  type PagedListBarsProps,
  type PagedListProps,
} from './Pagination';

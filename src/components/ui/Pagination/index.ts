export { Pagination, ListPager, type PaginationProps, type ListPagerProps } from './Pagination';

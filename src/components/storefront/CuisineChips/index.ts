export { CuisineChips, CUISINE_CHIPS_TITLE, type CuisineChipsProps } from './CuisineChips';

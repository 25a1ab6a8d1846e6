export { CardGrid, CARD_GRID_PAGE_SIZE, type CardGridProps } from './CardGrid';

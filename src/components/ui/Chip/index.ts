export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './Chip';

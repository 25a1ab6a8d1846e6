export { EditDeleteButtons, type EditDeleteButtonsProps } from './EditDeleteButtons';

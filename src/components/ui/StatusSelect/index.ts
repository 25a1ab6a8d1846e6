export { StatusSelect, type StatusSelectProps } from './StatusSelect';

export { NotFoundMessage, type NotFoundMessageProps } from './NotFoundMessage';

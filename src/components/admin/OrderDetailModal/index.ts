export { OrderDetailModal, type OrderDetailModalProps } from './OrderDetailModal';

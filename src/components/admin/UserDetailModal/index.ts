export { UserDetailModal, type UserDetailModalProps } from './UserDetailModal';

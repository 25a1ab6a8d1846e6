export { AdminPageHeader, type AdminPageHeaderProps } from './AdminPageHeader';

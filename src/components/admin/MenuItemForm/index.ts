export { MenuItemForm, type MenuItemFormProps, type MenuItemFormErrors } from './MenuItemForm';

export { RestaurantForm, type RestaurantFormProps, type RestaurantFormErrors } from './RestaurantForm';

export { CartModal, CART_TITLE, EMPTY_CART_TEXT, CHECKOUT_LABEL, type CartModalProps } from './CartModal';

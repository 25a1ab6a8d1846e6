export { CartModal, CART_TITLE, EMPTY_CART_TEXT, CHECKOUT_LABEL, BROWSE_LABEL, type CartModalProps } from './CartModal';

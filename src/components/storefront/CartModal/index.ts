export {
  CartModal,
  CART_TITLE,
  EMPTY_CART_TEXT,
  CHECKOUT_LABEL,
  BROWSE_LABEL,
  UNAVAILABLE_LABEL,
  NOT_COUNTED_TEXT,
  type CartModalProps,
  type CartModalLine,
} from './CartModal';

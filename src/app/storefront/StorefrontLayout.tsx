import { useEffect, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CartModal, Header } from '../../components/storefront';
import {
  cartModalMachine,
  mobileMenuMachine,
  ORDER_PLACED_MESSAGE,
  selectIsCartModalOpen,
  selectIsMenuOpen,
  useCart,
} from '../../machines';
import styles from './storefront.module.css';

export interface StorefrontLayoutProps {
  /** Shows the checkout message (default `window.alert`); stories pass a spy. */
  onOrderPlaced?: (message: string) => void;
  /** The page to show instead of the route's `<Outlet/>` (page stories render a page inside the layout). */
  children?: ReactNode;
}

const alertMessage = (message: string) => window.alert(message);

/** The home URL for a search: `/?q=<text>`, or `/` for an empty search. */
export function searchHref(text: string): string {
  const query = text.trim();
  return query ? `/?${new URLSearchParams({ q: query }).toString()}` : '/';
}

/**
 * The customer area: sticky header, the current page and the cart dialog. Wires the cart
 * (app-wide), the mobile menu and the cart modal machines to the presentational pieces.
 */
export function StorefrontLayout({ onOrderPlaced = alertMessage, children }: StorefrontLayoutProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [menu, sendMenu] = useMachine(mobileMenuMachine);
  const [modal, sendModal] = useMachine(
    cartModalMachine.provide({
      actions: {
        alertOrderPlaced: () => onOrderPlaced(ORDER_PLACED_MESSAGE),
        clearCart: () => cart.clear(),
      },
    }),
  );

  // Any navigation (a search, a link) closes the mobile panel.
  useEffect(() => {
    sendMenu({ type: 'menu.navigate' });
  }, [location.pathname, location.search, sendMenu]);

  return (
    <div className={styles.Shell}>
      <Header
        cartCount={cart.count}
        searchValue={location.pathname === '/' ? (searchParams.get('q') ?? '') : ''}
        onSearch={(text) => navigate(searchHref(text))}
        onCartClick={() => sendModal({ type: 'modal.open' })}
        menuOpen={selectIsMenuOpen(menu)}
        onMenuToggle={() => sendMenu({ type: 'menu.toggle' })}
        onMenuClose={() => sendMenu({ type: 'menu.close' })}
      />
      {children ?? <Outlet />}
      <CartModal
        open={selectIsCartModalOpen(modal)}
        items={cart.items}
        total={cart.total}
        onClose={() => sendModal({ type: 'modal.close' })}
        onIncrease={(id) => {
          const line = cart.items.find((item) => item.id === id);
          if (line) cart.setQuantity(id, line.quantity + 1);
        }}
        onDecrease={(id) => {
          const line = cart.items.find((item) => item.id === id);
          if (line) cart.setQuantity(id, line.quantity - 1);
        }}
        onRemove={cart.remove}
        onCheckout={() => sendModal({ type: 'modal.checkout' })}
      />
    </div>
  );
}

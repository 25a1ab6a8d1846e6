import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
import { keepSeed } from '../url/keepSeed';
import { useThemePreference } from '../preferences/theme';
import styles from './storefront.module.css';

export interface StorefrontLayoutProps {
  /** Shows the checkout message (default `window.alert`); stories pass a spy. */
  onOrderPlaced?: (message: string) => void;
  /** The page to show instead of the route's `<Outlet/>` (page stories render a page inside the layout). */
  children?: ReactNode;
}

const alertMessage = (message: string) => window.alert(message);

/** The home URL for a search: `/?q=<text>` (or `/` for an empty search), keeping the selected cuisine and the seed. */
export function searchHref(text: string, currentSearch = ''): string {
  const next = new URLSearchParams();
  const query = text.trim();
  if (query) next.set('q', query);
  // The selected cuisine stays selected: home lists what matches the search *and* the cuisine.
  const cuisine = new URLSearchParams(currentSearch).get('cuisine');
  if (cuisine) next.set('cuisine', cuisine);
  const params = next.toString();
  return keepSeed(params ? `/?${params}` : '/', currentSearch);
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
  const cartButtonRef = useRef<HTMLButtonElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const [theme, setTheme] = useThemePreference();

  // The machine is created once, but the effects it is given must see the latest values (a new
  // `onOrderPlaced` from a story, the current cart), so they read them through a ref.
  const effects = useRef({ onOrderPlaced, clearCart: cart.clear });
  useLayoutEffect(() => {
    effects.current = { onOrderPlaced, clearCart: cart.clear };
  });
  // The closures read the ref only when the machine runs them (after a user event), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [cartModalLogic] = useState(() =>
    cartModalMachine.provide({
      actions: {
        alertOrderPlaced: () => effects.current.onOrderPlaced(ORDER_PLACED_MESSAGE),
        clearCart: () => effects.current.clearCart(),
      },
    }),
  );
  const [modal, sendModal] = useMachine(cartModalLogic);

  // Every navigation closes the mobile panel: a link, back/forward, and a search that lands on the
  // URL already shown (same pathname and search, but a new history entry with a new key).
  // The cart dialog too: browser Back with the dialog open would otherwise change the page behind it.
  // Not on first render: arriving is no navigation, and a click on the cart button made before this
  // effect first ran (a fast click, a play function) would otherwise be undone.
  const navigatedFrom = useRef(location.key);
  useEffect(() => {
    if (navigatedFrom.current === location.key) return;
    navigatedFrom.current = location.key;
    sendMenu({ type: 'menu.navigate' });
    sendModal({ type: 'modal.close' });
  }, [location.key, sendMenu, sendModal]);

  // A new page (not a new search or filter on the same one) takes focus to its <h1>: the link that was
  // followed is gone, and focus would otherwise fall to <body>, with nothing announced. Not on first load.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    shellRef.current?.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <div ref={shellRef} data-layout="storefront" className={styles.Shell}>
      <Header
        cartCount={cart.count}
        searchValue={location.pathname === '/' ? (searchParams.get('q') ?? '') : ''}
        onSearch={(text) => {
          sendMenu({ type: 'menu.navigate' });
          navigate(searchHref(text, location.search));
        }}
        onCartClick={() => {
          // The dialog covers the page: the panel closes so Escape is the dialog's alone.
          sendMenu({ type: 'menu.close' });
          sendModal({ type: 'modal.open' });
        }}
        cartButtonRef={cartButtonRef}
        menuOpen={selectIsMenuOpen(menu)}
        onMenuToggle={() => sendMenu({ type: 'menu.toggle' })}
        onMenuClose={() => sendMenu({ type: 'menu.close' })}
        onMenuLeave={(how) => sendMenu({ type: how === 'focus' ? 'menu.focusLeft' : 'menu.clickOutside' })}
        theme={theme}
        onThemeChange={setTheme}
      />
      {children ?? <Outlet />}
      <CartModal
        open={selectIsCartModalOpen(modal)}
        items={cart.items}
        total={cart.total}
        removed={cart.removed}
        onClose={() => {
          sendModal({ type: 'modal.close' });
          // The dialog showed the removal notice (if any): it has been seen.
          cart.removedSeen();
        }}
        onIncrease={(id) => {
          const line = cart.items.find((item) => item.id === id);
          if (line) cart.setQuantity(id, line.quantity + 1);
        }}
        onDecrease={(id) => {
          const line = cart.items.find((item) => item.id === id);
          if (line) cart.setQuantity(id, line.quantity - 1);
        }}
        onRemove={cart.remove}
        onCheckout={() => {
          // Never with an unavailable line (the button is disabled then, and explains what to remove).
          if (cart.canCheckout) sendModal({ type: 'modal.checkout' });
        }}
        onBrowse={() => {
          // Closing hands focus back to the cart button; arriving home from another page then moves it
          // to the page's <h1> (the effect above). Home already: it stays on the cart button.
          sendModal({ type: 'modal.close' });
          cart.removedSeen();
          navigate(keepSeed('/', location.search));
        }}
        returnFocusRef={cartButtonRef}
      />
    </div>
  );
}

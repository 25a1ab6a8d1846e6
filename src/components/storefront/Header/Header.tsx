import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type Ref,
} from 'react';
import { BrandMark } from '../../ui/BrandMark';
import { Button } from '../../ui/Button';
import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Link } from '../../ui/Link';
import { MenuToggle } from '../../ui/MenuToggle';
import { ThemeSwitch, type ThemePreference } from '../../ui/ThemeSwitch';
import { useFocusScope } from '../../hooks/focus/useFocusScope';
import { useStickyBarInset } from '../../hooks/focus/useStickyBarInset';
import styles from './Header.module.css';

/** The brand shown in the header (links home). */
export const BRAND_NAME = 'FoodDash';
/** Fixed delivery location (spec section 9). */
export const LOCATION_LABEL = 'Deliver to: New York, NY';
export const SEARCH_PLACEHOLDER = 'Search for restaurants, cuisines...';

/** Accessible name of the cart button: "Cart, empty", "Cart, 1 item", "Cart, 3 items". */
export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /**
   * Sum of the quantities in the cart; the badge shows it exactly (110, never '99+', spec section 2), only
   * when above 0, in a pill that widens with the number of digits.
   */
  cartCount: number;
  /** Current search text (e.g. the `q` of the URL); the input starts with it and follows its changes. */
  searchValue?: string;
  /** Search submitted, with the trimmed text ('' for an empty search). */
  onSearch: (text: string) => void;
  /** Cart button pressed (opens the cart modal). */
  onCartClick: () => void;
  /** Login button pressed (its behaviour is not part of the demo). */
  onLoginClick?: () => void;
  /**
   * Whether the mobile panel (search, location, Login) is open; ignored from 768px up, where they show inline.
   * When it closes with focus inside (e.g. a search submitted from it), focus moves to the menu toggle.
   */
  menuOpen: boolean;
  /** Menu toggle pressed (small screens). */
  onMenuToggle: () => void;
  /** Escape pressed while the mobile panel is open, wherever focus is; focus then goes back to the toggle. */
  onMenuClose?: () => void;
  /**
   * The open panel was left: focus moved from it (or its toggle) to a control outside both (`'focus'`, e.g. Tab
   * past its last control, Shift+Tab before the toggle), or a press landed outside both (`'pointer'`). Focus stays
   * where it went. Not called when the window itself loses focus.
   */
  onMenuLeave?: (how: 'focus' | 'pointer') => void;
  /** Ref to the cart button (e.g. where the cart dialog gives focus back when it closes). */
  cartButtonRef?: Ref<HTMLButtonElement>;
  /** Where the brand links to (default '/'). */
  homeHref?: string;
  /** The colour theme preference the theme switch shows (default System). */
  theme?: ThemePreference;
  /**
   * A theme chosen in the switch. The switch (labelled "Theme") shows only when this is given: after Login,
   * in the phone panel, and in the bar from 768px up.
   */
  onThemeChange?: (theme: ThemePreference) => void;
};

/**
 * The sticky storefront header: brand, location, search, Login and the cart button. Below 768px
 * the location, search and Login move into a collapsible panel opened by a menu toggle; from 768px to 960px
 * the search takes a row of its own under the others. Its measured height is the page's scroll padding
 * (useStickyBarInset), so a focused control never hides under it, panel open or not.
 */
export function Header({
  cartCount,
  searchValue = '',
  onSearch,
  onCartClick,
  onLoginClick,
  menuOpen,
  onMenuToggle,
  onMenuClose,
  onMenuLeave,
  homeHref = '/',
  cartButtonRef,
  theme = 'system',
  onThemeChange,
  className,
  ref,
  ...rest
}: HeaderProps) {
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const [text, setText] = useState(searchValue);
  // Follow the search value when it changes from outside (back/forward, a new search).
  const [lastSearchValue, setLastSearchValue] = useState(searchValue);
  if (searchValue !== lastSearchValue) {
    setLastSearchValue(searchValue);
    setText(searchValue);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  // Escape closes the open panel wherever focus is (the panel, the page, <body>), so it is listened
  // for at the document while open; focus goes back to the toggle.
  // (The same focus handling as the Modal and the admin drawer.)
  useFocusScope({
    active: menuOpen,
    containerRef: panelRef,
    onEscape: () => {
      if (!onMenuClose) return;
      onMenuClose();
      toggleRef.current?.focus();
    },
  });

  useStickyBarInset(headerRef);

  /** Whether `target` is in the panel or is its toggle (the two parts of the disclosure). */
  const inDisclosure = (target: EventTarget | null) =>
    target instanceof Node && (!!panelRef.current?.contains(target) || !!toggleRef.current?.contains(target));

  // Focus leaving the panel and its toggle for another control closes the panel (a press outside, below, too):
  // an open panel left behind would cover the page the user moved on to. `relatedTarget` is null when the window
  // loses focus or focus falls to <body> (a press on nothing focusable, taken as a press): those are ignored here.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!menuOpen || !onMenuLeave || !inDisclosure(event.target)) return;
    if (event.relatedTarget instanceof Element && !inDisclosure(event.relatedTarget)) onMenuLeave('focus');
  };
  const pressedOutside = useEffectEvent((event: PointerEvent) => {
    if (!inDisclosure(event.target)) onMenuLeave?.('pointer');
  });
  const leaves = onMenuLeave !== undefined;
  useEffect(() => {
    if (!menuOpen || !leaves) return;
    const listener = (event: PointerEvent) => pressedOutside(event);
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [menuOpen, leaves]);

  // The panel closing with focus inside it (a search submitted from it) hides the focused control, and focus
  // would fall to <body>: it goes to the toggle instead. Only on phones, where the closed panel is hidden.
  const wasOpen = useRef(menuOpen);
  useLayoutEffect(() => {
    const closed = wasOpen.current && !menuOpen;
    wasOpen.current = menuOpen;
    const panel = panelRef.current;
    if (!closed || !panel || !panel.contains(document.activeElement)) return;
    if (getComputedStyle(panel).display === 'none') toggleRef.current?.focus();
  }, [menuOpen]);

  return (
    <header
      {...rest}
      ref={(node) => {
        headerRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      onBlur={(event) => {
        rest.onBlur?.(event);
        onBlur(event);
      }}
      data-menu-open={menuOpen || undefined}
      data-theme-switch={onThemeChange ? '' : undefined}
      className={cx(styles.Header, className)}
    >
      <div className={styles.HeaderInner}>
        <Link href={homeHref} className={styles.HeaderBrand}>
          <BrandMark />
        </Link>

        {/* The only child without a grid area: auto-placed into the free 'toggle' cell. */}
        <MenuToggle
          ref={toggleRef}
          open={menuOpen}
          controls={panelId}
          hideFrom="tablet"
          onClick={() => onMenuToggle()}
        />

        <div ref={panelRef} id={panelId} className={styles.HeaderPanel}>
          <p className={styles.HeaderLocation}>
            <Icon name="location" size={18} className={styles.HeaderLocationIcon} />
            {LOCATION_LABEL}
          </p>
          <form role="search" className={styles.HeaderSearch} onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              Search restaurants
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={SEARCH_PLACEHOLDER}
              autoComplete="off"
              enterKeyHint="search"
              className={styles.HeaderSearchInput}
            />
            <IconButton type="submit" icon="search" label="Search" className={styles.HeaderSearchButton} />
          </form>
          <Button variant="secondary" icon="user" className={styles.HeaderLogin} onClick={() => onLoginClick?.()}>
            Login
          </Button>
          {onThemeChange && <ThemeSwitch value={theme} onChange={onThemeChange} className={styles.HeaderTheme} />}
        </div>

        <IconButton
          ref={cartButtonRef}
          icon="cart"
          label={cartButtonLabel(cartCount)}
          badge={cartCount}
          onClick={() => onCartClick()}
          className={styles.HeaderCart}
        />
      </div>
    </header>
  );
}

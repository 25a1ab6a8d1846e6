/**
 * The header's collapsible panel on small screens (spec section 4, "Mobile
 * menu"): holds the search form, the location label and the Login button.
 * A local flow: the storefront layout runs it with `useMachine` and hands its
 * state and senders to the presentational header.
 */
import { setup } from 'xstate';

export type MobileMenuEvent =
  /** The menu button was pressed. */
  | { type: 'menu.toggle' }
  /** Escape (wherever focus is), or the cart dialog opening over the page. */
  | { type: 'menu.close' }
  /** Any navigation: a link, back/forward, or a search submit (even one repeating the current URL). */
  | { type: 'menu.navigate' }
  /** Focus moved from the panel (or its toggle) to something outside both, e.g. Tab past the panel's last control. */
  | { type: 'menu.focusLeft' }
  /** A press (pointerdown) outside the panel and its toggle. */
  | { type: 'menu.clickOutside' };

export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
}).createMachine({
  id: 'mobileMenu',
  description: 'Open or closed state of the mobile header panel, toggled by a button.',
  initial: 'closed',
  states: {
    closed: {
      description: 'Panel hidden; the toggle reports aria-expanded="false".',
      on: {
        'menu.toggle': { target: 'open' },
      },
    },
    open: {
      description:
        'Panel shown; Escape, the toggle, any navigation, focus leaving the panel or a press outside it closes it.',
      on: {
        'menu.toggle': { target: 'closed' },
        'menu.close': { target: 'closed' },
        'menu.navigate': { target: 'closed' },
        'menu.focusLeft': { target: 'closed' },
        'menu.clickOutside': { target: 'closed' },
      },
    },
  },
});

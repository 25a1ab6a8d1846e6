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
  | { type: 'menu.navigate' };

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
      description: 'Panel shown; Escape, the toggle or any navigation closes it.',
      on: {
        'menu.toggle': { target: 'closed' },
        'menu.close': { target: 'closed' },
        'menu.navigate': { target: 'closed' },
      },
    },
  },
});

/**
 * The header's collapsible panel on small screens (spec section 4, "Mobile
 * menu"): holds the search form, the location label and the Login button.
 * A local flow: the header runs it with `useActor`.
 */
import { setup } from 'xstate';

export type MobileMenuEvent =
  /** The menu button was pressed. */
  | { type: 'menu.toggle' }
  /** Escape, or a click outside the panel. */
  | { type: 'menu.close' }
  /** A link or a search submit inside the panel navigated somewhere. */
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

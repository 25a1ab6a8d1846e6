/** Fixed inputs for stories and tests, and the seed sizes of spec section 9. */

/** The "now" of stories, tests and screenshots: a fixed instant. */
export const DEFAULT_NOW = new Date('2026-11-21T14:00:00Z');

/** The seed of stories, tests and screenshots. */
export const DEFAULT_SEED = 42;

export const RESTAURANT_COUNT = 12;
export const ITEMS_PER_CATEGORY = 4;
/** 4 categories × 4 items. */
export const ITEMS_PER_RESTAURANT = 16;
export const USER_COUNT = 50;
export const ORDER_COUNT = 200;
/** Orders are dated within this many days before "now". */
export const ORDER_WINDOW_DAYS = 30;
/** Users joined within this many years before "now". */
export const JOIN_WINDOW_YEARS = 2;

/** Probabilities of spec section 9. */
export const OPEN_RATIO = 0.8;
export const VEG_RATIO = 0.4;
export const ACTIVE_RATIO = 0.9;

/**
 * Which dish illustration stands in for a missing photo: a pure rule from text (a dish or
 * restaurant name, an image URL whose key names the cuisine, category and dish) to the name
 * of a static SVG in `public/illustrations/` (written by `scripts/illustrations.mjs` from the
 * Fluent Emoji Flat set, MIT). Only names live in JavaScript; the pictures are fetched on demand.
 */

type Rules = ReadonlyArray<readonly [illustration: string, keywords: readonly string[]]>;

/**
 * Dish illustrations by priority: the first entry with a keyword in the text wins, so specific
 * comes before generic ("mango lassi" is a drink before "mango", "chicken biryani" is rice before
 * "chicken").
 */
const DISHES: Rules = [
  // Drinks (before the dishes they name: "coconut water", "tom yum broth", "mango lassi").
  ['bubble-tea', ['bubble tea', 'coffee jelly latte', 'thai iced tea']],
  ['custard', ['coffee jelly']],
  ['coconut', ['coconut water', 'coconut ice cream', 'coconut jelly']],
  ['glass-of-milk', ['lassi', 'soy milk', 'horchata', 'ayran', 'milkshake', 'matcha latte', 'milk']],
  [
    'bowl-with-spoon',
    ['broth', 'brodo', 'consome', 'consomme', 'yakhni', 'shorba', 'essence', 'birds nest', 'dashi', 'chowder'],
  ],
  ['tropical-drink', ['agua fresca', 'root beer float', 'bloody mary', 'clamato', 'falooda']],
  ['cup-with-straw', ['lemonade', 'nimbu pani', 'ramune', 'soda', 'cola', 'iced tea']],
  ['tumbler-glass', ['san pellegrino', 'sparkling water', 'water']],
  ['teacup-without-handle', ['jasmine tea', 'green tea', 'lemongrass tea', 'chai', 'tea']],
  ['hot-beverage', ['espresso', 'cappuccino', 'coffee', 'hot chocolate', 'cioccolata', 'champurrado', 'latte']],
  // Desserts.
  ['mango', ['mango sticky rice', 'mango']],
  ['dango', ['mochi', 'gulab jamun', 'sesame balls']],
  ['ice-cream', ['gelato', 'affogato', 'sundae', 'ice cream', 'kulfi']],
  ['doughnut', ['donut', 'doughnut', 'loukoumades', 'churros']],
  ['shortcake', ['tiramisu', 'cheesecake', 'tres leches', 'cake']],
  ['moon-cake', ['mooncake', 'khanom pia']],
  ['croissant', ['sfogliatella', 'cannoli', 'pastry']],
  ['fortune-cookie', ['fortune cookie', 'fortune cookies']],
  ['cookie', ['polvorones', 'cookies', 'cookie', 'smores', 'brownie']],
  ['shaved-ice', ['fruit jelly', 'gelatina', 'shaved ice']],
  [
    'custard',
    ['panna cotta', 'pudding', 'purin', 'flan', 'kheer', 'tavuk gogsu', 'kazandibi', 'halwa', 'jelly', 'parfait'],
  ],
  ['honey-pot', ['yogurt and honey', 'honey']],
  ['pancakes', ['dorayaki', 'waffle']],
  ['banana', ['banana']],
  ['pie', ['apple pie', 'egg tarts', 'tart', 'baklava', 'spanakopita', 'pie']],
  // Starters and mains.
  ['pizza', ['pizza', 'pizzeria', 'calzone']],
  ['spaghetti', ['spaghetti', 'penne', 'pasta', 'lo mein', 'pad see ew', 'pad thai', 'noodles']],
  ['steaming-bowl', ['ramen', 'udon', 'tom yum', 'soup', 'pho']],
  ['shallow-pan-of-food', ['lasagna', 'meatballs', 'mac and cheese', 'paella']],
  ['fondue', ['queso fundido', 'fondue']],
  ['eggplant', ['moussaka', 'eggplant']],
  ['taco', ['tacos', 'taco', 'al pastor']],
  ['brown-mushroom', ['mushroom']],
  ['rice-ball', ['arancini', 'onigiri']],
  ['sushi', ['sushi', 'nigiri', 'roll', 'maki', 'sashimi']],
  [
    'takeout-box',
    ['spring rolls', 'sweet and sour', 'kung pao', 'beef with broccoli', 'buddhas delight', 'basil chicken'],
  ],
  ['dumpling', ['dumplings', 'dumpling', 'potstickers', 'gyoza', 'bao', 'samosa']],
  ['curry-rice', ['curry', 'butter chicken', 'rogan josh', 'chana masala', 'dal makhani', 'masala']],
  ['leafy-green', ['palak', 'spinach', 'grape leaves']],
  ['pineapple', ['pineapple']],
  ['cooked-rice', ['risotto', 'biryani', 'fried rice']],
  ['flatbread', ['scallion pancakes', 'hummus', 'taramasalata', 'pita', 'naan', 'quesadilla']],
  ['stuffed-flatbread', ['gyro', 'shawarma', 'wrap']],
  ['oden', ['satay', 'kebab', 'kofta', 'souvlaki', 'tikka', 'skewers', 'yakitori']],
  ['falafel', ['falafel']],
  ['tamale', ['tamales', 'tamale']],
  ['burrito', ['burrito', 'taquitos', 'enchiladas']],
  ['bell-pepper', ['fajitas']],
  ['hot-pepper', ['nachos', 'jalapeno']],
  ['avocado', ['guacamole', 'avocado']],
  ['ear-of-corn', ['elote', 'corn']],
  ['hamburger', ['burger', 'burgers', 'cheeseburger']],
  ['hot-dog', ['hot dog', 'chili dog', 'pigs in a blanket', 'sausage']],
  ['sandwich', ['grilled cheese', 'cheesesteak', 'sandwich']],
  ['french-fries', ['fries', 'chips']],
  ['onion', ['onion rings', 'onion bhaji', 'onion']],
  ['cheese-wedge', ['mozzarella sticks', 'paneer', 'cheese']],
  ['roasted-sweet-potato', ['vegetable tempura', 'sweet potato']],
  ['fried-shrimp', ['tempura', 'salt and pepper shrimp']],
  ['shrimp', ['shrimp', 'ceviche', 'prawns']],
  ['squid', ['calamari', 'squid']],
  ['octopus', ['octopus', 'takoyaki']],
  ['fish-cake-with-swirl', ['fish cakes', 'fish cake']],
  ['tropical-fish', ['fish', 'salmon', 'tuna', 'kingfish']],
  ['melon', ['melon']],
  ['baguette-bread', ['bruschetta', 'crostini', 'baguette']],
  ['bread', ['garlic knots', 'bread']],
  ['tomato', ['caprese', 'tomato']],
  ['green-salad', ['salad', 'larb']],
  ['pea-pod', ['edamame']],
  ['pot-of-food', ['tofu', 'stew', 'hot pot']],
  ['poultry-leg', ['wings', 'tenders', 'karaage', 'pakora', 'duck', 'chicken']],
  ['cut-of-meat', ['crying tiger', 'steak', 'beef', 'lamb', 'pork']],
];

/** When no dish is named: the menu category (a menu item's image key names it), then the cuisine. */
const FALLBACKS: Rules = [
  ['green-salad', ['starters']],
  ['fork-and-knife-with-plate', ['main course']],
  ['shortcake', ['desserts']],
  ['cup-with-straw', ['beverages']],
  ['french-fries', ['sides']],
  // Cuisines (a restaurant's image key names its cuisine and second tag).
  ['dumpling', ['chinese']],
  ['curry-rice', ['indian']],
  ['taco', ['mexican']],
  ['hamburger', ['american']],
  ['sushi', ['japanese']],
  ['steaming-bowl', ['thai', 'asian']],
  ['stuffed-flatbread', ['mediterranean', 'healthy', 'mezze']],
  ['spaghetti', ['italian']],
];

/** The illustration when nothing in the text is recognised: a plate with cutlery. */
export const DEFAULT_ILLUSTRATION = 'fork-and-knife-with-plate';

/** Every illustration name the rules can return (each is a file `public/illustrations/<name>.svg`). */
export const ILLUSTRATIONS: readonly string[] = [
  ...new Set([...DISHES, ...FALLBACKS].map(([name]) => name).concat(DEFAULT_ILLUSTRATION)),
];

/** Lowercase words separated by single spaces, padded, as in image keys: `"Bird's Crème"` → `" birds creme "`. */
function words(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

/**
 * The illustration for the first text (in order) that names a dish, a category or a cuisine;
 * `DEFAULT_ILLUSTRATION` when none does. Keywords match whole words: "lemongrass" is not
 * "lemon", "Big Apple Diner" is not an apple pie.
 */
export function illustrationFor(...texts: ReadonlyArray<string | null | undefined>): string {
  for (const text of texts) {
    const found = text ? (match(DISHES, text) ?? match(FALLBACKS, text)) : undefined;
    if (found) return found;
  }
  return DEFAULT_ILLUSTRATION;
}

/** The illustration of the dish a text names, if it names one (categories and cuisines do not count). */
export function dishIllustration(text: string): string | undefined {
  return match(DISHES, text);
}

function match(rules: Rules, text: string): string | undefined {
  const haystack = words(text);
  return rules.find(([, keywords]) => keywords.some((keyword) => haystack.includes(` ${keyword} `)))?.[0];
}

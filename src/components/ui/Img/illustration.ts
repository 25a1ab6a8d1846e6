/**
 * Which dish illustration stands in for a missing photo: a pure rule from text (a dish or
 * restaurant name, an image URL whose key names the cuisine, category and dish) to the name
 * of a static SVG in `public/illustrations/` (written by `scripts/illustrations.mjs` from the
 * Fluent Emoji Flat set, MIT, or, for a dish no emoji shows, from a picture drawn for this project in
 * the same style, `scripts/illustrations/<name>.svg`). Only names live in JavaScript; the pictures are
 * fetched on demand.
 */

type Rules = ReadonlyArray<readonly [illustration: string, keywords: readonly string[]]>;

/**
 * Dish illustrations by priority: the first entry with a keyword in the text wins, so specific
 * comes before generic ("mango lassi" is a drink before "mango", "chicken biryani" is rice before
 * "chicken"). Each picture shows the dish or its family, never a raw ingredient of it (guacamole is
 * a bowl of mash with chips, not an avocado; "onion rings" are battered rings, not an onion; fajitas
 * a sizzling skillet, not a bell pepper; coconut jelly is jelly, not a coconut; crying tiger is beef grilled and
 * sliced, not a raw cut), and a vegetarian dish never gets a picture of meat or seafood
 * (no sushi, bento, meat skewer or shrimp for "avocado roll", "paneer tikka", "vegetable tempura"). A
 * dish with a picture of its own (lasagna, cannoli, arancini, risotto, the Chinese stir-fries, chicken
 * parmigiana, calamari, spring rolls, guacamole, fajitas, onion rings, mozzarella sticks, takoyaki,
 * pakora, biryani, baklava, prosciutto and melon, garlic knots, crying tiger, coconut jelly, mochi ice cream,
 * each family of soups) never borrows a look-alike of another dish (garlic knots are not a pretzel, mochi
 * not skewered dango). src/components/ui/Img/illustration.test.ts checks every dish of the generator's word lists.
 */
const DISHES: Rules = [
  // Drinks (before the dishes they name: "coconut water", "mango lassi").
  ['bubble-tea', ['bubble tea', 'coffee jelly latte', 'thai iced tea']],
  ['custard', ['coffee jelly']],
  ['coconut', ['coconut water']],
  ['glass-of-milk', ['lassi', 'falooda', 'soy milk', 'horchata', 'ayran', 'milkshake', 'matcha latte', 'milk']],
  // Soups and broths by family, each its own picture (before "chicken", "beef", "fish" they name):
  // cloudy miso with tofu cubes and wakame in a lacquer bowl; a creamy chowder in a bread bowl; the
  // red, chilli-oiled hot and sour soups (tom yum, the Chinese one); clear broths sipped from a
  // two-handled cup. A sweet soup (bird's nest) or a soup of no known family: a plain bowl.
  ['miso-soup', ['miso soup']],
  ['chowder', ['chowder']],
  ['hot-and-sour-soup', ['tom yum', 'hot and sour soup']],
  ['cup-of-broth', ['broth', 'brodo', 'consome', 'consomme', 'yakhni', 'shorba', 'essence', 'dashi']],
  ['bowl-with-spoon', ['birds nest', 'soup']],
  ['tropical-drink', ['agua fresca']],
  // Tomato drinks and sodas: a cold red drink in a cup.
  ['cup-with-straw', ['bloody mary', 'clamato', 'root beer float', 'lemonade', 'nimbu pani', 'ramune', 'soda', 'cola']],
  ['pouring-liquid', ['san pellegrino', 'sparkling water', 'water']],
  ['teacup-without-handle', ['jasmine tea', 'green tea', 'lemongrass tea', 'chai', 'iced tea', 'tea']],
  ['hot-beverage', ['espresso', 'cappuccino', 'coffee', 'hot chocolate', 'cioccolata', 'champurrado', 'latte']],
  // Desserts: the dish, not its flavour ("mango kulfi" is an ice cream, "mango pudding" a pudding).
  // Soft, dusted balls of rice dough in paper cups, one cut to its ice cream (drawn for this project): a
  // plain mochi too, a round ball, not dango on a skewer.
  ['mochi-ice-cream', ['mochi ice cream', 'mochi']],
  // Fried balls coated in sesame seeds, piled on a plate (drawn for this project), not dango on a skewer.
  ['sesame-balls', ['sesame balls']],
  ['ice-cream', ['gelato', 'affogato', 'sundae', 'ice cream', 'kulfi']],
  ['custard', ['pudding', 'panna cotta', 'purin', 'flan', 'kheer', 'tavuk gogsu', 'kazandibi', 'halwa', 'parfait']],
  // Sticky rice under coconut cream beside fanned mango slices (drawn for this project), not a whole mango.
  ['mango-sticky-rice', ['mango sticky rice', 'sticky rice']],
  ['mango', ['mango']],
  // Fried dough, in syrup or sugar.
  // Dark, glossy dough balls soaking in syrup in a bowl (drawn for this project); no hole, not a doughnut.
  ['gulab-jamun', ['gulab jamun']],
  ['doughnut', ['donut', 'doughnut', 'loukoumades', 'churros']],
  // A fried shell tube with ricotta showing at its ends (drawn for this project).
  ['cannoli', ['cannoli', 'cannolo']],
  // A slice showing its layers: cocoa on top, mascarpone and coffee-soaked biscuits (drawn for this project).
  ['tiramisu', ['tiramisu']],
  ['shortcake', ['cheesecake', 'tres leches', 'cake']],
  ['moon-cake', ['mooncake', 'khanom pia']],
  // Diamond-cut layers of filo and nuts under pistachio (drawn for this project); other flaky pastry.
  ['baklava', ['baklava']],
  ['croissant', ['sfogliatella', 'pastry']],
  ['fortune-cookie', ['fortune cookie', 'fortune cookies']],
  ['cookie', ['polvorones', 'cookies', 'cookie', 'smores', 'brownie']],
  // Young coconut set in jelly in its half shell, with glossy two-layer cubes of it (drawn for this project).
  ['coconut-jelly', ['coconut jelly']],
  ['shaved-ice', ['fruit jelly', 'gelatina', 'shaved ice']],
  ['custard', ['jelly']],
  ['honey-pot', ['yogurt and honey', 'honey']],
  ['pancakes', ['dorayaki', 'waffle']],
  ['pie', ['apple pie', 'egg tarts', 'tart', 'spanakopita', 'pie']],
  // Starters and mains.
  ['pizza', ['pizza', 'pizzeria', 'calzone']],
  // Asian noodles in a bowl, Italian pasta on a plate; lasagna is a layered slab of its own.
  ['steaming-bowl', ['ramen', 'udon', 'pho', 'lo mein', 'pad see ew', 'pad thai', 'noodles']],
  ['lasagna', ['lasagna', 'lasagne']],
  ['spaghetti', ['spaghetti', 'penne', 'pasta']],
  // Elbow macaroni in cheese sauce with a baked crust, in its dish (drawn for this project), not paella.
  ['mac-and-cheese', ['mac and cheese', 'macaroni']],
  ['shallow-pan-of-food', ['paella']],
  ['fondue', ['queso fundido', 'fondue']],
  // A slice of layered aubergine, meat sauce and browned béchamel (drawn for this project), not an aubergine.
  ['moussaka', ['moussaka']],
  ['eggplant', ['eggplant']],
  // Corn tortillas, folded or rolled, and tortilla chips.
  ['taco', ['tacos', 'taco', 'al pastor', 'taquitos', 'enchiladas', 'nachos']],
  // Fried rice served in a hollowed half pineapple (drawn for this project); the fruit alone is a pineapple.
  ['pineapple-fried-rice', ['pineapple fried rice']],
  ['pineapple', ['pineapple']],
  // Creamy rice in a wide bowl with mushrooms, not a bowl of plain rice.
  ['risotto', ['risotto']],
  // Saffron-orange and white layers of long-grain rice with a chicken leg in a copper handi.
  ['biryani', ['biryani']],
  ['cooked-rice', ['fried rice']],
  // Fried balls and fritters, each its own: golden crumbed rice balls, one cut open to its rice and
  // ragù; takoyaki in a boat tray under sauce, mayo and bonito; pakora, bhaji and other fritters as
  // craggy golden-orange heaps with chutney; round chickpea falafel.
  ['arancini', ['arancini']],
  ['takoyaki', ['takoyaki']],
  ['pakora', ['pakora', 'bhaji', 'fritters']],
  ['falafel', ['falafel']],
  // Spring rolls, each its own (before sushi's "roll" and the dumplings): fried golden rolls cut to
  // their vegetables; fresh ones in see-through rice paper showing greens, carrot and noodles, no shrimp.
  ['fresh-spring-rolls', ['fresh spring rolls', 'summer rolls']],
  ['spring-rolls', ['spring rolls', 'egg rolls']],
  // Vegetarian rolls: rice and seaweed, no fish.
  ['rice-ball', ['avocado roll', 'inari', 'onigiri']],
  ['sushi', ['sushi', 'nigiri', 'roll', 'maki', 'sashimi', 'tataki']],
  ['bento-box', ['salmon bowl', 'bento']],
  ['dumpling', ['dumplings', 'dumpling', 'potstickers', 'gyoza', 'bao', 'samosa']],
  // Wok dishes, each its own: no one takeout box for them all.
  ['kung-pao', ['kung pao']],
  ['beef-with-broccoli', ['beef with broccoli', 'beef and broccoli']],
  ['sweet-and-sour', ['sweet and sour']],
  ['buddhas-delight', ['buddhas delight']],
  ['basil-chicken', ['basil chicken', 'pad kra pao']],
  // A whole lacquered roast duck on a platter, not a chicken drumstick.
  ['roast-duck', ['peking duck', 'roast duck', 'duck']],
  ['curry-rice', ['curry', 'butter chicken', 'rogan josh', 'chana masala', 'dal makhani', 'palak paneer', 'masala']],
  // Cubes of paneer with a charred, spiced crust on a skewer, with pepper and onion: no meat.
  ['paneer-tikka', ['paneer tikka']],
  // Rolled vine-leaf parcels stacked with a lemon wedge (drawn for this project), not a lettuce.
  ['dolmades', ['grape leaves', 'dolma', 'dolmades']],
  ['leafy-green', ['spinach']],
  ['flatbread', ['scallion pancakes', 'hummus', 'taramasalata', 'pita', 'naan', 'roti', 'quesadilla']],
  // Sliced gyro meat with pita, salad and tzatziki on a plate (a wrap alone looks like a burrito).
  ['gyro-plate', ['gyro']],
  ['stuffed-flatbread', ['shawarma', 'wrap']],
  // Charred chunks of grilled meat on wooden skewers (drawn for this project), not oden's fish cakes.
  ['skewers', ['satay', 'kebab', 'kofta', 'souvlaki', 'tikka', 'skewers', 'yakitori']],
  ['tamale', ['tamales', 'tamale']],
  ['burrito', ['burrito']],
  // Peppers and onion sizzling in a cast-iron skillet on its board (no meat: "veggie fajitas").
  ['fajitas', ['fajitas']],
  // Mashed avocado with tomato and onion in a molcajete, tortilla chips in it.
  ['guacamole', ['guacamole']],
  ['avocado', ['avocado']],
  ['ear-of-corn', ['elote', 'corn']],
  ['hamburger', ['burger', 'burgers', 'cheeseburger']],
  ['hot-dog', ['hot dog', 'chili dog', 'pigs in a blanket', 'sausage']],
  ['sandwich', ['grilled cheese', 'cheesesteak', 'sandwich']],
  // Fried sides, each its own: a pile of big battered onion rings; breaded mozzarella sticks, one
  // pulled apart on its melted cheese, with marinara; fries.
  ['onion-rings', ['onion rings']],
  ['mozzarella-sticks', ['mozzarella sticks']],
  ['french-fries', ['fries', 'chips']],
  ['roasted-sweet-potato', ['vegetable tempura', 'sweet potato']],
  // Golden fried squid rings with a lemon wedge; other battered, fried seafood.
  ['calamari', ['calamari']],
  ['fried-shrimp', ['tempura', 'salt and pepper shrimp']],
  // Pieces of fish in a spiced golden batter with lemon (drawn for this project), not shrimp.
  ['fried-fish', ['amritsari fish', 'fish fry', 'fried fish', 'fish and chips']],
  ['shrimp', ['shrimp', 'ceviche', 'prawns']],
  ['squid', ['squid']],
  ['octopus', ['octopus']],
  ['fish-cake-with-swirl', ['fish cakes', 'fish cake']],
  ['fish', ['fish', 'salmon', 'tuna', 'kingfish']],
  // Meatballs in tomato sauce in a shallow dish (drawn for this project: no emoji shows meatballs).
  ['meatballs', ['meatballs']],
  ['pot-of-food', ['tofu', 'stew', 'hot pot']],
  // Cantaloupe wedges wrapped in Parma ham, not a plain melon.
  ['prosciutto-melon', ['prosciutto']],
  ['melon', ['melon']],
  // Toasted slices under diced tomato and basil (drawn for this project), not a loaf.
  ['bruschetta', ['bruschetta', 'crostini']],
  ['baguette-bread', ['baguette']],
  // Small tied knots of dough, glossy with garlic butter and parsley, in a basket (drawn for this project).
  ['garlic-knots', ['garlic knots']],
  ['pretzel', ['pretzel']],
  ['bread', ['bread']],
  // Overlapping slices of tomato and mozzarella under basil (drawn for this project), not a whole tomato.
  ['caprese', ['caprese']],
  ['tomato', ['tomato']],
  ['green-salad', ['salad', 'larb']],
  ['pea-pod', ['edamame']],
  // A breaded cutlet under tomato sauce and melted mozzarella, not a drumstick.
  ['chicken-parmigiana', ['chicken parmigiana', 'chicken parmesan', 'chicken parm']],
  ['poultry-leg', ['wings', 'tenders', 'karaage', 'chicken']],
  // Grilled beef sliced and fanned on a plate, grill marks on its end, with a bowl of chilli-tamarind dip
  // (drawn for this project), not a raw cut.
  ['crying-tiger', ['crying tiger']],
  ['cut-of-meat', ['steak', 'beef', 'lamb', 'pork']],
  ['cheese-wedge', ['paneer', 'cheese']],
  ['onion', ['onion']],
  ['brown-mushroom', ['mushroom']],
  ['banana', ['banana']],
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
  ['gyro-plate', ['mediterranean', 'healthy', 'mezze']],
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

/**
 * Small word lists for the seeded generator (instead of faker's English
 * locale, which would add ~150 kB to the bundle).
 *
 * Dishes are written `'Name|Description'`; a leading `*` marks a vegetarian
 * dish, so a vegetarian draw can pick a dish that is one.
 */

export interface CuisineWords {
  /** The primary cuisine tag. */
  primary: string;
  /** The second tag it always comes with. */
  pair: string;
  /** Restaurant name = head + ' ' + tail. */
  heads: readonly string[];
  tails: readonly string[];
  /** One-sentence restaurant descriptions. */
  blurbs: readonly string[];
  starters: readonly string[];
  mains: readonly string[];
  desserts: readonly string[];
  drinks: readonly string[];
}

export const CUISINES: readonly CuisineWords[] = [
  {
    primary: 'Italian',
    pair: 'Pizza',
    heads: ['Bella Napoli', "Nonna Rosa's", 'Little Sicily', 'Casa Roma', 'Via Milano'],
    tails: ['Trattoria', 'Pizzeria', 'Osteria', 'Kitchen'],
    blurbs: [
      'Wood-fired pizzas and fresh pasta made by hand every morning.',
      'Family recipes from southern Italy, served with a good glass of wine.',
    ],
    starters: [
      '*Bruschetta|Grilled bread with tomato, garlic and basil.',
      '*Caprese Salad|Mozzarella, tomato and basil with olive oil.',
      '*Garlic Knots|Soft dough knots brushed with garlic butter.',
      'Calamari Fritti|Crispy fried squid with lemon aioli.',
      'Arancini|Fried risotto balls filled with beef ragù.',
      'Prosciutto and Melon|Parma ham with sweet cantaloupe.',
    ],
    mains: [
      '*Margherita Pizza|Tomato, fresh mozzarella and basil.',
      '*Penne Arrabbiata|Penne in a spicy tomato and garlic sauce.',
      '*Mushroom Risotto|Creamy arborio rice with porcini.',
      'Pepperoni Pizza|Tomato, mozzarella and spicy pepperoni.',
      'Spaghetti Carbonara|Egg, pecorino, guanciale and black pepper.',
      'Lasagna Bolognese|Layers of pasta, beef ragù and béchamel.',
    ],
    desserts: [
      '*Tiramisu|Espresso-soaked ladyfingers with mascarpone.',
      'Panna Cotta|Vanilla cream set with gelatin, berry coulis.',
    ],
    drinks: ['*Espresso|A short, strong Italian coffee.', '*San Pellegrino|Sparkling mineral water.'],
  },
  {
    primary: 'Chinese',
    pair: 'Asian',
    heads: ['Golden Dragon', 'Jade', 'Red Lantern', 'Lucky Panda', 'Silk Road'],
    tails: ['Palace', 'Kitchen', 'Garden', 'Express'],
    blurbs: [
      'Dumplings, noodles and wok classics from Sichuan to Canton.',
      'Fragrant wok dishes cooked to order over a roaring flame.',
    ],
    starters: [
      '*Vegetable Spring Rolls|Crispy rolls with cabbage and carrot.',
      '*Scallion Pancakes|Flaky pan-fried flatbread with scallions.',
      '*Vegetable Dumplings|Steamed dumplings with soy dipping sauce.',
      'Pork Potstickers|Pan-fried dumplings with ginger and pork.',
      'Hot and Sour Soup|Spicy, tangy soup with tofu and pork.',
      'Salt and Pepper Shrimp|Crispy shrimp with chili and garlic.',
    ],
    mains: [
      '*Mapo Tofu|Silken tofu in a spicy Sichuan sauce.',
      '*Vegetable Lo Mein|Egg noodles tossed with crisp vegetables.',
      "*Buddha's Delight|Braised tofu with mixed vegetables.",
      'Kung Pao Chicken|Chicken, peanuts and dried chilies.',
      'Sweet and Sour Pork|Crispy pork with pineapple and peppers.',
      'Beef with Broccoli|Tender beef in oyster sauce.',
    ],
    desserts: [
      '*Mango Pudding|Chilled mango pudding with cream.',
      '*Sesame Balls|Fried rice dough filled with red bean paste.',
    ],
    drinks: ['*Jasmine Tea|Fragrant green tea, served hot.', '*Bubble Tea|Milk tea with chewy tapioca pearls.'],
  },
  {
    primary: 'Indian',
    pair: 'Curry',
    heads: ['Spicy', 'Taj', 'Royal Tandoor', 'Masala', 'Bombay'],
    tails: ['Garden', 'Palace', 'Kitchen', 'House'],
    blurbs: [
      'Slow-cooked curries and breads fresh from the tandoor.',
      'Northern Indian classics with spices roasted and ground in house.',
    ],
    starters: [
      '*Vegetable Samosa|Crisp pastry filled with spiced potato and peas.',
      '*Onion Bhaji|Onion fritters with tamarind chutney.',
      '*Paneer Tikka|Grilled cottage cheese marinated in spices.',
      'Chicken Pakora|Spiced chicken fritters with mint chutney.',
      'Lamb Seekh Kebab|Minced lamb skewers from the tandoor.',
      'Tandoori Wings|Chicken wings in a smoky yogurt marinade.',
    ],
    mains: [
      '*Palak Paneer|Cottage cheese in a creamy spinach sauce.',
      '*Chana Masala|Chickpeas simmered with tomato and spices.',
      '*Dal Makhani|Black lentils slow-cooked with butter.',
      'Butter Chicken|Tandoori chicken in a rich tomato cream sauce.',
      'Lamb Rogan Josh|Tender lamb in a Kashmiri chili curry.',
      'Chicken Biryani|Fragrant basmati rice layered with chicken.',
    ],
    desserts: [
      '*Gulab Jamun|Warm milk dumplings in rose syrup.',
      '*Mango Kulfi|Traditional Indian ice cream with mango.',
    ],
    drinks: [
      '*Mango Lassi|Sweet yogurt drink blended with mango.',
      '*Masala Chai|Black tea brewed with milk and spices.',
    ],
  },
  {
    primary: 'Mexican',
    pair: 'Tacos',
    heads: ['El Sol', 'Casa Azul', 'Los Amigos', 'Taco Loco', 'Agave'],
    tails: ['Cocina', 'Taqueria', 'Grill', 'Kitchen'],
    blurbs: [
      'Street-style tacos on handmade corn tortillas with fresh salsas.',
      'Bold flavors from Oaxaca to Baja, with margaritas to match.',
    ],
    starters: [
      '*Guacamole and Chips|Fresh avocado, lime and cilantro.',
      '*Elote|Grilled corn with cotija, lime and chili.',
      '*Cheese Quesadilla|Melted Oaxaca cheese in a flour tortilla.',
      'Chicken Taquitos|Rolled crispy tortillas with sour cream.',
      'Shrimp Ceviche|Lime-cured shrimp with tomato and onion.',
      'Nachos Supreme|Chips with beef, cheese, beans and jalapeños.',
    ],
    mains: [
      '*Bean and Rice Burrito|Black beans, rice, cheese and salsa.',
      '*Veggie Fajitas|Sizzling peppers and onions with tortillas.',
      '*Mushroom Tacos|Roasted mushrooms with salsa verde.',
      'Tacos al Pastor|Marinated pork with pineapple and onion.',
      'Carne Asada Burrito|Grilled steak, rice, beans and pico de gallo.',
      'Chicken Enchiladas|Corn tortillas baked in red chili sauce.',
    ],
    desserts: [
      '*Churros|Cinnamon sugar churros with chocolate sauce.',
      '*Tres Leches Cake|Sponge cake soaked in three milks.',
    ],
    drinks: ['*Horchata|Sweet rice milk with cinnamon.', '*Agua Fresca|Watermelon and lime cooler.'],
  },
  {
    primary: 'American',
    pair: 'Burgers',
    heads: ['Liberty', 'Main Street', 'Route 66', 'Big Apple', 'Blue Plate'],
    tails: ['Burgers', 'Diner', 'Grill', 'Kitchen'],
    blurbs: ['Smash burgers, hand-cut fries and thick milkshakes.', 'Classic diner comfort food made with local beef.'],
    starters: [
      '*Onion Rings|Beer-battered and golden.',
      '*Mozzarella Sticks|Served with marinara for dipping.',
      '*Loaded Fries|Fries with cheese sauce and scallions.',
      'Buffalo Wings|Spicy wings with blue cheese dip.',
      'Chicken Tenders|Crispy tenders with honey mustard.',
      'Clam Chowder|Creamy New England-style soup.',
    ],
    mains: [
      '*Veggie Burger|Black bean patty with lettuce and tomato.',
      '*Mac and Cheese|Baked with three cheeses and crumbs.',
      '*Grilled Cheese|Cheddar and tomato on toasted sourdough.',
      'Classic Cheeseburger|Beef patty, cheddar, pickles and special sauce.',
      'BBQ Bacon Burger|Smoked bacon, cheddar and barbecue sauce.',
      'Philly Cheesesteak|Shaved steak, onions and provolone.',
    ],
    desserts: ['*Apple Pie|Warm pie with a flaky crust.', '*Brownie Sundae|Fudge brownie with vanilla ice cream.'],
    drinks: [
      '*Chocolate Milkshake|Thick shake with whipped cream.',
      '*Root Beer Float|Root beer with vanilla ice cream.',
    ],
  },
  {
    primary: 'Japanese',
    pair: 'Sushi',
    heads: ['Sakura', 'Tokyo', 'Koi', 'Umami', 'Kyoto'],
    tails: ['Sushi', 'Sushi Bar', 'Kitchen', 'Izakaya'],
    blurbs: [
      'Fresh fish cut to order, rolls and warming bowls of ramen.',
      'A calm sushi bar with seasonal fish and careful rice.',
    ],
    starters: [
      '*Edamame|Steamed soybeans with sea salt.',
      '*Miso Soup|Tofu, wakame and scallions.',
      '*Vegetable Tempura|Light, crispy seasonal vegetables.',
      'Gyoza|Pan-fried pork dumplings.',
      'Tuna Tataki|Seared tuna with ponzu.',
      'Chicken Karaage|Japanese fried chicken with spicy mayo.',
    ],
    mains: [
      '*Avocado Roll|Avocado and cucumber maki.',
      '*Vegetable Udon|Thick noodles in a light broth.',
      '*Inari Sushi|Sweet tofu pockets filled with rice.',
      'Salmon Nigiri|Fresh salmon over seasoned rice.',
      'Tonkotsu Ramen|Pork broth, chashu and a soft egg.',
      'Dragon Roll|Eel and cucumber topped with avocado.',
    ],
    desserts: [
      '*Mochi Ice Cream|Ice cream wrapped in sweet rice dough.',
      '*Matcha Cheesecake|Creamy cheesecake with green tea.',
    ],
    drinks: ['*Green Tea|Hot sencha, light and refreshing.', '*Ramune|Classic Japanese lemon soda.'],
  },
  {
    primary: 'Thai',
    pair: 'Asian',
    heads: ['Bangkok', 'Siam', 'Lemongrass', 'Thai Orchid', 'Basil'],
    tails: ['Kitchen', 'Garden', 'House', 'Street'],
    blurbs: [
      'Bright, fragrant Thai cooking with fresh herbs and chilies.',
      'Noodles, curries and street snacks from the markets of Bangkok.',
    ],
    starters: [
      '*Fresh Spring Rolls|Rice paper rolls with herbs and peanut sauce.',
      '*Corn Fritters|Sweet corn cakes with chili sauce.',
      '*Papaya Salad|Green papaya, lime, chili and peanuts.',
      'Chicken Satay|Grilled skewers with peanut sauce.',
      'Tom Yum Soup|Hot and sour soup with shrimp.',
      'Fish Cakes|Red curry fish cakes with cucumber relish.',
    ],
    mains: [
      '*Green Curry Tofu|Tofu and eggplant in green curry.',
      '*Vegetable Pad See Ew|Wide noodles with broccoli and soy.',
      '*Pineapple Fried Rice|Rice with pineapple and cashews.',
      'Pad Thai|Rice noodles with shrimp, peanuts and lime.',
      'Massaman Beef Curry|Slow-cooked beef with potatoes and peanuts.',
      'Basil Chicken|Stir-fried chicken with holy basil and chili.',
    ],
    desserts: [
      '*Mango Sticky Rice|Sweet coconut rice with ripe mango.',
      '*Coconut Ice Cream|Served with roasted peanuts.',
    ],
    drinks: ['*Thai Iced Tea|Sweet black tea with condensed milk.', '*Coconut Water|Chilled young coconut water.'],
  },
  {
    primary: 'Mediterranean',
    pair: 'Healthy',
    heads: ['Olive Tree', 'Aegean', 'Santorini', 'Cedar', 'Blue Olive'],
    tails: ['Grill', 'Kitchen', 'Table', 'Mezze'],
    blurbs: [
      'Grilled meats, mezze and bright salads with good olive oil.',
      'Light, healthy plates inspired by the Greek islands and the Levant.',
    ],
    starters: [
      '*Hummus and Pita|Creamy chickpea dip with warm pita.',
      '*Falafel|Crispy chickpea fritters with tahini.',
      '*Stuffed Grape Leaves|Rice, herbs and lemon.',
      'Lamb Kofta|Spiced lamb skewers with yogurt sauce.',
      'Grilled Octopus|Charred octopus with lemon and oregano.',
      'Shrimp Saganaki|Shrimp baked with tomato and feta.',
    ],
    mains: [
      '*Greek Salad|Tomato, cucumber, olives and feta.',
      '*Spanakopita|Spinach and feta in crisp filo.',
      '*Vegetable Moussaka|Eggplant, potato and béchamel.',
      'Chicken Souvlaki|Grilled chicken skewers with tzatziki.',
      'Lamb Gyro Plate|Sliced lamb, rice, salad and pita.',
      'Grilled Salmon Bowl|Salmon, quinoa and roasted vegetables.',
    ],
    desserts: [
      '*Baklava|Filo, walnuts and honey syrup.',
      '*Yogurt and Honey|Thick Greek yogurt with honey and walnuts.',
    ],
    drinks: [
      '*Mint Lemonade|Fresh lemon juice blended with mint.',
      '*Turkish Coffee|Strong, unfiltered and lightly sweet.',
    ],
  },
];

/**
 * Desserts every restaurant may also serve. Most desserts and drinks are vegetarian; the
 * unmarked ones here (gelatin, bacon, suet, broths, clam juice) give a non-vegetarian draw
 * of these categories a truthful dish, so the ~40% vegetarian share of spec §9 holds
 * without ever flagging a dish wrongly.
 */
export const SHARED_DESSERTS: readonly string[] = [
  '*Chocolate Lava Cake|Warm chocolate cake with a molten center.',
  '*New York Cheesecake|Creamy cheesecake on a graham crust.',
  '*Vanilla Ice Cream|Two scoops of vanilla bean ice cream.',
  'Gelatin Fruit Cup|Fresh fruit set in sparkling gelatin.',
  "Marshmallow S'mores Bar|Graham crust, chocolate and toasted marshmallow (gelatin).",
  'Bacon Maple Donut|Maple-glazed donut topped with crispy bacon.',
  'Mince Pie|Spiced fruit and beef suet in a buttery crust.',
];

/** Drinks every restaurant may also serve. */
export const SHARED_DRINKS: readonly string[] = [
  '*Fresh Lemonade|Squeezed daily, lightly sweetened.',
  '*Iced Tea|Brewed black tea over ice.',
  '*Sparkling Water|Chilled and refreshing.',
  '*Cola|Classic cola, served ice cold.',
  'Bone Broth|Slow-simmered beef bone broth, served hot.',
  'Chicken Consommé|A clear, sipping chicken broth with herbs.',
  'Clamato Cooler|Tomato and clam juice over ice with lime.',
  'Dashi Sipper|Warm bonito and kelp broth in a mug.',
];

/** Second sentences for restaurant descriptions. */
export const TAGLINES: readonly string[] = [
  'Family-owned and loved by the neighborhood.',
  'Everything is cooked fresh to order.',
  'A local favorite for lunch and late dinners.',
  'Generous portions at fair prices.',
];

export const FIRST_NAMES: readonly string[] = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'James',
  'Amelia',
  'Benjamin',
  'Harper',
  'Daniel',
  'Evelyn',
  'Henry',
  'Abigail',
  'Samuel',
  'Emily',
  'David',
  'Chloe',
  'Mateo',
  'Grace',
  'Aiden',
  'Zoe',
  'Omar',
  'Priya',
  'Kenji',
];

export const LAST_NAMES: readonly string[] = [
  'Smith',
  'Johnson',
  'Garcia',
  'Brown',
  'Miller',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Lee',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Green',
  'Adams',
  'Nelson',
  'Patel',
  'Nguyen',
  'Kim',
];

export const STREETS: readonly string[] = [
  'Broadway',
  'Bleecker St',
  'Mulberry St',
  'Lexington Ave',
  'Madison Ave',
  'Canal St',
  'Houston St',
  'Amsterdam Ave',
  'Park Ave',
  'Spring St',
  'Grand St',
  'Hudson St',
];

/** Manhattan ZIP codes. */
export const ZIP_CODES: readonly string[] = [
  '10001',
  '10003',
  '10011',
  '10012',
  '10013',
  '10014',
  '10019',
  '10022',
  '10024',
  '10128',
];

/** New York area codes for phone numbers. */
export const AREA_CODES: readonly string[] = ['212', '332', '347', '646', '718', '917', '929'];

/**
 * Small word lists for the seeded generator (instead of faker's English
 * locale, which would add ~150 kB to the bundle).
 *
 * Dishes are written `'Name|Description'`; a leading `*` marks a vegetarian
 * dish (no meat, fish, gelatin, lard or animal broth), so a vegetarian draw can
 * pick a dish that is one. Every restaurant serves only its own cuisine: its
 * desserts and drinks come from the same lists as its starters and mains. Each
 * list holds enough dishes of each kind (meat or fish, or made with gelatin,
 * lard or broth, and vegetarian) for the ~40% vegetarian share of spec §9 with
 * truthful flags; the dish names also pick the illustration shown in place of
 * a photo (src/components/ui/Img/illustration.ts).
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
      'Meatballs al Sugo|Beef and pork meatballs in tomato sauce.',
    ],
    mains: [
      '*Margherita Pizza|Tomato, fresh mozzarella and basil.',
      '*Penne Arrabbiata|Penne in a spicy tomato and garlic sauce.',
      '*Mushroom Risotto|Creamy arborio rice with porcini.',
      'Pepperoni Pizza|Tomato, mozzarella and spicy pepperoni.',
      'Spaghetti Carbonara|Egg, pecorino, guanciale and black pepper.',
      'Lasagna Bolognese|Layers of pasta, beef ragù and béchamel.',
      'Chicken Parmigiana|Breaded chicken baked with tomato and mozzarella.',
    ],
    desserts: [
      '*Tiramisu|Espresso-soaked ladyfingers with mascarpone.',
      '*Affogato|Vanilla gelato drowned in a shot of espresso.',
      '*Pistachio Gelato|Two scoops of Sicilian pistachio gelato.',
      'Panna Cotta|Vanilla cream set with gelatin, berry coulis.',
      'Cannoli|Crisp shells fried in lard, filled with sweet ricotta.',
      'Sfogliatella|Flaky shell pastry made with lard, filled with orange ricotta.',
    ],
    drinks: [
      '*Espresso|A short, strong Italian coffee.',
      '*Cappuccino|Espresso with steamed milk and foam.',
      '*San Pellegrino|Sparkling mineral water.',
      'Brodo di Pollo|A cup of hot chicken broth with Parmigiano.',
      'Brodo di Manzo|Clear beef broth, sipped hot from a cup.',
      'Cioccolata Calda|Thick hot chocolate topped with marshmallows (gelatin).',
    ],
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
      'Char Siu Bao|Steamed buns filled with barbecue pork.',
    ],
    mains: [
      '*Mapo Tofu|Silken tofu in a spicy Sichuan chili sauce (made without meat).',
      '*Vegetable Lo Mein|Egg noodles tossed with crisp vegetables.',
      "*Buddha's Delight|Braised tofu with mixed vegetables.",
      'Kung Pao Chicken|Chicken, peanuts and dried chilies.',
      'Sweet and Sour Pork|Crispy pork with pineapple and peppers.',
      'Beef with Broccoli|Tender beef in oyster sauce.',
      'Peking Duck|Crisp roast duck with pancakes and hoisin.',
    ],
    desserts: [
      '*Mango Pudding|Chilled mango pudding with cream.',
      '*Sesame Balls|Fried rice dough filled with red bean paste.',
      '*Fortune Cookies|Crisp vanilla cookies with a message inside.',
      'Egg Tarts|Silky egg custard in a flaky lard pastry.',
      'Suzhou Mooncake|Flaky lard pastry filled with minced pork.',
      'Almond Jelly|Almond milk jelly set with gelatin, with lychees.',
    ],
    drinks: [
      '*Jasmine Tea|Fragrant green tea, served hot.',
      '*Bubble Tea|Milk tea with chewy tapioca pearls.',
      '*Soy Milk|Warm, lightly sweetened soy milk.',
      "Bird's Nest Drink|Chilled swiftlet-nest drink with rock sugar.",
      'Ginseng Chicken Broth|A small cup of double-boiled chicken and ginseng broth.',
    ],
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
      'Amritsari Fish|Gram-flour battered fish with chaat masala.',
    ],
    mains: [
      '*Palak Paneer|Cottage cheese in a creamy spinach sauce.',
      '*Chana Masala|Chickpeas simmered with tomato and spices.',
      '*Dal Makhani|Black lentils slow-cooked with butter.',
      'Butter Chicken|Tandoori chicken in a rich tomato cream sauce.',
      'Lamb Rogan Josh|Tender lamb in a Kashmiri chili curry.',
      'Chicken Biryani|Fragrant basmati rice layered with chicken.',
      'Goan Fish Curry|Kingfish in a tangy coconut curry.',
    ],
    desserts: [
      '*Gulab Jamun|Warm milk dumplings in rose syrup.',
      '*Mango Kulfi|Traditional Indian ice cream with mango.',
      '*Kheer|Rice pudding with cardamom and pistachio.',
      'Gosht Halwa|Hyderabadi sweet of slow-cooked minced mutton, ghee and nuts.',
      'Falooda|Rose milk with vermicelli, basil seeds and gelatin jelly.',
    ],
    drinks: [
      '*Mango Lassi|Sweet yogurt drink blended with mango.',
      '*Masala Chai|Black tea brewed with milk and spices.',
      '*Nimbu Pani|Fresh lime soda with black salt.',
      'Mutton Yakhni|Clear spiced mutton broth, sipped from a cup.',
      'Chicken Shorba|Light chicken broth with ginger and pepper.',
    ],
  },
  {
    primary: 'Mexican',
    pair: 'Tacos',
    heads: ['El Sol', 'Casa Azul', 'Los Amigos', 'Taco Loco', 'Agave'],
    tails: ['Cocina', 'Taqueria', 'Grill', 'Kitchen'],
    blurbs: [
      'Street-style tacos on handmade corn tortillas with fresh salsas.',
      'Bold flavors from Oaxaca to Baja, with aguas frescas to match.',
    ],
    starters: [
      '*Guacamole and Chips|Fresh avocado, lime and cilantro.',
      '*Elote|Grilled corn with cotija, lime and chili.',
      '*Cheese Quesadilla|Melted Oaxaca cheese in a flour tortilla.',
      'Chicken Taquitos|Rolled crispy tortillas with sour cream.',
      'Shrimp Ceviche|Lime-cured shrimp with tomato and onion.',
      'Nachos Supreme|Chips with beef, cheese, beans and jalapeños.',
      'Queso Fundido|Melted cheese with spicy chorizo and warm tortillas.',
    ],
    mains: [
      '*Bean and Rice Burrito|Black beans, rice, cheese and salsa.',
      '*Veggie Fajitas|Sizzling peppers and onions with tortillas.',
      '*Mushroom Tacos|Roasted mushrooms with salsa verde.',
      'Tacos al Pastor|Marinated pork with pineapple and onion.',
      'Carne Asada Burrito|Grilled steak, rice, beans and pico de gallo.',
      'Chicken Enchiladas|Corn tortillas baked in red chili sauce.',
      'Pork Tamales|Corn masa with red chili pork, steamed in husks.',
    ],
    desserts: [
      '*Churros|Cinnamon sugar churros with chocolate sauce.',
      '*Tres Leches Cake|Sponge cake soaked in three milks.',
      '*Flan|Silky caramel custard.',
      'Polvorones|Crumbly wedding cookies made with lard.',
      'Sweet Tamales|Pink masa tamales made with lard, with raisins.',
      'Gelatina de Mosaico|Cubes of fruit gelatin set in sweet milk gelatin.',
    ],
    drinks: [
      '*Horchata|Sweet rice milk with cinnamon.',
      '*Agua Fresca|Watermelon and lime cooler.',
      '*Champurrado|Thick hot chocolate with corn masa and cinnamon.',
      'Consomé de Birria|A cup of spiced beef consommé for sipping.',
      'Clamato Preparado|Tomato and clam juice with lime and chili.',
    ],
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
      'Pigs in a Blanket|Mini sausages baked in flaky pastry.',
    ],
    mains: [
      '*Veggie Burger|Black bean patty with lettuce and tomato.',
      '*Mac and Cheese|Baked with three cheeses and crumbs.',
      '*Grilled Cheese|Cheddar and tomato on toasted sourdough.',
      'Classic Cheeseburger|Beef patty, cheddar, pickles and special sauce.',
      'BBQ Bacon Burger|Smoked bacon, cheddar and barbecue sauce.',
      'Philly Cheesesteak|Shaved steak, onions and provolone.',
      'Chili Dog|All-beef hot dog with chili and cheddar.',
    ],
    desserts: [
      '*Apple Pie|Warm pie with a flaky crust.',
      '*Brownie Sundae|Fudge brownie with vanilla ice cream.',
      '*New York Cheesecake|Creamy cheesecake on a graham crust.',
      'Bacon Maple Donut|Maple-glazed donut topped with crispy bacon.',
      "S'mores Bar|Graham crust, chocolate and toasted marshmallow (gelatin).",
      'Strawberry Gelatin Parfait|Strawberry gelatin layered with whipped cream.',
    ],
    drinks: [
      '*Chocolate Milkshake|Thick shake with whipped cream.',
      '*Root Beer Float|Root beer with vanilla ice cream.',
      '*Fresh Lemonade|Squeezed daily, lightly sweetened.',
      'Bone Broth|Slow-simmered beef bone broth, served hot.',
      'Virgin Bloody Mary|Spiced tomato juice with Worcestershire sauce (anchovies).',
      'Hot Chocolate with Marshmallows|Cocoa topped with gelatin marshmallows.',
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
      '*Vegetable Tempura|Light, crispy seasonal vegetables.',
      '*Agedashi Tofu|Fried tofu in a light kombu broth.',
      'Miso Soup|Tofu, wakame and scallions in a bonito dashi.',
      'Gyoza|Pan-fried pork dumplings.',
      'Tuna Tataki|Seared tuna with ponzu.',
      'Chicken Karaage|Japanese fried chicken with spicy mayo.',
      'Takoyaki|Octopus balls with bonito flakes and mayo.',
    ],
    mains: [
      '*Avocado Roll|Avocado and cucumber maki.',
      '*Vegetable Udon|Thick noodles in a kombu and shiitake broth.',
      '*Inari Sushi|Sweet tofu pockets filled with rice.',
      'Salmon Nigiri|Fresh salmon over seasoned rice.',
      'Tonkotsu Ramen|Pork broth, chashu and a soft egg.',
      'Dragon Roll|Eel and cucumber topped with avocado.',
      'Chicken Katsu Curry|Crisp chicken cutlet with Japanese curry and rice.',
    ],
    desserts: [
      '*Mochi Ice Cream|Ice cream wrapped in sweet rice dough.',
      '*Matcha Cheesecake|Creamy cheesecake with green tea.',
      '*Dorayaki|Fluffy pancakes filled with sweet red bean.',
      'Coffee Jelly|Gelatin coffee jelly with sweet cream.',
      'Purin|Caramel milk pudding set with gelatin.',
      'Fruit Jelly Cup|Seasonal fruit set in clear gelatin.',
    ],
    drinks: [
      '*Green Tea|Hot sencha, light and refreshing.',
      '*Ramune|Classic Japanese lemon soda.',
      '*Matcha Latte|Whisked matcha with steamed milk.',
      'Dashi Sipper|Warm bonito and kelp broth in a mug.',
      'Coffee Jelly Latte|Iced latte over cubes of gelatin coffee jelly.',
    ],
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
      '*Vegan Papaya Salad|Green papaya, lime, chili and peanuts, made without fish sauce.',
      'Chicken Satay|Grilled skewers with peanut sauce.',
      'Tom Yum Soup|Hot and sour soup with shrimp.',
      'Fish Cakes|Red curry fish cakes with cucumber relish.',
      'Larb Gai|Minced chicken salad with lime, mint and toasted rice.',
    ],
    mains: [
      '*Green Curry Tofu|Tofu and eggplant in a green curry made without shrimp paste.',
      '*Vegetable Pad See Ew|Wide noodles with broccoli and soy.',
      '*Pineapple Fried Rice|Rice with pineapple and cashews.',
      'Pad Thai|Rice noodles with shrimp, peanuts and lime.',
      'Massaman Beef Curry|Slow-cooked beef with potatoes and peanuts.',
      'Basil Chicken|Stir-fried chicken with holy basil and chili.',
      'Crying Tiger|Grilled beef with a spicy tamarind dip.',
    ],
    desserts: [
      '*Mango Sticky Rice|Sweet coconut rice with ripe mango.',
      '*Coconut Ice Cream|Served with roasted peanuts.',
      '*Banana Roti|Crisp pancake with banana and condensed milk.',
      'Khanom Pia|Flaky lard pastry with mung bean and salted egg yolk.',
      'Coconut Jelly|Young coconut set in gelatin.',
    ],
    drinks: [
      '*Thai Iced Tea|Sweet black tea with condensed milk.',
      '*Coconut Water|Chilled young coconut water.',
      '*Lemongrass Tea|Hot lemongrass and pandan infusion.',
      'Chicken Essence|A warm shot of double-boiled chicken essence.',
      'Tom Yum Broth|A mug of hot and sour shrimp broth.',
    ],
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
      'Taramasalata|Cod roe dip with lemon and warm pita.',
    ],
    mains: [
      '*Greek Salad|Tomato, cucumber, olives and feta.',
      '*Spanakopita|Spinach and feta in crisp filo.',
      '*Vegetable Moussaka|Eggplant, potato and béchamel.',
      'Chicken Souvlaki|Grilled chicken skewers with tzatziki.',
      'Lamb Gyro Plate|Sliced lamb, rice, salad and pita.',
      'Grilled Salmon Bowl|Salmon, quinoa and roasted vegetables.',
      'Beef Shish Kebab|Chargrilled beef skewers with rice and salad.',
    ],
    desserts: [
      '*Baklava|Filo, walnuts and honey syrup.',
      '*Yogurt and Honey|Thick Greek yogurt with honey and walnuts.',
      '*Loukoumades|Honey-soaked doughnuts with cinnamon.',
      'Tavuk Göğsü|Turkish milk pudding made with shredded chicken breast.',
      'Kazandibi|Caramelized milk pudding made with chicken breast.',
    ],
    drinks: [
      '*Mint Lemonade|Fresh lemon juice blended with mint.',
      '*Turkish Coffee|Strong, unfiltered and lightly sweet.',
      '*Ayran|Chilled salted yogurt drink.',
      'Avgolemono Broth|Warm chicken broth with egg and lemon, in a mug.',
      'Fish Broth|Clear saffron fish broth, sipped from a cup.',
    ],
  },
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

/**
 * Manhattan neighbourhoods: what tells apart two branches of one restaurant when a large data set (`?scale=`)
 * draws its name again ('Via Milano Osteria Chelsea', 'Bangkok Garden Uptown'), as a delivery app names a
 * chain's branches. Short (at most 13 characters), none repeating a tail's word ('Kitchen', 'Street'); unique.
 */
export const NEIGHBOURHOODS: readonly string[] = [
  'Chelsea',
  'SoHo',
  'Tribeca',
  'Midtown',
  'Uptown',
  'Downtown',
  'Harlem',
  'Nolita',
  'NoHo',
  'NoMad',
  'Flatiron',
  'Gramercy',
  'Murray Hill',
  'Kips Bay',
  'Union Square',
  'East Village',
  'West Village',
  'Alphabet City',
  'Two Bridges',
  'Seaport',
  'Bowery',
  'Rose Hill',
  'Hudson Yards',
  'Hudson Square',
  'Meatpacking',
  'Chinatown',
  'Little Italy',
  'Koreatown',
  'Battery Park',
  'FiDi',
  'Times Square',
  'Turtle Bay',
  'Sutton Place',
  'Lenox Hill',
  'Yorkville',
  'Carnegie Hill',
  'Morningside',
  'Sugar Hill',
  'Marble Hill',
  'Inwood',
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

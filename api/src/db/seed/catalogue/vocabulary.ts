/*
 * Words the catalogue generator combines into believable supplier listings. Each sub-category
 * has its own nouns, materials, option set, price band (USD) and weight band (grams); adjectives
 * and selling points come from its top category.
 */

export type OptionKind = 'color' | 'size' | 'shoe_size' | 'capacity' | 'style' | 'plug' | 'length' | 'pack';

export interface SubCategory {
  slug: string;
  name: string;
  nouns: readonly string[];
  materials: readonly string[];
  options: readonly OptionKind[];
  price: readonly [number, number];
  weight: readonly [number, number];
}

export interface TopCategory {
  slug: string;
  name: string;
  adjectives: readonly string[];
  sellingPoints: readonly string[];
  subs: readonly SubCategory[];
}

export const OPTION_VALUES: Record<OptionKind, { name: string; values: readonly string[] }> = {
  color: {
    name: 'Color',
    values: ['Black', 'White', 'Gray', 'Navy Blue', 'Red', 'Pink', 'Beige', 'Green', 'Sky Blue', 'Purple', 'Khaki', 'Yellow'],
  },
  size: { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] },
  shoe_size: { name: 'Shoe Size', values: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] },
  capacity: { name: 'Capacity', values: ['350ml', '500ml', '750ml', '1L', '1.5L'] },
  style: { name: 'Style', values: ['Classic', 'Modern', 'Vintage', 'Minimalist', 'Deluxe', 'Sport'] },
  plug: { name: 'Plug Type', values: ['US Plug', 'EU Plug', 'UK Plug', 'AU Plug', 'USB-C'] },
  length: { name: 'Length', values: ['1m', '1.5m', '2m', '3m', '5m'] },
  pack: { name: 'Quantity', values: ['1 pc', '2 pcs', '3 pcs', '5 pcs', '10 pcs'] },
};

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    slug: 'womens-clothing',
    name: "Women's Clothing",
    adjectives: ['Casual', 'Elegant', 'Loose', 'Slim Fit', 'Boho', 'Vintage', 'Oversized', 'High Waist', 'Summer', 'Knitted'],
    sellingPoints: ['breathable fabric that keeps you cool', 'a flattering cut for every body type', 'easy to pair with sneakers or heels', 'machine washable and quick drying', 'soft stretch for all-day comfort'],
    subs: [
      { slug: 'dresses', name: 'Dresses', nouns: ['Maxi Dress', 'Midi Dress', 'Wrap Dress', 'Shirt Dress', 'Floral Sundress', 'Bodycon Dress'], materials: ['Cotton', 'Linen', 'Chiffon', 'Satin', 'Rayon'], options: ['color', 'size'], price: [8, 35], weight: [180, 450] },
      { slug: 'tops-blouses', name: 'Tops & Blouses', nouns: ['Blouse', 'Crop Top', 'Tank Top', 'Cardigan', 'T-Shirt', 'Off Shoulder Top'], materials: ['Cotton', 'Modal', 'Chiffon', 'Rib Knit', 'Linen'], options: ['color', 'size'], price: [4, 22], weight: [120, 350] },
      { slug: 'womens-activewear', name: 'Activewear', nouns: ['Yoga Leggings', 'Sports Bra', 'Running Shorts', 'Workout Set', 'Zip Jacket'], materials: ['Nylon', 'Spandex', 'Polyester', 'Seamless Knit'], options: ['color', 'size'], price: [6, 30], weight: [150, 400] },
    ],
  },
  {
    slug: 'mens-clothing',
    name: "Men's Clothing",
    adjectives: ['Classic', 'Slim Fit', 'Relaxed', 'Outdoor', 'Streetwear', 'Vintage', 'Lightweight', 'Winter', 'Business', 'Casual'],
    sellingPoints: ['reinforced stitching that lasts', 'a modern tailored fit', 'deep pockets for everyday carry', 'wrinkle resistant fabric', 'soft lining for cold days'],
    subs: [
      { slug: 'mens-shirts', name: 'Shirts & T-Shirts', nouns: ['Polo Shirt', 'Oxford Shirt', 'Graphic T-Shirt', 'Henley Shirt', 'Flannel Shirt'], materials: ['Cotton', 'Linen', 'Flannel', 'Pique Cotton'], options: ['color', 'size'], price: [5, 25], weight: [150, 380] },
      { slug: 'mens-jackets', name: 'Jackets & Coats', nouns: ['Bomber Jacket', 'Puffer Jacket', 'Windbreaker', 'Denim Jacket', 'Fleece Hoodie'], materials: ['Nylon', 'Denim', 'Fleece', 'Polyester', 'Corduroy'], options: ['color', 'size'], price: [15, 70], weight: [400, 1200] },
      { slug: 'mens-pants', name: 'Pants & Shorts', nouns: ['Cargo Pants', 'Chino Pants', 'Jogger Pants', 'Board Shorts', 'Denim Jeans'], materials: ['Cotton Twill', 'Denim', 'Ripstop', 'Polyester'], options: ['color', 'size'], price: [8, 35], weight: [250, 700] },
    ],
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    adjectives: ['Breathable', 'Non-Slip', 'Lightweight', 'Waterproof', 'Cushioned', 'Classic', 'Chunky', 'Slip-On', 'Orthopedic', 'Platform'],
    sellingPoints: ['a cushioned insole for long walks', 'a non-slip rubber outsole', 'breathable mesh uppers', 'true to size fit', 'arch support that reduces fatigue'],
    subs: [
      { slug: 'sneakers', name: 'Sneakers', nouns: ['Running Shoes', 'Canvas Sneakers', 'Walking Shoes', 'Trail Sneakers', 'Tennis Shoes'], materials: ['Mesh', 'Canvas', 'Knit', 'PU Leather'], options: ['color', 'shoe_size'], price: [12, 45], weight: [500, 1100] },
      { slug: 'sandals-slippers', name: 'Sandals & Slippers', nouns: ['Slide Sandals', 'Cloud Slippers', 'Flip Flops', 'Strappy Sandals', 'House Slippers'], materials: ['EVA', 'Rubber', 'Faux Fur', 'Cork'], options: ['color', 'shoe_size'], price: [4, 20], weight: [200, 600] },
      { slug: 'boots', name: 'Boots', nouns: ['Chelsea Boots', 'Ankle Boots', 'Snow Boots', 'Hiking Boots', 'Combat Boots'], materials: ['Suede', 'Leather', 'PU Leather', 'Waterproof Nylon'], options: ['color', 'shoe_size'], price: [20, 65], weight: [800, 1600] },
    ],
  },
  {
    slug: 'jewelry-accessories',
    name: 'Jewelry & Accessories',
    adjectives: ['Dainty', 'Minimalist', 'Vintage', 'Boho', 'Hypoallergenic', 'Gold Plated', 'Handmade', 'Personalized', 'Statement', 'Layered'],
    sellingPoints: ['tarnish resistant plating', 'a gift box included', 'lightweight for everyday wear', 'nickel free and gentle on skin', 'an adjustable clasp'],
    subs: [
      { slug: 'necklaces', name: 'Necklaces', nouns: ['Pendant Necklace', 'Choker Necklace', 'Chain Necklace', 'Initial Necklace', 'Pearl Necklace'], materials: ['Stainless Steel', 'Sterling Silver', '18K Gold Plated', 'Titanium'], options: ['color', 'length'], price: [2, 18], weight: [20, 80] },
      { slug: 'earrings-rings', name: 'Earrings & Rings', nouns: ['Hoop Earrings', 'Stud Earrings', 'Stacking Rings', 'Signet Ring', 'Drop Earrings'], materials: ['Stainless Steel', 'Sterling Silver', 'Zircon', 'Copper'], options: ['color', 'style'], price: [1.5, 15], weight: [10, 60] },
      { slug: 'bags-wallets', name: 'Bags & Wallets', nouns: ['Crossbody Bag', 'Tote Bag', 'Mini Backpack', 'Card Wallet', 'Belt Bag'], materials: ['PU Leather', 'Canvas', 'Nylon', 'Genuine Leather'], options: ['color', 'style'], price: [6, 40], weight: [150, 900] },
    ],
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    adjectives: ['Reusable', 'Stackable', 'Nordic', 'Space Saving', 'Non-Stick', 'Eco-Friendly', 'Heat Resistant', 'Foldable', 'Modern', 'Multi-Purpose'],
    sellingPoints: ['food grade materials', 'easy to clean by hand or dishwasher', 'a space saving design for small kitchens', 'sturdy enough for daily use', 'a clean look that fits any decor'],
    subs: [
      { slug: 'kitchen-tools', name: 'Kitchen Tools', nouns: ['Vegetable Chopper', 'Silicone Spatula Set', 'Garlic Press', 'Knife Sharpener', 'Measuring Spoons', 'Oil Sprayer'], materials: ['Stainless Steel', 'Silicone', 'Bamboo', 'BPA-Free Plastic'], options: ['color', 'pack'], price: [2, 25], weight: [80, 600] },
      { slug: 'drinkware', name: 'Drinkware', nouns: ['Insulated Tumbler', 'Water Bottle', 'Glass Coffee Mug', 'Travel Mug', 'Shaker Bottle'], materials: ['Stainless Steel', 'Borosilicate Glass', 'Tritan', 'Ceramic'], options: ['color', 'capacity'], price: [4, 28], weight: [200, 650] },
      { slug: 'home-decor', name: 'Home Decor', nouns: ['LED Night Light', 'Throw Pillow Cover', 'Wall Shelf', 'Scented Candle', 'Artificial Plant', 'Table Lamp'], materials: ['Wood', 'Ceramic', 'Linen', 'Acrylic', 'Metal'], options: ['color', 'style'], price: [4, 45], weight: [150, 1500] },
    ],
  },
  {
    slug: 'consumer-electronics',
    name: 'Consumer Electronics',
    adjectives: ['Wireless', 'Portable', 'Fast Charging', 'Bluetooth 5.3', 'Mini', 'Smart', 'Noise Cancelling', 'Magnetic', 'Rechargeable', 'Waterproof'],
    sellingPoints: ['a long battery life', 'plug and play setup', 'compatibility with iPhone and Android', 'a compact body that fits in a pocket', 'overcharge and overheat protection'],
    subs: [
      { slug: 'audio', name: 'Earbuds & Speakers', nouns: ['Earbuds', 'Headphones', 'Bluetooth Speaker', 'Bone Conduction Headphones', 'Sleep Earbuds'], materials: ['ABS', 'Aluminum', 'Silicone'], options: ['color'], price: [6, 55], weight: [60, 700] },
      { slug: 'phone-accessories', name: 'Phone Accessories', nouns: ['Phone Case', 'Charging Cable', 'Car Phone Mount', 'Power Bank', 'Wall Charger', 'Screen Protector'], materials: ['TPU', 'Braided Nylon', 'Tempered Glass', 'Aluminum'], options: ['color', 'length', 'plug'], price: [1.5, 30], weight: [30, 350] },
      { slug: 'smart-gadgets', name: 'Smart Gadgets', nouns: ['Smart Watch', 'Fitness Tracker', 'Smart Plug', 'Mini Projector', 'Key Finder', 'Action Camera'], materials: ['Aluminum', 'ABS', 'Silicone', 'Zinc Alloy'], options: ['color', 'plug'], price: [8, 80], weight: [50, 900] },
    ],
  },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    adjectives: ['Professional', 'Portable', 'Rechargeable', 'Gentle', 'Vegan', 'Cordless', 'Travel Size', 'Salon Grade', 'Ergonomic', 'Ionic'],
    sellingPoints: ['salon results at home', 'a gentle formula for sensitive skin', 'a rechargeable battery with USB charging', 'a travel friendly size', 'dermatologist inspired design'],
    subs: [
      { slug: 'hair-tools', name: 'Hair Tools', nouns: ['Hair Straightener', 'Curling Wand', 'Hot Air Brush', 'Hair Clipper', 'Scalp Massager'], materials: ['Ceramic', 'Tourmaline', 'Titanium', 'Silicone'], options: ['color', 'plug'], price: [6, 50], weight: [150, 800] },
      { slug: 'skin-care-tools', name: 'Skin Care Tools', nouns: ['Facial Cleansing Brush', 'Jade Roller', 'Gua Sha Stone', 'LED Face Mask', 'Blackhead Remover'], materials: ['Silicone', 'Rose Quartz', 'Jade', 'Stainless Steel'], options: ['color', 'style'], price: [3, 45], weight: [50, 500] },
      { slug: 'makeup-tools', name: 'Makeup Tools', nouns: ['Makeup Brush Set', 'Beauty Sponge', 'Lighted Makeup Mirror', 'Eyelash Curler', 'Makeup Organizer'], materials: ['Synthetic Fiber', 'Acrylic', 'Latex-Free Foam', 'Stainless Steel'], options: ['color', 'pack'], price: [2, 35], weight: [40, 900] },
    ],
  },
  {
    slug: 'sports-outdoors',
    name: 'Sports & Outdoors',
    adjectives: ['Heavy Duty', 'Adjustable', 'Lightweight', 'Foldable', 'Anti-Slip', 'Waterproof', 'Professional', 'Compact', 'Durable', 'Quick Dry'],
    sellingPoints: ['a durable build for tough workouts', 'a compact fold for easy storage', 'an anti-slip grip', 'adjustable resistance for every level', 'a carry bag included'],
    subs: [
      { slug: 'fitness-equipment', name: 'Fitness Equipment', nouns: ['Resistance Bands', 'Yoga Mat', 'Jump Rope', 'Ab Roller', 'Adjustable Dumbbell', 'Massage Gun'], materials: ['TPE', 'Natural Latex', 'Steel', 'NBR Foam'], options: ['color', 'style'], price: [4, 60], weight: [200, 3000] },
      { slug: 'camping-hiking', name: 'Camping & Hiking', nouns: ['Camping Lantern', 'Hammock', 'Hiking Backpack', 'Sleeping Bag', 'Camping Stove', 'Trekking Poles'], materials: ['Ripstop Nylon', 'Aluminum', 'Polyester', 'Carbon Fiber'], options: ['color', 'size'], price: [8, 75], weight: [300, 2500] },
      { slug: 'cycling', name: 'Cycling', nouns: ['Bike Light Set', 'Cycling Gloves', 'Bike Phone Holder', 'Bike Lock', 'Saddle Bag'], materials: ['Aluminum', 'Silicone', 'Nylon', 'Steel'], options: ['color', 'size'], price: [4, 40], weight: [80, 900] },
    ],
  },
  {
    slug: 'pet-supplies',
    name: 'Pet Supplies',
    adjectives: ['Interactive', 'Chew Resistant', 'Washable', 'Self-Warming', 'Adjustable', 'Reflective', 'Calming', 'Automatic', 'Non-Toxic', 'Orthopedic'],
    sellingPoints: ['pet safe non-toxic materials', 'an easy to wash cover', 'sizes for cats and dogs', 'a design that keeps pets busy for hours', 'a reflective strip for night walks'],
    subs: [
      { slug: 'pet-toys', name: 'Pet Toys', nouns: ['Chew Toy', 'Cat Teaser Wand', 'Treat Puzzle', 'Squeaky Plush Toy', 'Rope Toy'], materials: ['Natural Rubber', 'Cotton Rope', 'Plush', 'Silicone'], options: ['color', 'size'], price: [2, 18], weight: [50, 500] },
      { slug: 'pet-beds', name: 'Pet Beds & Furniture', nouns: ['Donut Pet Bed', 'Cat Tree', 'Pet Blanket', 'Cat Window Perch', 'Dog Crate Cover'], materials: ['Faux Fur', 'Memory Foam', 'Sisal', 'Oxford Cloth'], options: ['color', 'size'], price: [8, 60], weight: [400, 4000] },
      { slug: 'pet-walking', name: 'Collars & Leashes', nouns: ['Dog Harness', 'Retractable Leash', 'Cat Collar', 'GPS Pet Tracker', 'Poop Bag Dispenser'], materials: ['Nylon', 'Reflective Polyester', 'Leather', 'ABS'], options: ['color', 'size'], price: [3, 30], weight: [50, 400] },
    ],
  },
  {
    slug: 'toys-baby',
    name: 'Toys, Kids & Baby',
    adjectives: ['Educational', 'Montessori', 'Soft', 'Musical', 'Magnetic', 'Wooden', 'Glow in the Dark', 'STEM', 'Baby Safe', 'Colorful'],
    sellingPoints: ['rounded edges and child safe paint', 'hours of screen free play', 'fine motor skill practice', 'a gift ready package', 'easy to clean surfaces'],
    subs: [
      { slug: 'educational-toys', name: 'Educational Toys', nouns: ['Building Blocks', 'Magnetic Tiles', 'Puzzle Board', 'Science Kit', 'Drawing Tablet'], materials: ['Wood', 'ABS', 'Silicone', 'Cardboard'], options: ['style', 'pack'], price: [5, 40], weight: [200, 1500] },
      { slug: 'baby-care', name: 'Baby Care', nouns: ['Silicone Bib', 'Baby Carrier', 'Teether Toy', 'Swaddle Blanket', 'Baby Monitor'], materials: ['Silicone', 'Organic Cotton', 'Bamboo Fiber', 'ABS'], options: ['color', 'pack'], price: [3, 55], weight: [60, 900] },
      { slug: 'outdoor-play', name: 'Outdoor Play', nouns: ['Bubble Machine', 'Water Gun', 'Kite', 'Kick Scooter', 'Sand Toy Set'], materials: ['ABS', 'Nylon', 'Aluminum', 'PP Plastic'], options: ['color', 'style'], price: [4, 50], weight: [150, 3000] },
    ],
  },
];

/** Words that make a title read like a marketplace listing. */
export const TITLE_PREFIXES = ['New', '2026', 'Hot Sale', 'Premium', 'Upgraded', 'Best Seller', ''] as const;
export const TITLE_SUFFIXES = ['for Women', 'for Men', 'Unisex', 'Gift Set', 'for Home', 'for Travel', ''] as const;

export const REVIEW_PHRASES = {
  good: [
    'Exactly as described, great quality for the price.',
    'Arrived earlier than expected and well packed.',
    'Love it! Already ordered a second one for my sister.',
    'Very good material, the color is the same as in the pictures.',
    'Works perfectly, the seller answered all my questions.',
    'Good value, my customers are happy with it.',
  ],
  mixed: [
    'Decent product, shipping took a bit long.',
    'Quality is okay, the size runs slightly small.',
    'Looks nice but the packaging was damaged.',
  ],
  bad: ['Not as pictured, the color is different.', 'Stopped working after two weeks.'],
} as const;

export const REVIEWER_NAMES = ['A***a', 'J***n', 'M***e', 'S***h', 'L***s', 'K***y', 'D***d', 'R***o', 'E***a', 'C***s', 'T***m', 'N***i'] as const;

export const SUPPLIER_WORDS = {
  first: ['Sunny', 'Bright', 'Golden', 'Happy', 'Star', 'Blue Ocean', 'Green Leaf', 'Lucky', 'Urban', 'Smart', 'Pure', 'Royal', 'Maple', 'Nova', 'Zen'],
  second: ['Home', 'Tech', 'Fashion', 'Life', 'Trade', 'Outdoor', 'Beauty', 'Pet', 'Kids', 'Style', 'Gear', 'Living'],
  third: ['Store', 'Official Store', 'Factory Store', 'Shop', 'Mall', 'Supply Co.', 'Direct'],
} as const;

export const SUPPLIER_COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'CN', 'US', 'US', 'DE', 'GB', 'TR'] as const;

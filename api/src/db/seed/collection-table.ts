/** Find-product collections (name keys live in the `sourcing` namespace). */
export const COLLECTION_TABLE = [
  { slug: 'trending', nameKey: 'collections.trending', productCount: 1240, sortOrder: 10 },
  {
    slug: 'fastest_delivery_us',
    nameKey: 'collections.fastest_delivery_us',
    productCount: 386,
    sortOrder: 20,
  },
  { slug: 'free_ship_us', nameKey: 'collections.free_ship_us', productCount: 512, sortOrder: 30 },
  { slug: 'made_in_us', nameKey: 'collections.made_in_us', productCount: 148, sortOrder: 40 },
  { slug: 'best_sellers', nameKey: 'collections.best_sellers', productCount: 960, sortOrder: 50 },
  { slug: 'new_arrivals', nameKey: 'collections.new_arrivals', productCount: 275, sortOrder: 60 },
];

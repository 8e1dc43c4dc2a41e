import type { GarmentShape } from './garments';

/**
 * The demo shop a new owner opens on first start: a Bangladeshi clothing catalogue of
 * 15 categories × 10 products, each in several colours and sizes, plus banners and best sellers.
 * Deterministic (seeded random), so every fresh start shows the same shop.
 */

export const COLOURS: Record<string, string> = {
  'Crimson Red': '#b3262e',
  Maroon: '#6d1a2b',
  'Navy Blue': '#1f3a68',
  'Sky Blue': '#5b9bd5',
  'Bottle Green': '#1e5e3b',
  Olive: '#6b7a3a',
  Mustard: '#d4a017',
  Black: '#2a2a2a',
  'Off White': '#eee7da',
  'Ash Grey': '#8c8f94',
  'Rose Pink': '#d86f8f',
  Teal: '#1f7a7a',
  'Royal Purple': '#5b3a8c',
  Saffron: '#e07b24',
  'Denim Blue': '#3b5b8a',
  Beige: '#cdb79e',
};

export const BRANDS = [
  'Nakshi Kantha',
  'Jamdani House',
  'Dhaka Denim Co.',
  'Bengal Threads',
  'Padma Wear',
  'Meghna Mode',
  'Sundarban Style',
  'Rickshaw Republic',
  'Shapla Fashion',
  'Lalbagh Looms',
];

export const MATERIALS = [
  'Cotton',
  'Silk',
  'Linen',
  'Denim',
  'Khadi',
  'Jamdani',
  'Wool',
  'Polyester',
  'Georgette',
  'Fleece',
];

const ADULT = ['S', 'M', 'L', 'XL', 'XXL'];
const WAIST = ['28', '30', '32', '34', '36'];
const KIDS = ['2-3Y', '4-5Y', '6-7Y', '8-9Y'];
const FREE = ['Free Size'];
export const SIZES = [...ADULT, ...WAIST, ...KIDS, ...FREE];

export interface CategorySpec {
  name: string;
  shape: GarmentShape;
  accent: string;
  palette: string[];
  sizes: string[];
  materials: string[];
  brands: string[];
  price: [number, number];
  type: string;
  names: string[];
  noun: string;
}

const GOLD = '#c9a227';

export const CATEGORIES: CategorySpec[] = [
  {
    name: 'Shirts',
    shape: 'shirt',
    accent: GOLD,
    palette: ['Sky Blue', 'Off White', 'Navy Blue', 'Olive', 'Rose Pink'],
    sizes: ADULT.slice(0, 4),
    materials: ['Cotton', 'Linen'],
    brands: ['Bengal Threads', 'Padma Wear', 'Meghna Mode'],
    price: [900, 2200],
    type: 'Formal',
    noun: 'Shirt',
    names: [
      'Oxford',
      'Striped Formal',
      'Linen Casual',
      'Checked',
      'Mandarin Collar',
      'Chambray',
      'Slim Fit',
      'Batik Print',
      'Half Sleeve',
      'Poplin Office',
    ],
  },
  {
    name: 'T-Shirts',
    shape: 'tshirt',
    accent: '#f2c14e',
    palette: ['Black', 'Off White', 'Mustard', 'Teal', 'Crimson Red'],
    sizes: ADULT,
    materials: ['Cotton'],
    brands: ['Rickshaw Republic', 'Dhaka Denim Co.', 'Shapla Fashion'],
    price: [350, 900],
    type: 'Casual',
    noun: 'T-Shirt',
    names: [
      'Crew Neck',
      'Graphic',
      'V-Neck',
      'Oversized',
      'Pocket',
      'Rickshaw Art',
      'Everyday Basic',
      'Henley',
      'Raglan',
      'Longline',
    ],
  },
  {
    name: 'Polo Shirts',
    shape: 'polo',
    accent: '#ffffff',
    palette: ['Navy Blue', 'Bottle Green', 'Maroon', 'Ash Grey', 'Sky Blue'],
    sizes: ADULT.slice(0, 4),
    materials: ['Cotton', 'Polyester'],
    brands: ['Padma Wear', 'Sundarban Style'],
    price: [650, 1450],
    type: 'Casual',
    noun: 'Polo',
    names: [
      'Pique',
      'Tipped Collar',
      'Sports',
      'Classic',
      'Zip Neck',
      'Jacquard',
      'Striped',
      'Golf',
      'Slim',
      'Heritage',
    ],
  },
  {
    name: 'Panjabi',
    shape: 'panjabi',
    accent: GOLD,
    palette: ['Off White', 'Maroon', 'Navy Blue', 'Beige', 'Bottle Green'],
    sizes: ADULT.slice(0, 4),
    materials: ['Cotton', 'Silk', 'Khadi'],
    brands: ['Nakshi Kantha', 'Jamdani House', 'Lalbagh Looms'],
    price: [1500, 5500],
    type: 'Festive',
    noun: 'Panjabi',
    names: [
      'Eid Festive',
      'Embroidered Silk',
      'Khadi',
      'Classic White',
      'Jamdani Motif',
      'Karchupi',
      'Short Kabli',
      'Slim Cut',
      'Wedding',
      'Everyday Cotton',
    ],
  },
  {
    name: 'Kurti',
    shape: 'kurti',
    accent: GOLD,
    palette: ['Rose Pink', 'Teal', 'Saffron', 'Royal Purple', 'Mustard'],
    sizes: ADULT.slice(0, 4),
    materials: ['Cotton', 'Georgette', 'Silk'],
    brands: ['Nakshi Kantha', 'Shapla Fashion', 'Meghna Mode'],
    price: [900, 2800],
    type: 'Casual',
    noun: 'Kurti',
    names: [
      'Block Print',
      'A-Line',
      'Kantha Stitch',
      'Angrakha',
      'Straight Cut',
      'Embroidered Yoke',
      'Tie-Dye',
      'Festive',
      'Layered',
      'Boat Neck',
    ],
  },
  {
    name: 'Saree',
    shape: 'saree',
    accent: GOLD,
    palette: ['Crimson Red', 'Royal Purple', 'Teal', 'Saffron', 'Off White'],
    sizes: FREE,
    materials: ['Jamdani', 'Silk', 'Cotton'],
    brands: ['Jamdani House', 'Lalbagh Looms', 'Nakshi Kantha'],
    price: [2500, 12000],
    type: 'Traditional',
    noun: 'Saree',
    names: [
      'Dhakai Jamdani',
      'Tangail Cotton',
      'Rajshahi Silk',
      'Katan',
      'Muslin Inspired',
      'Tant',
      'Party',
      'Monipuri',
      'Batik',
      'Half Silk',
    ],
  },
  {
    name: 'Salwar Kameez',
    shape: 'salwar',
    accent: GOLD,
    palette: ['Rose Pink', 'Sky Blue', 'Bottle Green', 'Maroon', 'Beige'],
    sizes: ADULT.slice(0, 4),
    materials: ['Cotton', 'Georgette'],
    brands: ['Shapla Fashion', 'Meghna Mode', 'Nakshi Kantha'],
    price: [1800, 4800],
    type: 'Three Piece',
    noun: 'Salwar Kameez',
    names: [
      'Lawn Print',
      'Embroidered',
      'Anarkali',
      'Palazzo Set',
      'Chikankari',
      'Festive',
      'Daily Wear',
      'Patiala',
      'Gota Work',
      'Pastel',
    ],
  },
  {
    name: 'Jeans',
    shape: 'jeans',
    accent: '#d9a441',
    palette: ['Denim Blue', 'Navy Blue', 'Black', 'Ash Grey', 'Sky Blue'],
    sizes: WAIST,
    materials: ['Denim'],
    brands: ['Dhaka Denim Co.', 'Rickshaw Republic'],
    price: [1200, 2800],
    type: 'Casual',
    noun: 'Jeans',
    names: [
      'Slim Fit',
      'Straight',
      'Regular',
      'Tapered',
      'Stretch',
      'Washed',
      'Raw Selvedge',
      'Ripped',
      'Bootcut',
      'Carpenter',
    ],
  },
  {
    name: 'Trousers',
    shape: 'pants',
    accent: GOLD,
    palette: ['Beige', 'Black', 'Navy Blue', 'Olive', 'Ash Grey'],
    sizes: WAIST,
    materials: ['Cotton', 'Polyester', 'Linen'],
    brands: ['Bengal Threads', 'Padma Wear', 'Sundarban Style'],
    price: [900, 2200],
    type: 'Formal',
    noun: 'Trousers',
    names: [
      'Chino',
      'Gabardine',
      'Formal',
      'Cargo',
      'Pleated',
      'Linen',
      'Jogger',
      'Slim',
      'Relaxed',
      'Travel',
    ],
  },
  {
    name: 'Jackets',
    shape: 'jacket',
    accent: '#c0c0c0',
    palette: ['Black', 'Olive', 'Navy Blue', 'Maroon', 'Denim Blue'],
    sizes: ['M', 'L', 'XL'],
    materials: ['Polyester', 'Denim', 'Wool'],
    brands: ['Sundarban Style', 'Dhaka Denim Co.'],
    price: [2200, 6500],
    type: 'Winter',
    noun: 'Jacket',
    names: [
      'Bomber',
      'Denim',
      'Puffer',
      'Windbreaker',
      'Biker',
      'Quilted',
      'Varsity',
      'Field',
      'Harrington',
      'Wool Blend',
    ],
  },
  {
    name: 'Hoodies',
    shape: 'hoodie',
    accent: '#ffffff',
    palette: ['Ash Grey', 'Black', 'Maroon', 'Mustard', 'Teal'],
    sizes: ADULT,
    materials: ['Fleece', 'Cotton'],
    brands: ['Rickshaw Republic', 'Sundarban Style'],
    price: [1200, 2600],
    type: 'Winter',
    noun: 'Hoodie',
    names: [
      'Pullover',
      'Zip-Up',
      'Oversized',
      'Fleece Lined',
      'Graphic',
      'Cropped',
      'Athletic',
      'Heavyweight',
      'Two-Tone',
      'Essential',
    ],
  },
  {
    name: 'Dresses',
    shape: 'dress',
    accent: GOLD,
    palette: ['Crimson Red', 'Royal Purple', 'Sky Blue', 'Black', 'Rose Pink'],
    sizes: ['S', 'M', 'L'],
    materials: ['Georgette', 'Cotton', 'Silk'],
    brands: ['Shapla Fashion', 'Meghna Mode'],
    price: [1500, 4200],
    type: 'Party',
    noun: 'Dress',
    names: [
      'Maxi',
      'Wrap',
      'Floral Midi',
      'Evening',
      'Shirt',
      'Tiered',
      'Gown',
      'Skater',
      'Kaftan',
      'Sundress',
    ],
  },
  {
    name: 'Skirts',
    shape: 'skirt',
    accent: GOLD,
    palette: ['Mustard', 'Navy Blue', 'Rose Pink', 'Bottle Green', 'Beige'],
    sizes: ['S', 'M', 'L'],
    materials: ['Cotton', 'Georgette'],
    brands: ['Shapla Fashion', 'Nakshi Kantha'],
    price: [800, 2000],
    type: 'Casual',
    noun: 'Skirt',
    names: [
      'Pleated',
      'A-Line',
      'Flared',
      'Wrap',
      'Tiered',
      'Printed',
      'Pencil',
      'Denim',
      'Boho',
      'Midi',
    ],
  },
  {
    name: 'Kids Wear',
    shape: 'kids',
    accent: '#ffd23f',
    palette: ['Sky Blue', 'Saffron', 'Rose Pink', 'Bottle Green', 'Mustard'],
    sizes: KIDS,
    materials: ['Cotton'],
    brands: ['Rickshaw Republic', 'Padma Wear'],
    price: [400, 1200],
    type: 'Kids',
    noun: 'Kids Tee',
    names: [
      'Star',
      'Playtime',
      'Dino',
      'Rainbow',
      'School Day',
      'Little Tiger',
      'Football',
      'Rocket',
      'Sunny',
      'Festival',
    ],
  },
  {
    name: 'Shawls',
    shape: 'shawl',
    accent: GOLD,
    palette: ['Maroon', 'Beige', 'Ash Grey', 'Bottle Green', 'Royal Purple'],
    sizes: FREE,
    materials: ['Wool', 'Khadi', 'Silk'],
    brands: ['Lalbagh Looms', 'Jamdani House', 'Nakshi Kantha'],
    price: [800, 3500],
    type: 'Winter',
    noun: 'Shawl',
    names: [
      'Kashmiri',
      'Kantha Stitch',
      'Woollen Check',
      'Pashmina Style',
      'Embroidered',
      'Handloom',
      'Tasseled',
      'Reversible',
      'Stole',
      'Winter Wrap',
    ],
  },
];

export interface BannerSpec {
  name: string;
  code: string;
  category: string;
  colours: [string, string];
  garments: [GarmentShape, string][];
  accent: string;
  price: number;
}

export const BANNERS: BannerSpec[] = [
  {
    name: 'Eid Festive Collection',
    code: 'BNR-EID',
    category: 'Panjabi',
    colours: ['#3b1f4a', '#a1476b'],
    garments: [
      ['panjabi', '#eee7da'],
      ['saree', '#b3262e'],
      ['kurti', '#d4a017'],
    ],
    accent: GOLD,
    price: 3500,
  },
  {
    name: 'Winter Warmers',
    code: 'BNR-WINTER',
    category: 'Jackets',
    colours: ['#1f3a68', '#5b9bd5'],
    garments: [
      ['jacket', '#2a2a2a'],
      ['hoodie', '#8c8f94'],
      ['shawl', '#6d1a2b'],
    ],
    accent: '#f2c14e',
    price: 2900,
  },
  {
    name: 'Saree Utsav',
    code: 'BNR-SAREE',
    category: 'Saree',
    colours: ['#7a1f2b', '#e07b24'],
    garments: [
      ['saree', '#1f7a7a'],
      ['saree', '#5b3a8c'],
      ['saree', '#eee7da'],
    ],
    accent: GOLD,
    price: 6500,
  },
  {
    name: 'Denim Days',
    code: 'BNR-DENIM',
    category: 'Jeans',
    colours: ['#22324d', '#3b5b8a'],
    garments: [
      ['jeans', '#3b5b8a'],
      ['tshirt', '#eee7da'],
      ['jacket', '#3b5b8a'],
    ],
    accent: '#d9a441',
    price: 1900,
  },
];

/** Small deterministic PRNG (mulberry32): the same demo shop on every fresh start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

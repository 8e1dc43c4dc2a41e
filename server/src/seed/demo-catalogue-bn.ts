/**
 * Bengali names of the demo catalogue, as a Bangladeshi shop writes them: the category nouns
 * in Bengali, style words mostly as they are said (transliterated). Kept apart from the English
 * catalogue so that one can still be read at a glance.
 */

/** Category name → [category name, product noun] in Bengali. */
export const CATEGORY_BN: Record<string, [string, string]> = {
  Shirts: ['শার্ট', 'শার্ট'],
  'T-Shirts': ['টি-শার্ট', 'টি-শার্ট'],
  'Polo Shirts': ['পোলো শার্ট', 'পোলো'],
  Panjabi: ['পাঞ্জাবি', 'পাঞ্জাবি'],
  Kurti: ['কুর্তি', 'কুর্তি'],
  Saree: ['শাড়ি', 'শাড়ি'],
  'Salwar Kameez': ['সালোয়ার কামিজ', 'সালোয়ার কামিজ'],
  Jeans: ['জিন্স', 'জিন্স'],
  Trousers: ['ট্রাউজার', 'ট্রাউজার'],
  Jackets: ['জ্যাকেট', 'জ্যাকেট'],
  Hoodies: ['হুডি', 'হুডি'],
  Dresses: ['ড্রেস', 'ড্রেস'],
  Skirts: ['স্কার্ট', 'স্কার্ট'],
  'Kids Wear': ['শিশুদের পোশাক', 'শিশুদের টি-শার্ট'],
  Shawls: ['শাল', 'শাল'],
};

/**
 * Colour → the name a Dhaka shopper uses: a Bengali word where one is said (আকাশি, মেরুন is
 * said so too), the shop's loanword where that is what is said (নেভি ব্লু, অফ হোয়াইট, বেইজ).
 */
export const COLOUR_BN: Record<string, string> = {
  'Crimson Red': 'টকটকে লাল',
  Maroon: 'মেরুন',
  'Navy Blue': 'নেভি ব্লু',
  'Sky Blue': 'আকাশি',
  'Bottle Green': 'বোতল সবুজ',
  Olive: 'জলপাই',
  Mustard: 'সরিষা হলুদ',
  Black: 'কালো',
  'Off White': 'অফ হোয়াইট',
  'Ash Grey': 'ছাই রঙা',
  'Rose Pink': 'গোলাপি',
  Teal: 'নীলচে সবুজ',
  'Royal Purple': 'গাঢ় বেগুনি',
  Saffron: 'জাফরানি',
  'Denim Blue': 'ডেনিম নীল',
  Beige: 'বেইজ',
};

/** Material → Bengali (cotton is সুতি; silk and the rest as shops write them). */
export const MATERIAL_BN: Record<string, string> = {
  Cotton: 'সুতি',
  Silk: 'সিল্ক',
  Linen: 'লিনেন',
  Denim: 'ডেনিম',
  Khadi: 'খাদি',
  Jamdani: 'জামদানি',
  Wool: 'উল',
  Polyester: 'পলিয়েস্টার',
  Georgette: 'জর্জেট',
  Fleece: 'ফ্লিস',
};

/**
 * Sizes said in words. Letter sizes (S … XXL) are the codes sewn on the label, the same on a
 * Bengali page; waist sizes are numbers, shown in the page's digits without a name of their own.
 */
export const SIZE_BN: Record<string, string> = {
  '2-3Y': '২-৩ বছর',
  '4-5Y': '৪-৫ বছর',
  '6-7Y': '৬-৭ বছর',
  '8-9Y': '৮-৯ বছর',
  'Free Size': 'ফ্রি সাইজ',
};

/** A product's type (the product page's Type row) → Bengali. */
export const TYPE_BN: Record<string, string> = {
  Formal: 'ফরমাল',
  Casual: 'ক্যাজুয়াল',
  Festive: 'উৎসবের',
  Traditional: 'ঐতিহ্যবাহী',
  'Three Piece': 'থ্রি-পিস',
  Winter: 'শীতের',
  Party: 'পার্টি',
  Kids: 'শিশুদের',
  Banner: 'ব্যানার',
};

/** The style part of a product name (before its noun) in Bengali. */
export const STYLE_BN: Record<string, string> = {
  'A-Line': 'এ-লাইন',
  Anarkali: 'আনারকলি',
  Angrakha: 'আংরাখা',
  Athletic: 'অ্যাথলেটিক',
  Batik: 'বাটিক',
  'Batik Print': 'বাটিক প্রিন্ট',
  Biker: 'বাইকার',
  'Block Print': 'ব্লক প্রিন্ট',
  'Boat Neck': 'বোট নেক',
  Boho: 'বোহো',
  Bomber: 'বম্বার',
  Bootcut: 'বুটকাট',
  Cargo: 'কার্গো',
  Carpenter: 'কার্পেন্টার',
  Chambray: 'শ্যামব্রে',
  Checked: 'চেক',
  Chikankari: 'চিকনকারি',
  Chino: 'চিনো',
  Classic: 'ক্লাসিক',
  'Classic White': 'সাদা ক্লাসিক',
  'Crew Neck': 'ক্রু নেক',
  Cropped: 'ক্রপড',
  'Daily Wear': 'প্রতিদিনের',
  Denim: 'ডেনিম',
  'Dhakai Jamdani': 'ঢাকাই জামদানি',
  Dino: 'ডাইনো',
  'Eid Festive': 'ঈদ উৎসবের',
  Embroidered: 'এমব্রয়ডারি',
  'Embroidered Silk': 'এমব্রয়ডারি সিল্ক',
  'Embroidered Yoke': 'এমব্রয়ডারি ইয়োক',
  Essential: 'এসেনশিয়াল',
  Evening: 'ইভনিং',
  'Everyday Basic': 'প্রতিদিনের বেসিক',
  'Everyday Cotton': 'প্রতিদিনের সুতি',
  Festival: 'উৎসবের',
  Festive: 'উৎসবের',
  Field: 'ফিল্ড',
  'Fleece Lined': 'ফ্লিস লাইনড',
  Flared: 'ফ্লেয়ার্ড',
  'Floral Midi': 'ফ্লোরাল মিডি',
  Football: 'ফুটবল',
  Formal: 'ফরমাল',
  Gabardine: 'গ্যাবার্ডিন',
  Golf: 'গলফ',
  'Gota Work': 'গোটা কাজের',
  Gown: 'গাউন',
  Graphic: 'গ্রাফিক',
  'Half Silk': 'হাফ সিল্ক',
  'Half Sleeve': 'হাফ হাতা',
  Handloom: 'তাঁতের',
  Harrington: 'হ্যারিংটন',
  Heavyweight: 'ভারী',
  Henley: 'হেনলি',
  Heritage: 'হেরিটেজ',
  Jacquard: 'জ্যাকার্ড',
  'Jamdani Motif': 'জামদানি মোটিফ',
  Jogger: 'জগার',
  Kaftan: 'কাফতান',
  'Kantha Stitch': 'কাঁথা স্টিচ',
  Karchupi: 'কারচুপি',
  Kashmiri: 'কাশ্মীরি',
  Katan: 'কাতান',
  Khadi: 'খাদি',
  'Lawn Print': 'লন প্রিন্ট',
  Layered: 'লেয়ার্ড',
  Linen: 'লিনেন',
  'Linen Casual': 'লিনেন ক্যাজুয়াল',
  'Little Tiger': 'ছোট্ট বাঘ',
  Longline: 'লংলাইন',
  'Mandarin Collar': 'ম্যান্ডারিন কলার',
  Maxi: 'ম্যাক্সি',
  Midi: 'মিডি',
  Monipuri: 'মণিপুরি',
  'Muslin Inspired': 'মসলিন ধাঁচের',
  Oversized: 'ওভারসাইজড',
  Oxford: 'অক্সফোর্ড',
  'Palazzo Set': 'প্লাজো সেট',
  Party: 'পার্টি',
  'Pashmina Style': 'পশমিনা ধাঁচের',
  Pastel: 'প্যাস্টেল',
  Patiala: 'পাতিয়ালা',
  Pencil: 'পেন্সিল',
  Pique: 'পিকে',
  Playtime: 'খেলার সময়ের',
  Pleated: 'প্লিটেড',
  Pocket: 'পকেট',
  'Poplin Office': 'পপলিন অফিস',
  Printed: 'প্রিন্টেড',
  Puffer: 'পাফার',
  Pullover: 'পুলওভার',
  Quilted: 'কুইল্টেড',
  Raglan: 'র‍্যাগলান',
  Rainbow: 'রংধনু',
  'Rajshahi Silk': 'রাজশাহী সিল্ক',
  'Raw Selvedge': 'র সেলভেজ',
  Regular: 'রেগুলার',
  Relaxed: 'রিল্যাক্সড',
  Reversible: 'দুই পাশের',
  'Rickshaw Art': 'রিকশা আর্ট',
  Ripped: 'রিপড',
  Rocket: 'রকেট',
  'School Day': 'স্কুলের দিনের',
  Shirt: 'শার্ট',
  'Short Kabli': 'শর্ট কাবলি',
  Skater: 'স্কেটার',
  Slim: 'স্লিম',
  'Slim Cut': 'স্লিম কাট',
  'Slim Fit': 'স্লিম ফিট',
  Sports: 'স্পোর্টস',
  Star: 'তারা',
  Stole: 'স্টোল',
  Straight: 'স্ট্রেইট',
  'Straight Cut': 'স্ট্রেইট কাট',
  Stretch: 'স্ট্রেচ',
  Striped: 'স্ট্রাইপ',
  'Striped Formal': 'স্ট্রাইপ ফরমাল',
  Sundress: 'সানড্রেস',
  Sunny: 'রোদেলা',
  Tangail: 'টাঙ্গাইল',
  'Tangail Cotton': 'টাঙ্গাইল সুতি',
  Tant: 'তাঁত',
  Tapered: 'টেপার্ড',
  Tasseled: 'ঝালরওয়ালা',
  'Tie-Dye': 'টাই-ডাই',
  Tiered: 'টায়ার্ড',
  'Tipped Collar': 'টিপড কলার',
  Travel: 'ট্রাভেল',
  'Two-Tone': 'দুই রঙের',
  'V-Neck': 'ভি-নেক',
  Varsity: 'ভার্সিটি',
  Washed: 'ওয়াশড',
  Wedding: 'বিয়ের',
  Windbreaker: 'উইন্ডব্রেকার',
  'Winter Wrap': 'শীতের র‍্যাপ',
  'Wool Blend': 'উল মিশ্রিত',
  'Woollen Check': 'উলের চেক',
  Wrap: 'র‍্যাপ',
  'Zip Neck': 'জিপ নেক',
  'Zip-Up': 'জিপ-আপ',
};

/** Banner name → Bengali. */
export const BANNER_BN: Record<string, string> = {
  'Eid Festive Collection': 'ঈদ উৎসবের কালেকশন',
  'Winter Warmers': 'শীতের উষ্ণতা',
  'Saree Utsav': 'শাড়ি উৎসব',
  'Denim Days': 'ডেনিম ডেজ',
};

/**
 * The Bengali name of a demo product, in Unicode NFC as the storefront's search expects; a
 * style without a translation keeps the English name (never invented).
 */
export function bengaliProductName(category: string, style: string): string | null {
  const noun = CATEGORY_BN[category]?.[1];
  const styleBn = STYLE_BN[style];
  if (!noun || !styleBn) return null;
  return `${styleBn} ${noun}`.normalize('NFC');
}

import type { ProductCategory } from '../catalog.constants';
import type { ProductOption } from '../entities/product.entity';
import { artFileName, renderProductArt } from '../rules/product-art';

export interface SeedReview {
  rating: number;
  comment: string;
  userName: string;
  version?: string;
  daysAgo: number;
}

export interface SeedProduct {
  code: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  category: ProductCategory;
  stock: number;
  tags: string[];
  options: ProductOption[];
  specifications: Record<string, string>;
  colors: [string, string];
  imageCount: number;
  /** One product keeps spaces in its cover url, so the storefront's image fallback (spaces to hyphens) is exercised. */
  spacedCoverUrl?: boolean;
  reviews: SeedReview[];
}

const membership = (yearPrice: number, lifetimePrice: number): ProductOption[] => [
  {
    name: 'Duration',
    choices: [
      { label: '1 YEAR', value: '1_year', price: yearPrice },
      { label: 'LIFETIME', value: 'lifetime', price: lifetimePrice },
    ],
  },
];

const rental = (prices: [number, number, number]): ProductOption[] => [
  {
    name: 'Duration',
    choices: [
      { label: '3 Hours', value: '3_hours', price: prices[0] },
      { label: '12 Hours', value: '12_hours', price: prices[1] },
      { label: '24 Hours', value: '24_hours', price: prices[2] },
    ],
  },
];

const versions = (noUpdates: number, withUpdates: number): ProductOption[] => [
  {
    name: 'Version',
    choices: [
      { label: 'No Updates', value: 'no_updates', price: noUpdates },
      { label: 'With Updates', value: 'with_updates', price: withUpdates },
    ],
  },
];

const editions = (standard: number, deluxe: number): ProductOption[] => [
  {
    name: 'Edition',
    choices: [
      { label: 'Standard Edition', value: 'standard', price: standard },
      { label: 'Deluxe Edition', value: 'deluxe', price: deluxe },
    ],
  },
];

const rentalSpecs = (genre: string) => ({
  Platform: 'Steam (PC)',
  Genre: genre,
  Delivery: 'Steam account details by e-mail or WhatsApp within 5-10 minutes',
  'Rental time': 'Starts after delivery; download time included',
  Refund: 'No refunds once the rental time starts',
});

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    code: 'DZ',
    slug: 'dazz-cam-premium',
    title: 'Dazz Cam Premium',
    description:
      'Unlock every retro film camera, light leak and date stamp in Dazz Cam. Activation code delivered to your e-mail within minutes, with an installation guide in Bahasa Melayu and English.',
    price: 4.99,
    category: 'Apps (Camera & Filters)',
    stock: 1000,
    tags: ['camera', 'film', 'ios'],
    options: membership(4.99, 7.99),
    specifications: {
      Platform: 'iOS 14 and above',
      Delivery: 'Activation code by e-mail',
      Features: 'All cameras unlocked; No watermark; Light leaks and date stamp',
      Support: '24/7 technical support via live chat',
    },
    colors: ['#f97316', '#7c2d12'],
    imageCount: 3,
    reviews: [
      {
        rating: 5,
        comment: 'Code sampai dalam 5 minit. Semua kamera dah unlock!',
        userName: 'Aina',
        version: 'lifetime',
        daysAgo: 2,
      },
      {
        rating: 5,
        comment: 'Fast delivery and the guide was very clear.',
        userName: 'Jason L.',
        version: '1_year',
        daysAgo: 9,
      },
      {
        rating: 5,
        comment: 'Best price in Malaysia, recommended.',
        userName: 'Nur Syafiqah',
        version: 'lifetime',
        daysAgo: 20,
      },
    ],
  },
  {
    code: 'VS',
    slug: 'vsco-membership',
    title: 'VSCO Membership',
    description:
      'The full VSCO membership: 200+ presets, film X, video editing and Montage. Shared premium account set up on your phone by our team.',
    price: 5.99,
    category: 'Apps (Camera & Filters)',
    stock: 500,
    tags: ['presets', 'photo', 'membership'],
    options: membership(5.99, 7.99),
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Premium account details by e-mail or WhatsApp',
      Features: '200+ presets; Film X; Video editing; Montage',
      Warranty: 'Full warranty for the chosen duration',
    },
    colors: ['#111827', '#4b5563'],
    imageCount: 3,
    reviews: [
      { rating: 5, comment: 'Presets semua ada, puas hati.', userName: 'Farah', version: '1_year', daysAgo: 1 },
      {
        rating: 4,
        comment: 'Took 15 minutes but admin was helpful.',
        userName: 'Daniel Tan',
        version: 'lifetime',
        daysAgo: 6,
      },
    ],
  },
  {
    code: 'FT',
    slug: 'facetune-pro',
    title: 'Facetune Pro',
    description:
      'Facetune Pro with every retouch tool: skin smoothing, reshape, backgrounds and AI filters. Choose whether future app updates are included.',
    price: 4.99,
    category: 'Apps (Camera & Filters)',
    stock: 500,
    tags: ['retouch', 'selfie'],
    options: versions(4.99, 6.99),
    specifications: {
      Platform: 'iOS 15 and above',
      Delivery: 'Activation code by e-mail',
      Features: 'All Pro tools; AI filters; No ads',
      Updates: 'With Updates keeps Pro through new app versions',
    },
    colors: ['#ec4899', '#7e22ce'],
    imageCount: 2,
    reviews: [{ rating: 4, comment: 'Works well, no ads.', userName: 'Mei Ling', daysAgo: 4 }],
  },
  {
    code: 'SN',
    slug: 'snow-premium',
    title: 'SNOW Premium',
    description:
      'SNOW VIP: premium beauty filters, AR stickers and AI profile pictures without watermarks. Delivered as a ready-to-use account.',
    price: 4.99,
    category: 'Apps (Camera & Filters)',
    stock: 1000,
    tags: ['beauty', 'ar'],
    options: membership(4.99, 6.99),
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Account details by e-mail',
      Features: 'VIP filters; AR stickers; AI profile; No watermark',
    },
    colors: ['#06b6d4', '#1e3a8a'],
    imageCount: 2,
    reviews: [
      { rating: 4, comment: 'Filters cantik, senang guna.', userName: 'Izzati', version: '1_year', daysAgo: 3 },
      {
        rating: 3,
        comment: 'Good but I wish the lifetime was cheaper.',
        userName: 'Kumar',
        version: 'lifetime',
        daysAgo: 12,
      },
    ],
  },
  {
    code: 'LR',
    slug: 'lightroom-mobile-premium',
    title: 'Lightroom Mobile Premium',
    description:
      'Lightroom mobile premium features: selective edits, healing brush, cloud-free presets and RAW editing. Limited slots this month.',
    price: 5.49,
    category: 'Apps (Camera & Filters)',
    stock: 3,
    tags: ['presets', 'raw'],
    options: [
      {
        name: 'Version',
        choices: [
          { label: 'No Updates', value: 'no_updates', price: 5.49 },
          { label: 'One Free Update', value: 'one_free_update', price: 6.49 },
        ],
      },
    ],
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Activation by shared account',
      Features: 'Selective edits; Healing brush; RAW editing',
    },
    colors: ['#0ea5e9', '#0c4a6e'],
    imageCount: 2,
    reviews: [],
  },
  {
    code: 'PA',
    slug: 'picsart-gold',
    title: 'PicsArt Gold',
    description: 'PicsArt Gold for a full year: premium stickers, fonts, templates and AI tools. Restocking soon.',
    price: 6.99,
    category: 'Apps (Camera & Filters)',
    stock: 0,
    tags: ['editor'],
    options: [{ name: 'Duration', choices: [{ label: '1 YEAR', value: '1_year', price: 6.99 }] }],
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Account details by e-mail',
      Features: 'Gold stickers; Fonts; AI tools',
    },
    colors: ['#a855f7', '#312e81'],
    imageCount: 1,
    reviews: [],
  },
  {
    code: 'MC',
    slug: 'minecraft-pocket-edition',
    title: 'Minecraft Pocket Edition',
    description:
      'Minecraft for phones and tablets, installed to your device with our step-by-step guide. Play survival and creative offline.',
    price: 9.99,
    category: 'Apps ( Games )',
    stock: 800,
    tags: ['hot-sell', 'sandbox'],
    options: versions(9.99, 14.99),
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Installation guide and account by e-mail',
      Features: 'Survival and Creative; Offline play; Realms compatible',
    },
    colors: ['#22c55e', '#14532d'],
    imageCount: 3,
    reviews: [
      {
        rating: 5,
        comment: 'Anak saya suka sangat. Terima kasih Kedai!',
        userName: 'Pn. Rohana',
        version: 'with_updates',
        daysAgo: 5,
      },
      {
        rating: 4,
        comment: 'Installation took a while, support guided me.',
        userName: 'Alif',
        version: 'no_updates',
        daysAgo: 15,
      },
    ],
  },
  {
    code: 'SV',
    slug: 'stardew-valley-mobile',
    title: 'Stardew Valley Mobile',
    description:
      'The cosy farming RPG on your phone, with all updates to date. Delivered as an installation guide and account.',
    price: 12.99,
    category: 'Apps ( Games )',
    stock: 200,
    tags: ['rpg', 'farming'],
    options: [],
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Account details by e-mail',
      Features: 'Full game; Cloud save',
    },
    colors: ['#84cc16', '#365314'],
    imageCount: 2,
    reviews: [{ rating: 5, comment: 'Smooth on my phone.', userName: 'Hui Min', daysAgo: 7 }],
  },
  {
    code: 'TR',
    slug: 'terraria-mobile',
    title: 'Terraria Mobile',
    description: 'Dig, fight and build in Terraria for mobile. One-time purchase, delivered within minutes.',
    price: 8.99,
    category: 'Apps ( Games )',
    stock: 150,
    tags: ['sandbox', 'adventure'],
    options: [],
    specifications: {
      Platform: 'iOS and Android',
      Delivery: 'Account details by e-mail',
      Features: 'Full game; Multiplayer',
    },
    colors: ['#10b981', '#064e3b'],
    imageCount: 1,
    reviews: [],
  },
  {
    code: 'GTA5',
    slug: 'gta-v-steam-rental',
    title: 'GTA V Premium (Steam Rental)',
    description:
      'Rent a Steam account with Grand Theft Auto V Premium Edition. Story mode only; account details arrive within 5-10 minutes.',
    price: 2.99,
    category: 'Steam Games',
    stock: 60,
    tags: ['rental', 'action'],
    options: rental([2.99, 5.99, 9.99]),
    specifications: rentalSpecs('Action, Open world'),
    colors: ['#eab308', '#713f12'],
    imageCount: 3,
    reviews: [
      { rating: 5, comment: 'Account worked straight away, 24 hours was plenty.', userName: 'Hakim', daysAgo: 1 },
      { rating: 4, comment: 'Download besar, tapi masa termasuk. OK.', userName: 'Zul', daysAgo: 8 },
    ],
  },
  {
    code: 'FC25',
    slug: 'ea-sports-fc-25-steam-rental',
    title: 'EA Sports FC 25 (Steam Rental)',
    description:
      'Play EA Sports FC 25 on a rented Steam account: kick-off, career mode and Ultimate Team offline modes.',
    price: 3.99,
    category: 'Steam Games',
    stock: 40,
    tags: ['rental', 'football'],
    options: rental([3.99, 7.99, 12.99]),
    specifications: rentalSpecs('Sports, Football'),
    colors: ['#16a34a', '#052e16'],
    imageCount: 2,
    reviews: [],
  },
  {
    code: 'BMW',
    slug: 'black-myth-wukong-steam-rental',
    title: 'Black Myth: Wukong (Steam Rental)',
    description: 'Rent Black Myth: Wukong on Steam for 3, 12 or 24 hours. High-end PC recommended.',
    price: 4.99,
    category: 'Steam Games',
    stock: 25,
    tags: ['rental', 'action-rpg'],
    options: rental([4.99, 9.99, 15.99]),
    specifications: rentalSpecs('Action RPG'),
    colors: ['#b45309', '#1c1917'],
    imageCount: 2,
    reviews: [{ rating: 5, comment: 'Graphics gila! Worth the rent.', userName: 'Amir', daysAgo: 3 }],
  },
  {
    code: 'ER',
    slug: 'elden-ring-steam-rental',
    title: 'Elden Ring (Steam Rental)',
    description: 'Explore the Lands Between on a rented Steam account. Offline play only.',
    price: 4.49,
    category: 'Steam Games',
    stock: 30,
    tags: ['rental', 'souls-like'],
    options: rental([4.49, 8.99, 13.99]),
    specifications: rentalSpecs('Action RPG, Open world'),
    colors: ['#ca8a04', '#292524'],
    imageCount: 1,
    reviews: [],
  },
  {
    code: 'MK8',
    slug: 'Mario-Kart-8-Deluxe',
    title: 'Mario Kart 8 Deluxe',
    description:
      'Mario Kart 8 Deluxe for Nintendo Switch as a digital download. The Deluxe Edition adds the Booster Course Pass with 48 extra tracks.',
    price: 39.99,
    category: 'Nintendo Games',
    stock: 50,
    tags: ['switch', 'racing'],
    options: editions(39.99, 59.99),
    specifications: {
      Platform: 'Nintendo Switch',
      Delivery: 'Digital download on a shared Nintendo account',
      Players: '1-4 local, up to 12 online',
      'Deluxe Edition': 'Includes the Booster Course Pass',
    },
    colors: ['#ef4444', '#7f1d1d'],
    imageCount: 2,
    spacedCoverUrl: true,
    reviews: [
      { rating: 5, comment: 'Main dengan family setiap malam.', userName: 'Syahmi', version: 'deluxe', daysAgo: 10 },
    ],
  },
  {
    code: 'ZTK',
    slug: 'zelda-tears-of-the-kingdom',
    title: 'The Legend of Zelda: Tears of the Kingdom',
    description:
      'The sequel to Breath of the Wild, digital for Nintendo Switch. Delivered on a shared account with a setup guide.',
    price: 49.99,
    category: 'Nintendo Games',
    stock: 20,
    tags: ['switch', 'adventure'],
    options: [],
    specifications: {
      Platform: 'Nintendo Switch',
      Delivery: 'Digital download on a shared Nintendo account',
      Players: '1',
    },
    colors: ['#0d9488', '#134e4a'],
    imageCount: 2,
    reviews: [],
  },
  {
    code: 'PKS',
    slug: 'pokemon-scarlet',
    title: 'Pokémon Scarlet',
    description: 'Open-world Pokémon adventure in the Paldea region, digital for Nintendo Switch.',
    price: 45.99,
    category: 'Nintendo Games',
    stock: 35,
    tags: ['switch', 'rpg'],
    options: [],
    specifications: {
      Platform: 'Nintendo Switch',
      Delivery: 'Digital download on a shared Nintendo account',
      Players: '1-4 online',
    },
    colors: ['#dc2626', '#9a3412'],
    imageCount: 1,
    reviews: [{ rating: 4, comment: 'Setup guide senang faham.', userName: 'Wei Jie', daysAgo: 18 }],
  },
  {
    code: 'CCM',
    slug: 'capcut-editing-masterclass',
    title: 'CapCut Video Editing Masterclass',
    description:
      'A Malay and English video course: edit TikTok and Reels in CapCut from zero to pro. 32 lessons, templates included, lifetime access.',
    price: 19.99,
    category: 'Course',
    stock: 9999,
    tags: ['video', 'tiktok'],
    options: [],
    specifications: {
      Format: '32 video lessons (6 hours)',
      Language: 'Bahasa Melayu and English',
      Access: 'Lifetime access link by e-mail',
      Bonus: '50 CapCut templates',
    },
    colors: ['#6366f1', '#1e1b4b'],
    imageCount: 2,
    reviews: [
      { rating: 5, comment: 'Cikgu terangkan dengan jelas. Berbaloi!', userName: 'Nadia', daysAgo: 11 },
      { rating: 4, comment: 'Good for beginners.', userName: 'Ravi', daysAgo: 25 },
    ],
  },
  {
    code: 'MPC',
    slug: 'mobile-photography-course',
    title: 'Mobile Photography Course',
    description:
      'Take better product and food photos with your phone: lighting, composition and editing with free apps.',
    price: 14.99,
    category: 'Course',
    stock: 9999,
    tags: ['photo', 'beginner'],
    options: [],
    specifications: {
      Format: '18 video lessons (3 hours)',
      Language: 'English with Malay subtitles',
      Access: 'Lifetime access link by e-mail',
    },
    colors: ['#f59e0b', '#78350f'],
    imageCount: 1,
    reviews: [],
  },
];

export const IMAGE_ROUTE = '/api/catalog/images';

/** The image list stored on a seeded product. */
export function seedImages(product: SeedProduct): { url: string; order: number }[] {
  return Array.from({ length: product.imageCount }, (_, i) => {
    const file = artFileName(product.slug, i);
    const url = i === 0 && product.spacedCoverUrl ? file.replace(/-/g, ' ').replace(/ (\d+)\.svg$/, '-$1.svg') : file;
    return { url: `${IMAGE_ROUTE}/${url}`, order: i };
  });
}

/** Every seeded picture, by file name, rendered once. */
export function buildSeedArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of SEED_PRODUCTS) {
    const badge = product.code.length <= 3 ? product.code : product.code.slice(0, 3);
    for (let variant = 0; variant < product.imageCount; variant++) {
      files.set(
        artFileName(product.slug, variant),
        renderProductArt({
          title: product.title,
          badge,
          from: product.colors[0],
          to: product.colors[1],
          variant,
          caption: variant === 0 ? product.category : (Object.values(product.specifications)[0] ?? undefined),
        }),
      );
    }
  }
  return files;
}

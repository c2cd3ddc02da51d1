import type { Translations } from '@kedai/contracts';
import type { AutoReplyCategory } from '../entities/auto-reply-rule.entity';
import type { QuickReplyCategory } from '../entities/quick-reply.entity';

export interface SeedRule {
  name: string;
  keywords: string[];
  response: string;
  translations: Translations;
  priority: number;
  category: AutoReplyCategory;
}

/**
 * The four built-in rules (priorities 1-4: activation, order, technical, general) carry the keywords of
 * the storefront widget's canned groups activation, order, install and greeting; login and refund follow.
 * Keywords are substrings, so very short words (e.g. "hi") are avoided: they would match inside others.
 * Each rule has Malay and Chinese keywords and translations; migration 1795900000000-Languages gives an
 * already seeded shop the same (chat-seed.data.spec.ts keeps the two in step).
 */
/** The after-hours fallback; {nextOpen} becomes when agents are back, e.g. "Tue, 24 Nov, 10:50 am (GMT+8)". */
export const AFTER_HOURS_RESPONSE =
  'Thanks for your message! Our support agents are away right now and will be back on {nextOpen}. Leave your order ID and your question here and we will answer as soon as we are back.';

export const SEED_RULES: SeedRule[] = [
  {
    name: 'Activation Code Help',
    keywords: ['activation', 'activate', 'redeem', 'license key', 'kod', 'pengaktifan', 'aktifkan', '激活', '兑换码'],
    response:
      'For activation codes: open the Product Activation Center (/redeem) with your order ID to see your code and instructions. Codes are sent after your payment is confirmed. Still stuck? Tell us your order ID and an agent will check it for you.',
    translations: {
      ms: 'Untuk kod pengaktifan: buka Pusat Pengaktifan Produk (/redeem) dengan ID pesanan anda untuk melihat kod dan arahan anda. Kod dihantar selepas pembayaran anda disahkan. Masih ada masalah? Beritahu kami ID pesanan anda dan ejen kami akan menyemaknya untuk anda.',
      'zh-Hans':
        '关于激活码：请用您的订单号打开产品激活中心（/redeem），查看您的激活码和使用说明。激活码会在您的付款确认后发送。仍有问题？请告诉我们您的订单号，客服会为您查询。',
    },
    priority: 1,
    category: 'activation',
  },
  {
    name: 'Order Status',
    keywords: ['order', 'status', 'track', 'delivery', 'pesanan', 'penghantaran', '订单', '发货'],
    response:
      'To check an order, please send us your order ID (you can also look it up on the order lookup page). Most orders are delivered within 12 hours of payment confirmation; camera-app orders within 3 days.',
    translations: {
      ms: 'Untuk menyemak pesanan, sila hantar ID pesanan anda kepada kami (anda juga boleh mencarinya di halaman semakan pesanan). Kebanyakan pesanan dihantar dalam masa 12 jam selepas pembayaran disahkan; pesanan aplikasi kamera dalam masa 3 hari.',
      'zh-Hans':
        '如需查询订单，请把您的订单号发给我们（您也可以在订单查询页面自行查询）。大多数订单会在付款确认后 12 小时内交付；相机应用订单在 3 天内交付。',
    },
    priority: 2,
    category: 'order',
  },
  {
    name: 'Installation & Technical Support',
    keywords: [
      'install',
      'download',
      'setup',
      'not working',
      'error',
      'crash',
      'problem',
      'pasang',
      'pemasangan',
      'muat turun',
      'tidak berfungsi',
      'ralat',
      '安装',
      '下载',
      '错误',
      '闪退',
    ],
    response:
      'Installation help: follow the installation guide sent with your order (step by step, with download links). If something fails, tell us your device model, the app and the exact error message, and an agent will help you.',
    translations: {
      ms: 'Bantuan pemasangan: ikut panduan pemasangan yang dihantar bersama pesanan anda (langkah demi langkah, dengan pautan muat turun). Jika ada yang gagal, beritahu kami model peranti anda, nama aplikasi dan mesej ralat yang tepat, dan ejen kami akan membantu anda.',
      'zh-Hans':
        '安装帮助：请按照随订单发送的安装指南操作（分步说明，附下载链接）。如果操作失败，请告诉我们您的设备型号、应用名称和具体的错误信息，客服会协助您。',
    },
    priority: 3,
    category: 'technical',
  },
  {
    name: 'Greeting',
    keywords: [
      'hello',
      'hi',
      'hai',
      'good morning',
      'good afternoon',
      'good evening',
      'salam',
      'helo',
      'selamat pagi',
      'selamat petang',
      'selamat malam',
      '你好',
      '您好',
    ],
    response:
      'Hello, welcome to Kedai support! How can we help you today? You can ask about activation codes, order status, installation or login issues.',
    translations: {
      ms: 'Helo, selamat datang ke khidmat sokongan Kedai! Apa yang boleh kami bantu hari ini? Anda boleh bertanya tentang kod pengaktifan, status pesanan, pemasangan atau masalah log masuk.',
      'zh-Hans': '您好，欢迎联系 Kedai 客服！今天有什么可以帮您？您可以咨询激活码、订单状态、安装或登录问题。',
    },
    priority: 4,
    category: 'greeting',
  },
  {
    name: 'Login & Password',
    keywords: [
      'password',
      'login',
      'log in',
      'sign in',
      'account',
      'kata laluan',
      'log masuk',
      'akaun',
      '密码',
      '登录',
      '账号',
    ],
    response:
      'Login issues: please tell us your order ID and which app or game you are trying to sign in to. Account details are only sent in this chat for paid orders, so an agent will verify your order first.',
    translations: {
      ms: 'Masalah log masuk: sila beritahu kami ID pesanan anda dan aplikasi atau permainan yang anda cuba log masuk. Butiran akaun hanya dihantar dalam sembang ini untuk pesanan yang telah dibayar, jadi ejen kami akan mengesahkan pesanan anda terlebih dahulu.',
      'zh-Hans':
        '登录问题：请告诉我们您的订单号，以及您要登录的应用或游戏。账号信息只会在此聊天中发送给已付款的订单，因此客服会先核实您的订单。',
    },
    priority: 5,
    category: 'technical',
  },
  {
    name: 'Refund Policy',
    keywords: ['refund', 'money back', 'cancel', 'bayaran balik', 'pulangan wang', 'batal', '退款', '取消'],
    response:
      'All sales of digital goods are final, and rentals cannot be refunded once time starts. If your product does not work, tell us your order ID and we will make it right.',
    translations: {
      ms: 'Semua jualan barangan digital adalah muktamad, dan bayaran sewaan tidak dikembalikan sebaik sahaja masa sewaan bermula. Jika produk anda tidak berfungsi, beritahu kami ID pesanan anda dan kami akan menyelesaikannya.',
      'zh-Hans':
        '数字商品一经售出概不退款，租用一旦开始计时也不能退款。如果您的产品无法使用，请告诉我们您的订单号，我们会为您妥善解决。',
    },
    priority: 6,
    category: 'general',
  },
  {
    name: 'After hours',
    keywords: [],
    response: AFTER_HOURS_RESPONSE,
    translations: {
      ms: 'Terima kasih atas mesej anda! Ejen sokongan kami tiada di talian sekarang dan akan kembali pada {nextOpen}. Tinggalkan ID pesanan dan soalan anda di sini, dan kami akan menjawab sebaik sahaja kami kembali.',
      'zh-Hans':
        '感谢您的留言！我们的客服人员目前不在线，将于 {nextOpen} 回来。请在此留下您的订单号和问题，我们回来后会尽快回复您。',
    },
    priority: 99,
    category: 'after_hours',
  },
];

export interface SeedQuickReply {
  title: string;
  content: string;
  translations: Translations;
  category: QuickReplyCategory;
}

export const SEED_QUICK_REPLIES: SeedQuickReply[] = [
  {
    title: 'Ask for order ID',
    content: 'Could you please share your order ID so I can check it for you?',
    translations: {
      ms: 'Boleh kongsikan ID pesanan anda supaya saya dapat menyemaknya untuk anda?',
      'zh-Hans': '请提供您的订单号，以便我为您查询。',
    },
    category: 'order',
  },
  {
    title: 'Payment received',
    content: 'We have received your payment receipt. Your order is being processed and will be delivered shortly.',
    translations: {
      ms: 'Kami telah menerima resit pembayaran anda. Pesanan anda sedang diproses dan akan dihantar tidak lama lagi.',
      'zh-Hans': '我们已收到您的付款凭证。您的订单正在处理中，很快就会交付。',
    },
    category: 'payment',
  },
  {
    title: 'Installation guide',
    content: 'Please follow the installation guide sent with your order. Let me know at which step you get stuck.',
    translations: {
      ms: 'Sila ikut panduan pemasangan yang dihantar bersama pesanan anda. Beritahu saya di langkah mana anda tersekat.',
      'zh-Hans': '请按照随订单发送的安装指南操作。如果卡在某一步，请告诉我是哪一步。',
    },
    category: 'installation',
  },
  {
    title: 'Anything else',
    content: 'Is there anything else I can help you with?',
    translations: { ms: 'Ada apa-apa lagi yang boleh saya bantu?', 'zh-Hans': '还有什么可以帮您的吗？' },
    category: 'general',
  },
  // The six replies of the Customer Chat Support screen.
  {
    title: 'Thanks for contacting',
    content: 'Thank you for contacting us!',
    translations: { ms: 'Terima kasih kerana menghubungi kami!', 'zh-Hans': '感谢您联系我们！' },
    category: 'general',
  },
  {
    title: 'Understand concern',
    content: 'I understand your concern.',
    translations: { ms: 'Saya faham kebimbangan anda.', 'zh-Hans': '我理解您的顾虑。' },
    category: 'general',
  },
  {
    title: 'Let me help',
    content: 'Let me help you with that.',
    translations: { ms: 'Biar saya bantu anda.', 'zh-Hans': '让我来帮您处理。' },
    category: 'general',
  },
  {
    title: 'Order ID please',
    content: 'Please provide your order ID.',
    translations: { ms: 'Sila berikan ID pesanan anda.', 'zh-Hans': '请提供您的订单号。' },
    category: 'order',
  },
  {
    title: 'Checking now',
    content: "I'll check that for you right away.",
    translations: { ms: 'Saya akan semak untuk anda sekarang juga.', 'zh-Hans': '我马上为您查看。' },
    category: 'general',
  },
];

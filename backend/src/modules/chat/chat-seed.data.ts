import type { AutoReplyCategory } from './entities/auto-reply-rule.entity';
import type { QuickReplyCategory } from './entities/quick-reply.entity';

export interface SeedRule {
  name: string;
  keywords: string[];
  response: string;
  priority: number;
  category: AutoReplyCategory;
}

/**
 * The four built-in rules (priorities 1-4: activation, order, technical, general) carry the keywords of
 * the storefront widget's canned groups activation, order, install and greeting; login and refund follow.
 * Keywords are substrings, so very short words (e.g. "hi") are avoided: they would match inside others.
 */
/** The after-hours fallback; {nextOpen} becomes when agents are back, e.g. "Tue, 24 Nov, 10:50 am (GMT+8)". */
export const AFTER_HOURS_RESPONSE =
  'Thanks for your message! Our support agents are away right now and will be back on {nextOpen}. Leave your order ID and your question here and we will answer as soon as we are back.';

export const SEED_RULES: SeedRule[] = [
  {
    name: 'Activation Code Help',
    keywords: ['activation', 'activate', 'redeem', 'license key', 'kod'],
    response:
      'For activation codes: open the Product Activation Center (/redeem) with your order ID to see your code and instructions. Codes are sent after your payment is confirmed. Still stuck? Tell us your order ID and an agent will check it for you.',
    priority: 1,
    category: 'activation',
  },
  {
    name: 'Order Status',
    keywords: ['order', 'status', 'track', 'delivery', 'pesanan'],
    response:
      'To check an order, please send us your order ID (you can also look it up on the order lookup page). Most orders are delivered within 12 hours of payment confirmation; camera-app orders within 3 days.',
    priority: 2,
    category: 'order',
  },
  {
    name: 'Installation & Technical Support',
    keywords: ['install', 'download', 'setup', 'not working', 'error', 'crash', 'problem'],
    response:
      'Installation help: follow the installation guide sent with your order (step by step, with download links). If something fails, tell us your device model, the app and the exact error message, and an agent will help you.',
    priority: 3,
    category: 'technical',
  },
  {
    name: 'Greeting',
    keywords: ['hello', 'hi', 'hai', 'good morning', 'good afternoon', 'good evening', 'salam', 'helo'],
    response:
      'Hello, welcome to Kedai support! How can we help you today? You can ask about activation codes, order status, installation or login issues.',
    priority: 4,
    category: 'general',
  },
  {
    name: 'Login & Password',
    keywords: ['password', 'login', 'log in', 'sign in', 'account'],
    response:
      'Login issues: please tell us your order ID and which app or game you are trying to sign in to. Account details are only sent in this chat for paid orders, so an agent will verify your order first.',
    priority: 5,
    category: 'technical',
  },
  {
    name: 'Refund Policy',
    keywords: ['refund', 'money back', 'cancel'],
    response:
      'All sales of digital goods are final, and rentals cannot be refunded once time starts. If your product does not work, tell us your order ID and we will make it right.',
    priority: 6,
    category: 'general',
  },
  {
    name: 'After hours',
    keywords: [],
    response: AFTER_HOURS_RESPONSE,
    priority: 99,
    category: 'after_hours',
  },
];

export interface SeedQuickReply {
  title: string;
  content: string;
  category: QuickReplyCategory;
}

export const SEED_QUICK_REPLIES: SeedQuickReply[] = [
  {
    title: 'Ask for order ID',
    content: 'Could you please share your order ID so I can check it for you?',
    category: 'order',
  },
  {
    title: 'Payment received',
    content: 'We have received your payment receipt. Your order is being processed and will be delivered shortly.',
    category: 'payment',
  },
  {
    title: 'Installation guide',
    content: 'Please follow the installation guide sent with your order. Let me know at which step you get stuck.',
    category: 'installation',
  },
  { title: 'Anything else', content: 'Is there anything else I can help you with?', category: 'general' },
  // The six replies of the Customer Chat Support screen.
  { title: 'Thanks for contacting', content: 'Thank you for contacting us!', category: 'general' },
  { title: 'Understand concern', content: 'I understand your concern.', category: 'general' },
  { title: 'Let me help', content: 'Let me help you with that.', category: 'general' },
  { title: 'Order ID please', content: 'Please provide your order ID.', category: 'order' },
  { title: 'Checking now', content: "I'll check that for you right away.", category: 'general' },
];

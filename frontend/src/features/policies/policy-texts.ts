import { LIVE_CHAT_HOURS, OUTSIDE_HOURS_NOTE, SHOP_NAME } from '@/config/business';
import { paths } from '@/config/paths';

/**
 * The full policy texts of the shop (storefront §2 policy pages, facts from §6 and §9): a Malaysian shop
 * of digital goods (app memberships, game-account rentals, game listings, courses), prices in RM.
 */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

export interface PolicyText {
  title: string;
  intro: string;
  sections: PolicySection[];
}

const CONTACT: PolicySection = {
  heading: 'Contact us',
  paragraphs: [
    `Questions about this policy: use Live Chat on any page or message us on WhatsApp from the footer. ${LIVE_CHAT_HOURS}. ${OUTSIDE_HOURS_NOTE}`,
  ],
};

export const POLICY_TEXTS: Record<string, PolicyText> = {
  [paths.policies.privacy]: {
    title: 'Privacy Policy',
    intro: `${SHOP_NAME} handles your personal data in line with Malaysia's Personal Data Protection Act 2010 (PDPA). This policy says what we collect, why, and what you can ask of us.`,
    sections: [
      {
        heading: 'What we collect',
        points: [
          'Your name, e-mail address and WhatsApp number, given at checkout or when you register.',
          'Your orders: products, amounts, order times and their status.',
          'The payment receipt you upload (an image or PDF of your e-wallet or bank transfer).',
          'Messages you send in Live Chat, with the order and product you were looking at.',
          'Favourites, cart and reviews you keep on your account; guests keep these in their own browser.',
        ],
      },
      {
        heading: 'Why we use it',
        points: [
          'To check your payment, deliver activation codes, accounts and rentals, and send installation guides.',
          'To answer you in Live Chat, by e-mail or on WhatsApp about your order.',
          'To prevent fraud and account abuse (for example shared premium accounts or cheating on rentals).',
          'We do not send marketing messages unless you ask for them, and we never sell your data.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Only our own team sees your receipts and messages. E-mail is sent through our mail provider. We disclose data to authorities only when Malaysian law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order records and receipts are kept for 7 years for accounting. Chat messages are kept for 12 months. You may ask us to delete your account; order records we must keep by law are then kept without your profile.',
        ],
      },
      {
        heading: 'Your rights',
        points: [
          'Ask for a copy of the personal data we hold about you, and correct it.',
          'Withdraw consent or ask us to delete your account data at any time.',
          'You must be at least 13 years old to use the shop.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'We use your browser storage only to keep you signed in, your cart, favourites and chat session. There are no advertising or tracking cookies.',
        ],
      },
      CONTACT,
    ],
  },
  [paths.policies.terms]: {
    title: 'Terms and Conditions',
    intro: `These terms apply to every purchase from ${SHOP_NAME}. By placing an order you accept them.`,
    sections: [
      {
        heading: 'Products and prices',
        points: [
          'We sell digital goods: premium app memberships (activation codes or shared accounts), time-limited game-account rentals, game listings and courses.',
          'Prices are in Malaysian Ringgit (RM) with 2 decimals and include everything: there is no shipping fee.',
          'Premium memberships are for 1 year or lifetime. Lifetime includes 1 free update; each further update costs RM2; all updates are included for 1 year.',
        ],
      },
      {
        heading: 'Ordering and payment',
        points: [
          'Pay by scanning our Touch ’n Go eWallet QR code, then upload your receipt and give a Malaysian WhatsApp number.',
          'An order is confirmed once our team has checked the payment. Keep your order number: screenshot the confirmation page and send it to us on WhatsApp.',
          'Unpaid orders may be cancelled after the time shown in your order.',
        ],
      },
      {
        heading: 'Using what you buy',
        points: [
          'Rental users must not use mods or cheats or change the account password; a ban means full-price compensation.',
          'Premium accounts must not be shared or used on different devices; otherwise the account is locked and the phone is permanently blacklisted.',
          'Activation codes are single use and must be activated within 24 hours.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: ['All sales are final. See the Refund Policy for what we do when something does not work.'],
      },
      {
        heading: 'Liability and law',
        paragraphs: [
          "Apps and games belong to their makers; their own terms also apply. We are not liable for a maker's changes to its app or service. These terms are governed by the laws of Malaysia.",
        ],
      },
      CONTACT,
    ],
  },
  [paths.policies.shipping]: {
    title: 'Shipping Policy',
    intro: 'Everything we sell is digital, so nothing is posted: shipping is free (virtual goods).',
    sections: [
      {
        heading: 'How delivery works',
        points: [
          'After our team confirms your payment, we send your installation guide, then your activation code, account or rental login.',
          'Delivery is by e-mail, on your order page (/redeem or My Orders) and by direct message on WhatsApp.',
          'Account info is sent within 5-10 minutes of the payment check during live chat hours.',
        ],
      },
      {
        heading: 'Live chat hours (GMT+8)',
        points: [
          'Monday to Friday: 10:50 AM-11:30 PM.',
          'Saturday and Sunday: 11:20 AM-12:20 PM.',
          `${OUTSIDE_HOURS_NOTE} Orders paid outside these hours are delivered when the team is back.`,
        ],
      },
      {
        heading: 'Access times',
        points: [
          'The camera-app product is accessible within 3 days; other items within 12 hours.',
          'Game rentals start their time when the account is delivered, not when you pay.',
        ],
      },
      CONTACT,
    ],
  },
  [paths.policies.refund]: {
    title: 'Refund Policy',
    intro: 'Digital goods cannot be returned once delivered, so all sales are final: no refunds.',
    sections: [
      {
        heading: 'When something does not work',
        points: [
          'If a code does not work or an account cannot sign in, contact us with your order number within 24 hours of delivery.',
          'We check the problem and send a working replacement code or account.',
          'If we cannot deliver what you paid for at all, we refund the full amount to your Touch ’n Go eWallet.',
        ],
      },
      {
        heading: 'Rentals',
        points: [
          'Rentals (3, 12 or 24 hours) include download time and are not refunded once time starts.',
          'Time lost because of our account problem is added back or replaced.',
        ],
      },
      {
        heading: 'No refund when',
        points: [
          'You changed your mind after delivery, or bought the wrong product or version.',
          'An account was locked because it was shared, used on another device, or its password was changed.',
          'A rental account was banned for mods or cheats: the full price is then charged as compensation.',
        ],
      },
      CONTACT,
    ],
  },
  [paths.policies.usage]: {
    title: 'Usage Policy',
    intro: 'These rules keep accounts working for every customer. Breaking them ends your access without a refund.',
    sections: [
      {
        heading: 'Premium app memberships',
        points: [
          'Premium: 1 year or lifetime. Lifetime includes 1 free update; each further update costs RM2; all updates are included for 1 year.',
          'Use a shared account on one phone only, and never share it or sign in on another device; otherwise the account is locked and the phone is permanently blacklisted.',
          'Do not change the account e-mail or password, and do not sign out other devices.',
        ],
      },
      {
        heading: 'Activation codes',
        points: ['Activation codes are single use and must be activated within 24 hours.'],
      },
      {
        heading: 'Game-account rentals',
        points: [
          'No mods, cheats or third-party tools. A ban means full-price compensation.',
          'Do not change the password, e-mail or security settings.',
          'Rental accounts are force-logged-out when the time ends, with no re-login.',
        ],
      },
      CONTACT,
    ],
  },
  [paths.policies.accessTime]: {
    title: 'Access Time Policy',
    intro: 'How soon you can use what you bought, and for how long.',
    sections: [
      {
        heading: 'Time to access',
        points: [
          'The camera-app product is accessible within 3 days; other items within 12 hours.',
          'Account info is sent within 5-10 minutes of the payment check during live chat hours.',
          'Installation links expire 3 days after delivery (or after the order, if not yet delivered).',
        ],
      },
      {
        heading: 'Rental time',
        points: [
          'Rentals last 3, 12 or 24 hours, download time included.',
          'Time starts when the account is delivered and counts down on your order page.',
          'When time ends the account is logged out and cannot be signed in again.',
        ],
      },
      {
        heading: 'Final sales',
        paragraphs: ['All sales are final, no refunds.'],
      },
      CONTACT,
    ],
  },
};

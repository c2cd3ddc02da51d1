/**
 * The Activation Tutorial Center's content (storefront §2): three step guides, three video tutorials and
 * three downloads. Files and videos are sent by our team on WhatsApp, so nothing large ships with the shop.
 */

export interface StepGuide {
  id: string;
  title: string;
  /** Which products it is for. */
  forWhat: string;
  platform: string;
  steps: { title: string; text: string }[];
  warning: string;
}

export const STEP_GUIDES: StepGuide[] = [
  {
    id: 'ios-own-apple-id',
    title: 'iOS camera app with your own Apple ID',
    forWhat: 'Camera apps unlocked with a code, such as Dazz Cam',
    platform: 'iPhone / iPad',
    steps: [
      {
        title: 'Sign in with your own Apple ID',
        text: 'Open Settings, tap your name at the top and check that you are signed in to Media & Purchases with your own Apple ID. Never use an Apple ID someone else gives you.',
      },
      {
        title: 'Install the app',
        text: 'Open the App Store, search for the app by its exact name and install it. Open it once so it finishes setting up.',
      },
      {
        title: 'Copy your activation code',
        text: 'Open your order on the Activation Center (/redeem) or your order page and tap Copy beside the activation code.',
      },
      {
        title: 'Redeem the code',
        text: 'In the App Store tap your profile picture, then Redeem Gift Card or Code, then Enter Code Manually. Paste the code and tap Redeem.',
      },
      {
        title: 'Restore the purchase',
        text: 'Open the app again. If premium does not show yet, go to its Settings and tap Restore Purchases.',
      },
    ],
    warning: 'A code works once and must be activated within 24 hours of delivery.',
  },
  {
    id: 'ios-shared-account',
    title: 'iOS photo membership via a shared account',
    forWhat: 'Photo memberships delivered as an account, such as VSCO Membership or Facetune Pro',
    platform: 'iPhone / iPad',
    steps: [
      {
        title: 'Install the app with your Apple ID',
        text: 'Download the app from the App Store as usual. The membership comes from the account you sign in to inside the app, not from your Apple ID.',
      },
      {
        title: 'Get the account in Live Chat',
        text: 'Copy the keyword from your installation guide, open Live Chat and send it as a message. We reply with the account e-mail and password within 5-10 minutes.',
      },
      {
        title: 'Sign in inside the app',
        text: 'Sign out of any other account in the app, then choose Sign In with e-mail and enter the e-mail and password exactly as sent.',
      },
      {
        title: 'Check the membership',
        text: 'Premium tools unlock within a minute. If not, close the app fully and open it again, or pull down to refresh your profile.',
      },
    ],
    warning:
      'Do not change the password, share the account or sign in on another device: the account is locked and the phone is permanently blacklisted.',
  },
  {
    id: 'desktop-license-key',
    title: 'Windows/Mac software with a license key',
    forWhat: 'Desktop software activated by a license key',
    platform: 'Windows 10/11 · macOS 12 or newer',
    steps: [
      {
        title: 'Download from the official site',
        text: 'Use the official guide link in your installation guide to download the installer. Never install from third-party download sites.',
      },
      {
        title: 'Install and open the software',
        text: 'Run the installer (on a Mac, drag the app into Applications) and open it once. Allow it through your antivirus if asked.',
      },
      {
        title: 'Enter the license key',
        text: 'Choose Activate, Register or Enter License (on a Mac often under the app menu or Help). Paste the key exactly as sent, dashes included, and confirm.',
      },
      {
        title: 'Confirm activation',
        text: 'The app shows your licence as active. Keep the key private: one key activates one computer.',
      },
    ],
    warning:
      'Moving to a new computer? Deactivate the software on the old one first, then ask us in Live Chat before activating again.',
  },
];

export interface MediaItem {
  id: string;
  title: string;
  description: string;
  /** mm:ss for videos, a size for downloads. */
  detail: string;
  format: string;
}

export const VIDEO_TUTORIALS: MediaItem[] = [
  {
    id: 'video-ios-code',
    title: 'Redeem an iOS app code with your Apple ID',
    description: 'From installing the app to Restore Purchases, on an iPhone.',
    detail: '5:32',
    format: 'Video',
  },
  {
    id: 'video-shared-account',
    title: 'Sign in to a shared photo membership',
    description: 'Getting the account in Live Chat and signing in without losing your edits.',
    detail: '4:18',
    format: 'Video',
  },
  {
    id: 'video-license-key',
    title: 'Install Windows/Mac software with a license key',
    description: 'Download, install, activate, and move the licence to a new computer.',
    detail: '7:45',
    format: 'Video',
  },
];

export const DOWNLOADS: MediaItem[] = [
  {
    id: 'download-guide',
    title: 'Activation guide',
    description: 'Every step guide on this page with screenshots, to keep or print.',
    detail: '2.3 MB',
    format: 'PDF',
  },
  {
    id: 'download-troubleshooter',
    title: 'Troubleshooting tool',
    description: 'Checks a Windows computer for what blocks activation (date and time, firewall, old versions).',
    detail: '15.7 MB',
    format: 'EXE',
  },
  {
    id: 'download-templates',
    title: 'Message templates',
    description: 'Ready-to-send messages for Live Chat and WhatsApp: order number, keyword, problem report.',
    detail: '0.8 MB',
    format: 'TXT',
  },
];

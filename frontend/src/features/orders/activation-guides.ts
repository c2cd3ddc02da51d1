/** Activation steps and notes by product code (storefront §2 Activation Center): DZ, VS, and a generic guide. */
export interface ActivationGuide {
  title: string;
  steps: string[];
  notes: string[];
}

const COMMON_NOTES = [
  'The code is single use.',
  'Activate it within 24 hours of receiving it.',
  'Need help? Message us on WhatsApp with your order number.',
];

export function activationGuide(productCode: string): ActivationGuide {
  switch (productCode) {
    case 'DZ':
      return {
        title: 'iOS code redeem',
        steps: [
          'Copy the activation code below.',
          'On your iPhone, open the App Store and tap your profile picture.',
          'Choose Redeem Gift Card or Code, then Enter Code Manually.',
          'Paste the code and tap Redeem. Open the app and restore purchases.',
        ],
        notes: COMMON_NOTES,
      };
    case 'VS':
      return {
        title: 'Membership code',
        steps: [
          'Copy the membership code below.',
          'Open the app and sign in to your account.',
          'Go to Profile > Settings > Membership > Redeem code.',
          'Paste the code and confirm; your membership shows as active.',
        ],
        notes: COMMON_NOTES,
      };
    default:
      return {
        title: 'Activation guide',
        steps: [
          'Copy the activation code below.',
          'Open the app or service you bought.',
          'Find its redeem or activation screen and paste the code.',
          'Confirm, then restart the app if the premium features do not appear.',
        ],
        notes: COMMON_NOTES,
      };
  }
}

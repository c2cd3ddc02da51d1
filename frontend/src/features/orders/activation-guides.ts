import type { ParseKeys } from 'i18next';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Activation steps and notes by product code (docs/product/storefront.md#activation-center): DZ, VS, and a generic
 * guide.
 */
export interface ActivationGuide {
  title: string;
  steps: string[];
  notes: string[];
}

type GuideKey = ParseKeys<'guide'>;

interface ActivationGuideKeys {
  title: GuideKey;
  steps: GuideKey[];
}

const COMMON_NOTES: GuideKey[] = [
  'activation.notes.singleUse',
  'activation.notes.within24Hours',
  'activation.notes.help',
];

const GUIDES: Record<'DZ' | 'VS' | 'default', ActivationGuideKeys> = {
  DZ: {
    title: 'activation.ios.title',
    steps: ['activation.ios.copy', 'activation.ios.openStore', 'activation.ios.redeem', 'activation.ios.paste'],
  },
  VS: {
    title: 'activation.membership.title',
    steps: [
      'activation.membership.copy',
      'activation.membership.signIn',
      'activation.membership.navigate',
      'activation.membership.paste',
    ],
  },
  default: {
    title: 'activation.generic.title',
    steps: [
      'activation.generic.copy',
      'activation.generic.open',
      'activation.generic.paste',
      'activation.generic.confirm',
    ],
  },
};

/**
 * The guide of a product code, in the current language (the `guide` texts load with the Activation
 * Center's route): called while rendering, so a change of language shows on the next render.
 */
export function activationGuide(productCode: string): ActivationGuide {
  const keys = productCode === 'DZ' || productCode === 'VS' ? GUIDES[productCode] : GUIDES.default;
  const text = (key: GuideKey) => i18n.t(key, { ns: 'guide' });
  return { title: text(keys.title), steps: keys.steps.map(text), notes: COMMON_NOTES.map(text) };
}

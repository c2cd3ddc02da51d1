import { randomBytes } from 'node:crypto';
import type { ValidGuideConfigInput } from './guide-config.rules';

/**
 * The makers' own help pages for the seeded products (the installation guide's "official guide" step).
 * Retro CCD Cam has no official guide page, so it has none.
 */
export const OFFICIAL_GUIDE_LINKS = {
  /** Dazz Cam is unlocked by redeeming a code on the customer's own Apple ID: Apple's redeem guide. */
  dazzCam: 'https://support.apple.com/HT201209',
  vsco: 'https://support.vsco.co/hc/en-us',
  procreate: 'https://help.procreate.com/procreate/handbook',
  facetune: 'https://support.lightricks.com/hc/en-us',
} as const;

/** A fresh random password per seeded configuration: no real credentials live in the code. */
export const generatedPassword = () => `Kd-${randomBytes(9).toString('base64url')}`;

/**
 * The five starter configurations (docs/product/admin.md#password-manager), linked to the seed catalogue where it has
 * the product (Dazz Cam DZ, VSCO VS, Facetune FT). Passwords are generated on the first start; admins replace them.
 */
export function seedGuideConfigs(): ValidGuideConfigInput[] {
  return [
    {
      product: 'Dazz Cam',
      keywords: ['dazz cam password', 'dazz', 'dazz cam'],
      email: null,
      password: generatedPassword(),
      response:
        'Open Dazz Cam, tap Settings > Restore Purchases and sign in with the account above. Do not change the password or sign out of other devices.',
      guideUrl: OFFICIAL_GUIDE_LINKS.dazzCam,
      productCode: 'DZ',
    },
    {
      product: 'VSCO Membership',
      keywords: ['vsco password', 'vsco'],
      email: null,
      password: generatedPassword(),
      response:
        'Open VSCO, tap Sign In and use the account above; your membership filters unlock within a minute. Please do not change the account details.',
      guideUrl: OFFICIAL_GUIDE_LINKS.vsco,
      productCode: 'VS',
    },
    {
      product: 'Procreate Brush Bundle',
      keywords: ['brush password', 'procreate brushes', 'brush bundle'],
      email: null,
      password: generatedPassword(),
      response:
        'Download the brush bundle from the link in your installation guide, enter the password above to unzip it, then import the .brushset files into Procreate.',
      guideUrl: OFFICIAL_GUIDE_LINKS.procreate,
      productCode: null,
    },
    {
      product: 'Facetune Pro',
      keywords: ['facetune password', 'facetune'],
      email: 'facetune.support@kedai.local',
      password: generatedPassword(),
      response:
        'Open Facetune, tap Profile > Sign In with e-mail and use the e-mail and password above. Pro tools unlock right after signing in.',
      guideUrl: OFFICIAL_GUIDE_LINKS.facetune,
      productCode: 'FT',
    },
    {
      product: 'Retro CCD Cam',
      keywords: ['ccd password', 'retro ccd', 'ccd cam'],
      email: null,
      password: generatedPassword(),
      response:
        'Open Retro CCD Cam, go to Settings > Account, sign in with the password above and tap Restore to unlock every camera.',
      guideUrl: null,
      productCode: null,
    },
  ];
}

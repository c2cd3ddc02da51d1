import type { ParseKeys, TFunction } from 'i18next';
import { shopName } from '@/config/business';
import { paths } from '@/config/paths';

/**
 * The full policy texts of the shop (docs/product/storefront.md#policy-pages): a Malaysian shop
 * of digital goods (app memberships, game-account rentals, game listings, courses), prices in RM.
 * The words are in the `policies` catalogue; this file keeps each policy's structure (its sections,
 * paragraphs and points, in order) as keys of that catalogue, translated at render time (`translatePolicy`).
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

type PolicyKey = ParseKeys<'policies'>;

/** A policy as keys of the `policies` catalogue, in the shape of `PolicyText`. */
export interface PolicyKeys {
  title: PolicyKey;
  intro: PolicyKey;
  sections: { heading: PolicyKey; paragraphs?: PolicyKey[]; points?: PolicyKey[] }[];
}

const CONTACT = { heading: 'contact.heading', paragraphs: ['contact.text'] } satisfies PolicyKeys['sections'][number];

export const POLICY_TEXTS: Record<string, PolicyKeys> = {
  [paths.policies.privacy]: {
    title: 'privacy.title',
    intro: 'privacy.intro',
    sections: [
      {
        heading: 'privacy.collect.heading',
        points: [
          'privacy.collect.contactDetails',
          'privacy.collect.orders',
          'privacy.collect.receipt',
          'privacy.collect.chat',
          'privacy.collect.saved',
        ],
      },
      {
        heading: 'privacy.use.heading',
        points: ['privacy.use.delivery', 'privacy.use.support', 'privacy.use.fraud', 'privacy.use.marketing'],
      },
      { heading: 'privacy.sharing.heading', paragraphs: ['privacy.sharing.text'] },
      { heading: 'privacy.retention.heading', paragraphs: ['privacy.retention.text'] },
      {
        heading: 'privacy.rights.heading',
        points: ['privacy.rights.access', 'privacy.rights.withdraw', 'privacy.rights.age'],
      },
      { heading: 'privacy.storage.heading', paragraphs: ['privacy.storage.text'] },
      CONTACT,
    ],
  },
  [paths.policies.terms]: {
    title: 'terms.title',
    intro: 'terms.intro',
    sections: [
      {
        heading: 'terms.products.heading',
        points: ['terms.products.digitalGoods', 'terms.products.prices', 'terms.products.premium'],
      },
      {
        heading: 'terms.ordering.heading',
        points: ['terms.ordering.pay', 'terms.ordering.confirmation', 'terms.ordering.unpaid'],
      },
      {
        heading: 'terms.using.heading',
        points: ['terms.using.rentals', 'terms.using.premium', 'terms.using.codes'],
      },
      { heading: 'terms.refunds.heading', paragraphs: ['terms.refunds.text'] },
      { heading: 'terms.liability.heading', paragraphs: ['terms.liability.text'] },
      CONTACT,
    ],
  },
  [paths.policies.shipping]: {
    title: 'shipping.title',
    intro: 'shipping.intro',
    sections: [
      {
        heading: 'shipping.delivery.heading',
        points: ['shipping.delivery.order', 'shipping.delivery.channels', 'shipping.delivery.speed'],
      },
      {
        heading: 'shipping.hours.heading',
        points: ['shipping.hours.week', 'shipping.hours.outside'],
      },
      {
        heading: 'shipping.access.heading',
        points: ['shipping.access.items', 'shipping.access.rentals'],
      },
      CONTACT,
    ],
  },
  [paths.policies.refund]: {
    title: 'refund.title',
    intro: 'refund.intro',
    sections: [
      {
        heading: 'refund.problems.heading',
        points: ['refund.problems.report', 'refund.problems.replacement', 'refund.problems.undeliverable'],
      },
      {
        heading: 'refund.rentals.heading',
        points: ['refund.rentals.noRefund', 'refund.rentals.lostTime'],
      },
      {
        heading: 'refund.exclusions.heading',
        points: ['refund.exclusions.changedMind', 'refund.exclusions.locked', 'refund.exclusions.banned'],
      },
      CONTACT,
    ],
  },
  [paths.policies.usage]: {
    title: 'usage.title',
    intro: 'usage.intro',
    sections: [
      {
        heading: 'usage.premium.heading',
        points: ['usage.premium.duration', 'usage.premium.onePhone', 'usage.premium.noChanges'],
      },
      { heading: 'usage.codes.heading', points: ['usage.codes.singleUse'] },
      {
        heading: 'usage.rentals.heading',
        points: ['usage.rentals.noCheats', 'usage.rentals.noChanges', 'usage.rentals.logout'],
      },
      CONTACT,
    ],
  },
  [paths.policies.accessTime]: {
    title: 'accessTime.title',
    intro: 'accessTime.intro',
    sections: [
      {
        heading: 'accessTime.access.heading',
        points: ['accessTime.access.items', 'accessTime.access.accountInfo', 'accessTime.access.links'],
      },
      {
        heading: 'accessTime.rental.heading',
        points: ['accessTime.rental.length', 'accessTime.rental.start', 'accessTime.rental.end'],
      },
      { heading: 'accessTime.final.heading', paragraphs: ['accessTime.final.text'] },
      CONTACT,
    ],
  },
};

/**
 * A policy's texts in the current language (`t` of the `policies` namespace). Their variables: the shop's name and
 * live chat's hours (`zone` and `hours`, as the seller set them: useChatHoursText).
 */
export function translatePolicy(
  policy: PolicyKeys,
  t: TFunction<'policies'>,
  chatHours: { zone: string; hours: string },
): PolicyText {
  const text = (key: PolicyKey) => t(key, { shop: shopName(), ...chatHours });
  return {
    title: text(policy.title),
    intro: text(policy.intro),
    sections: policy.sections.map((section) => ({
      heading: text(section.heading),
      paragraphs: section.paragraphs?.map(text),
      points: section.points?.map(text),
    })),
  };
}

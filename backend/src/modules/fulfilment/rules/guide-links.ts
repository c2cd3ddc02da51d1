/**
 * What the installation guide links to: the live-chat keyword of app step 2 (rentals: rental step 1)
 * and the official guide link of app step 1. Apps take both from the product's guide configuration
 * (its default keyword is the one the chat's product-keyword stage answers); rentals use
 * "<game name> <product code>" (storefront §9).
 */
export interface GuideLinksInput {
  kind: 'app' | 'rental';
  productCode: string;
  productName: string;
  gameName: string | null;
}

export interface GuideLinks {
  chatKeyword: string | null;
  guideUrl: string | null;
}

/** The parts of a guide configuration the guide uses. */
export interface GuideConfigLinks {
  keywords: string[];
  guideUrl: string | null;
}

export function guideLinksFor(input: GuideLinksInput, config: GuideConfigLinks | null): GuideLinks {
  if (input.kind === 'rental') {
    return {
      chatKeyword: `${input.gameName ?? input.productName} ${input.productCode}`,
      guideUrl: config?.guideUrl ?? null,
    };
  }
  return { chatKeyword: config?.keywords[0] ?? (input.productCode || null), guideUrl: config?.guideUrl ?? null };
}

import type { GuideConfigView } from '@kedai/contracts';
import type { GuideConfig } from './entities/guide-config.entity';

export function toGuideConfigView(config: GuideConfig): GuideConfigView {
  return {
    id: config.id,
    product: config.product,
    keywords: config.keywords,
    defaultKeyword: config.keywords[0] ?? '',
    email: config.email,
    password: config.password,
    response: config.response,
    translations: config.translations,
    guideUrl: config.guideUrl,
    productCode: config.productCode,
    updatedAt: config.updatedAt.toISOString(),
  };
}

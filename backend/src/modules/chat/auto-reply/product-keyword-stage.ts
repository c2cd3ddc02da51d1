import { DEFAULT_LANGUAGE, translatedText, type Language, type Translations } from '@kedai/contracts';
import type { AutoReplyMatch, AutoReplyStage, MatchableRule } from './auto-reply-matcher';
import { PRODUCT_REPLY_TEXTS } from './product-reply-texts';

/**
 * Keyword auto-reply matching (docs/product/chat.md#auto-replies): the intent words, matched as case-insensitive
 * substrings.
 */
export const PASSWORD_INTENT_WORDS = [
  'password',
  'pass',
  'pwd',
  'login',
  'sign in',
  '密码',
  'kata laluan',
  'log masuk',
  '登录',
];
export const ACCOUNT_INTENT_WORDS = ['account', 'email', 'user', 'username', 'credential', '账号', 'akaun', '账户'];
export const HELP_INTENT_WORDS = [
  'help',
  'support',
  'problem',
  'issue',
  'error',
  'trouble',
  "can't",
  'cannot',
  'bantuan',
  'tolong',
  'masalah',
  '帮助',
  '帮忙',
];

export const PRODUCT_STAGE = 'product';
const MAX_REPLY_LENGTH = 2000;

/** A configuration of a product the order contains (secrets decrypted, server side only). */
export interface ProductCredentials {
  configId: string;
  product: string;
  keywords: string[];
  email: string | null;
  password: string;
  response: string;
  /** The response in Malay and Chinese; English (`response`) where one is missing. */
  translations?: Translations;
  guideUrl: string | null;
}

/** A paid order and the configured products it contains: the only context in which secrets are answered. */
export interface PaidOrderContext {
  orderId: string;
  products: ProductCredentials[];
}

export type ProductReplyKind = 'credentials' | 'help';

export type ProductStageRule = MatchableRule & { category: 'product'; kind: ProductReplyKind };

const firstWord = (haystack: string, words: string[]) => words.find((word) => haystack.includes(word)) ?? null;

export const MASKED_PASSWORD = '••••••••';

export function credentialsReply(
  orderId: string,
  products: ProductCredentials[],
  masked = false,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const texts = PRODUCT_REPLY_TEXTS[language];
  const blocks = products.map((product) =>
    [
      texts.accountDetails(product.product, orderId),
      ...(product.email ? [texts.email(product.email)] : []),
      texts.password(masked ? MASKED_PASSWORD : product.password),
      '',
      translatedText(product.response, product.translations, language),
    ].join('\n'),
  );
  return blocks.join('\n\n').slice(0, MAX_REPLY_LENGTH);
}

export function quickHelpReply(
  orderId: string,
  products: ProductCredentials[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const texts = PRODUCT_REPLY_TEXTS[language];
  const names = products.map((product) => product.product).join(', ');
  const keyword = products[0]?.keywords[0];
  const links = products
    .filter((product) => product.guideUrl)
    .map((product) => `${product.product}: ${product.guideUrl}`);
  return [
    texts.needHelp(names, orderId, `/installation-guide/${orderId}`),
    ...(links.length > 0 ? [texts.officialGuide(links.join(' | '))] : []),
    ...(keyword ? [texts.typeKeyword(keyword)] : []),
    texts.agentWillReply,
  ]
    .join('\n')
    .slice(0, MAX_REPLY_LENGTH);
}

const ruleFor = (product: ProductCredentials, kind: ProductReplyKind, reply: string): ProductStageRule => ({
  id: product.configId,
  name: `Product keyword: ${product.product}`,
  keywords: product.keywords,
  response: reply,
  isActive: true,
  priority: 0,
  category: 'product',
  kind,
});

function credentialsMatch(
  orderId: string,
  products: ProductCredentials[],
  keyword: string,
  language: Language,
): AutoReplyMatch<ProductStageRule> {
  const reply = credentialsReply(orderId, products, false, language);
  return {
    stage: PRODUCT_STAGE,
    rule: ruleFor(products[0], 'credentials', reply),
    keyword,
    reply,
    action: { type: 'credentials', orderId, products, language },
  };
}

/**
 * The product-keyword stage (decision 3 in docs/product/README.md#decisions): only for a chat tied to a paid order that
 * contains a configured product. A product keyword, or a password/account intent word, answers with the credentials; a
 * help word with quick help. Without such an order it never matches, so the generic rules answer and no secret is
 * revealed.
 */
export function productKeywordStage(
  context: PaidOrderContext | null,
  language: Language = DEFAULT_LANGUAGE,
): AutoReplyStage<ProductStageRule> {
  return {
    name: PRODUCT_STAGE,
    match(text) {
      if (!context || context.products.length === 0) return null;
      const haystack = text.toLowerCase();
      for (const product of context.products) {
        const keyword = product.keywords.find((candidate) => {
          const needle = candidate.trim().toLowerCase();
          return needle.length > 0 && haystack.includes(needle);
        });
        if (keyword) return credentialsMatch(context.orderId, [product], keyword, language);
      }
      const intent = firstWord(haystack, PASSWORD_INTENT_WORDS) ?? firstWord(haystack, ACCOUNT_INTENT_WORDS);
      if (intent) return credentialsMatch(context.orderId, context.products, intent, language);
      const help = firstWord(haystack, HELP_INTENT_WORDS);
      if (help) {
        const reply = quickHelpReply(context.orderId, context.products, language);
        return {
          stage: PRODUCT_STAGE,
          rule: ruleFor(context.products[0], 'help', reply),
          keyword: help,
          reply,
          action: { type: 'reply', text: reply },
        };
      }
      return null;
    },
  };
}

import type { Language } from '@kedai/contracts';

/** The fixed lines of the product-keyword stage's answers, in each language (the product's own text is as configured). */
export interface ProductReplyTexts {
  accountDetails: (product: string, orderId: string) => string;
  email: (email: string) => string;
  password: (password: string) => string;
  needHelp: (products: string, orderId: string, guidePath: string) => string;
  officialGuide: (links: string) => string;
  typeKeyword: (keyword: string) => string;
  agentWillReply: string;
}

export const PRODUCT_REPLY_TEXTS: Record<Language, ProductReplyTexts> = {
  en: {
    accountDetails: (product, orderId) => `Account details for ${product} (order ${orderId}):`,
    email: (email) => `Email: ${email}`,
    password: (password) => `Password: ${password}`,
    needHelp: (products, orderId, guidePath) =>
      `Need help with ${products}? Your installation guide for order ${orderId} walks you through every step: ${guidePath}`,
    officialGuide: (links) => `Official guide: ${links}`,
    typeKeyword: (keyword) => `To receive the account e-mail and password, type "${keyword}".`,
    agentWillReply: 'A support agent will also reply here shortly.',
  },
  ms: {
    accountDetails: (product, orderId) => `Butiran akaun untuk ${product} (pesanan ${orderId}):`,
    email: (email) => `E-mel: ${email}`,
    password: (password) => `Kata laluan: ${password}`,
    needHelp: (products, orderId, guidePath) =>
      `Perlukan bantuan dengan ${products}? Panduan pemasangan untuk pesanan ${orderId} membimbing anda langkah demi langkah: ${guidePath}`,
    officialGuide: (links) => `Panduan rasmi: ${links}`,
    typeKeyword: (keyword) => `Untuk menerima e-mel dan kata laluan akaun, taip "${keyword}".`,
    agentWillReply: 'Ejen sokongan kami juga akan membalas di sini sebentar lagi.',
  },
  'zh-Hans': {
    accountDetails: (product, orderId) => `${product} 的账号信息（订单 ${orderId}）：`,
    email: (email) => `邮箱：${email}`,
    password: (password) => `密码：${password}`,
    needHelp: (products, orderId, guidePath) =>
      `需要 ${products} 的帮助吗？订单 ${orderId} 的安装指南会一步步引导您完成：${guidePath}`,
    officialGuide: (links) => `官方指南：${links}`,
    typeKeyword: (keyword) => `如需获取账号邮箱和密码，请输入“${keyword}”。`,
    agentWillReply: '客服人员也会尽快在这里回复您。',
  },
};

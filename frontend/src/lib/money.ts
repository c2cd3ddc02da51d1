/** RM with 2 decimals (storefront §9). */
export const formatRM = (amount: number) => `RM${amount.toFixed(2)}`;

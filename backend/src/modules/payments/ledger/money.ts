/** RM (2 decimals, as orders store it) to sen and back, without float drift. */
export const toSen = (rm: number): number => Math.round(rm * 100);
export const toRM = (sen: number): number => Math.round(sen) / 100;

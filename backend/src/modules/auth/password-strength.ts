import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's "safely unguessable" (score 3 of 4): resists an online attack that gets past the login limits. */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Why a password is too easy to guess, in words a person can act on, or null when it is strong enough.
 * The person's own name and e-mail count as guessable words.
 */
export function weakPasswordReason(password: string, personal: string[] = []): string | null {
  const words = personal.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2);
  const result = estimator().check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess. ${advice || 'Add more words that are less common.'}`.trim();
}

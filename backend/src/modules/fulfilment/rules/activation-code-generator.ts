import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** admin §4: ABC + 6 random characters (A-Z, 0-9, from a cryptographic source) + XYZ. */
export function generateActivationCode(): string {
  let middle = '';
  for (let index = 0; index < 6; index += 1) middle += ALPHABET[randomInt(ALPHABET.length)];
  return `ABC${middle}XYZ`;
}

/** Pasted text or CSV: one code per line or cell (newlines, commas, semicolons), trimmed, unquoted, blanks dropped. */
export function parseCodes(text: string): string[] {
  return text
    .split(/[\r\n,;]+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^["']+|["']+$/g, '')
        .trim(),
    )
    .filter((cell) => cell.length > 0);
}

/** Rental durations are option values such as 3_hours, 12_hours, 24_hours. */
export function rentalHoursOf(optionValue: string | null): number | null {
  const match = optionValue ? /^(\d{1,3})_hours?$/.exec(optionValue) : null;
  return match ? Number(match[1]) : null;
}

import { randomInt } from 'node:crypto';
import { createBase32Plugin, generateSecret } from '@otplib/core';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { toString as qrToString } from 'qrcode';
import { base32Decode, base32Encode } from './base32';

/**
 * otplib's own packages with Node's crypto. The `otplib` umbrella package defaults to plugins built on
 * ESM-only libraries (@scure/base, @noble/hashes) that Jest cannot load, so base32 is our RFC 4648 codec.
 */
const plugins = {
  crypto: new NodeCryptoPlugin(),
  base32: createBase32Plugin({ name: 'kedai-rfc4648', encode: base32Encode, decode: base32Decode }),
};

/** Codes from one 30-second step either side are accepted (a phone's clock a little off, a slow typist). */
const TOLERANCE_SECONDS = 30;

export const RECOVERY_CODE_COUNT = 10;

/** A new authenticator secret (20 random bytes, base32, as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret({ ...plugins });

/** The otpauth:// link an authenticator app scans, and its QR code as an SVG data URL. */
export async function enrolmentLink(secret: string, issuer: string, label: string) {
  const otpauthUrl = generateTOTP({ issuer, label, secret });
  const svg = await qrToString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step the code belongs to, or null when it is wrong, malformed or not newer than afterTimeStep (a
 * code is accepted once).
 */
export async function verifyTotp(secret: string, code: string, afterTimeStep?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      ...plugins,
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep !== undefined && { afterTimeStep }),
    });
    return result.valid ? result.timeStep : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2p-x9qhr": 50 bits each, without look-alike letters. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** How a typed code is compared: spaces and dashes dropped, lower case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A 6-digit authenticator code, or else a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(normalizeCode(code));

/** The code an authenticator shows now, or `ahead` 30-second steps later (for tests and the steps preview). */
export const totpCode = (secret: string, ahead = 0) =>
  generate({ ...plugins, secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

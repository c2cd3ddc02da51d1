import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ValueTransformer } from 'typeorm';

const VERSION = 'v1';

function key(): Buffer {
  const hex = process.env.ENCRYPTION_KEY;
  if (!hex || !/^[0-9a-f]{64}$/i.test(hex)) throw new Error('ENCRYPTION_KEY is not configured');
  return Buffer.from(hex, 'hex');
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` in base64url. Tampering makes decryption fail. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function decryptSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not an encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * For entity columns holding secrets (shared-account passwords, login tokens): encrypted on the way
 * into the database, decrypted on the way out. `@Column({ type: 'text', transformer: encryptedColumn })`
 */
export const encryptedColumn: ValueTransformer = {
  to: (value: string | null | undefined) => (value == null ? value : encryptSecret(value)),
  from: (value: string | null) => (value == null ? value : decryptSecret(value)),
};

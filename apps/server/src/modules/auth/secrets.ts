import { createHash, randomBytes, randomInt } from 'node:crypto';

// 256 random bits, URL-safe: session tokens, remembered devices, emailed links.
export const newToken = () => randomBytes(32).toString('base64url');

// Only hashes are stored; a token in the database is useless to whoever reads it.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newSignInCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Codes have few possible values, so each hash is salted with its user; the attempt limit does the rest.
export const hashSignInCode = (userId: string, code: string) => hashToken(`${userId}:${code}`);

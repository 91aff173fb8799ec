import { createHmac, timingSafeEqual } from 'node:crypto';

// Short-lived signed links for things a browser fetches without a bearer token (images, downloads).
// Only code that has already checked the caller's access hands one out.
export function createSigner(secret: Buffer, now: () => number = Date.now) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    // A secret only this server can make again from `payload`: a link it need not store to send again.
    token: (payload: string) => mac(payload),
    sign(payload: string, ttlSeconds: number) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return { expires, signature: mac(`${payload}.${expires}`) };
    },
    verify(payload: string, expires: number, signature: string) {
      if (!Number.isInteger(expires) || expires < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(mac(`${payload}.${expires}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;

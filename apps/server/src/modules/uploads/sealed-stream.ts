import { createCipheriv, createDecipheriv } from 'node:crypto';
import { Transform } from 'node:stream';

// Objects too large to hold whole (a district export of gigabytes, ADR 056) are sealed as they are
// written, in records: each is AES-256-GCM on its own under the object's data key, its tag first, with its
// place and whether it is the last bound in. A reader releases only bytes it has checked, and a record
// moved, dropped or cut off is refused, where one tag over the whole object would be checked only at its end.
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const RECORD_BYTES = TAG_BYTES + CHUNK_BYTES;
const ALGORITHM = 'aes-256-gcm';

export class SealedStreamError extends Error {}

// The data key is the object's own, never reused: its record's place is a safe nonce.
const nonceOf = (index: number) => {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
};
const aadOf = (context: string, index: number, last: boolean) => Buffer.from(`${context}:${index}:${last ? 'last' : 'more'}`);

// Cuts what flows through into pieces of `size` bytes, each handed on only once more bytes follow it, so
// the last piece (0 to `size` bytes) is known as the last when the stream ends.
function inPieces(size: number, piece: (bytes: Buffer, index: number, last: boolean) => Buffer) {
  let held: Buffer = Buffer.alloc(0);
  let index = 0;
  return new Transform({
    transform(data: Buffer, _encoding, done) {
      held = held.length === 0 ? data : Buffer.concat([held, data]);
      try {
        while (held.length > size) {
          this.push(piece(held.subarray(0, size), index++, false));
          held = held.subarray(size);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        this.push(piece(held, index, true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

export function sealingStream(key: Buffer, context: string) {
  return inPieces(CHUNK_BYTES, (plain, index, last) => {
    const cipher = createCipheriv(ALGORITHM, key, nonceOf(index));
    cipher.setAAD(aadOf(context, index, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([cipher.getAuthTag(), body]);
  });
}

// Fails the stream (and so the reply it feeds) at the first record that does not open.
export function openingStream(key: Buffer, context: string) {
  return inPieces(RECORD_BYTES, (record, index, last) => {
    if (record.length < TAG_BYTES) throw new SealedStreamError(`sealed object ${context} is cut short`);
    const decipher = createDecipheriv(ALGORITHM, key, nonceOf(index), { authTagLength: TAG_BYTES });
    decipher.setAAD(aadOf(context, index, last));
    decipher.setAuthTag(record.subarray(0, TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(record.subarray(TAG_BYTES)), decipher.final()]);
    } catch {
      throw new SealedStreamError(`sealed object ${context} does not open at record ${index}`);
    }
  });
}

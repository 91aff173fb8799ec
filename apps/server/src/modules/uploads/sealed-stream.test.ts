import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openingStream, sealingStream, SealedStreamError } from './sealed-stream.ts';

const KEY = randomBytes(32);
const CONTEXT = 'objects/test';
const RECORD = 16 + 64 * 1024;

// Given in uneven pieces, as a zip writer or a socket would give them.
const piecesOf = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 10_000) }, (_, i) => bytes.subarray(i * 10_000, (i + 1) * 10_000)));
const seal = (plain: Buffer) => buffer(piecesOf(plain).pipe(sealingStream(KEY, CONTEXT)));
const open = (sealed: Buffer, context = CONTEXT) => buffer(piecesOf(sealed).pipe(openingStream(KEY, context)));

describe('an object sealed as it streams', () => {
  it.each([0, 1, 64 * 1024, 64 * 1024 + 1, 3 * 64 * 1024 + 17])('opens to the same %i bytes', async (size) => {
    const plain = randomBytes(size);
    const sealed = await seal(plain);
    expect(sealed.length).toBe(size + 16 * (Math.ceil(size / (64 * 1024)) || 1));
    expect((await open(sealed)).equals(plain)).toBe(true);
  });

  const refusals: [string, (sealed: Buffer) => Buffer][] = [
    ['a byte changed', (sealed) => Buffer.concat([sealed.subarray(0, 100), Buffer.from([sealed[100]! ^ 1]), sealed.subarray(101)])],
    ['cut off after a whole record', (sealed) => sealed.subarray(0, RECORD)],
    ['cut off mid-record', (sealed) => sealed.subarray(0, RECORD + 500)],
    ['two records swapped', (sealed) => Buffer.concat([sealed.subarray(RECORD, 2 * RECORD), sealed.subarray(0, RECORD), sealed.subarray(2 * RECORD)])],
    ['a last record dropped', (sealed) => sealed.subarray(0, 2 * RECORD)],
  ];
  it.each(refusals)('refuses an object with %s', async (_, damage) => {
    const sealed = await seal(randomBytes(2 * 64 * 1024 + 5));
    await expect(open(damage(sealed))).rejects.toThrow(SealedStreamError);
  });

  it("refuses another object's records", async () => {
    await expect(open(await seal(randomBytes(10)), 'objects/other')).rejects.toThrow(SealedStreamError);
  });
});

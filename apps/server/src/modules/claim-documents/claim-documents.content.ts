import { LIMITS } from '@claims/shared';
import { fileTypeFromBuffer } from 'file-type';
import heicConvert from 'heic-convert';
import sharp from 'sharp';
import { DomainError } from '../../domain/domain-error.ts';
import { checkPdf } from '../uploads/pdf-check.ts';

// What a claim document may be, judged by its bytes: what a TPA's claims desk can open.
const ACCEPTED = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'jpg',
  'image/heif': 'jpg',
} as const;
type AcceptedType = keyof typeof ACCEPTED;
const isAccepted = (mime: string): mime is AcceptedType => Object.hasOwn(ACCEPTED, mime);

// A 10 MB PNG can hold an image that takes gigabytes once decoded; 100 megapixels is above any phone's
// photo or scanner's page and keeps one decode to a few hundred megabytes.
const MAX_INPUT_PIXELS = 100_000_000;
const FILENAME_MAX = 150;

type InspectedDocument = { filename: string; content_type: string; data: Buffer };

// The name as the uploader's device gave it, without folders or control characters, ending in the
// extension of what the file is, so the TPA's computer opens it with the right program.
const EXTENSIONS = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] } as const;
function storedName(given: string, extension: keyof typeof EXTENSIONS) {
  const name = (given.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const [, stem = name, ending = ''] = /^(.+)\.([a-z0-9]{1,5})$/i.exec(name) ?? [];
  const kept = (EXTENSIONS[extension] as readonly string[]).includes(ending.toLowerCase()) ? ending.toLowerCase() : extension;
  return `${(stem.trim() || 'document').slice(0, FILENAME_MAX)}.${kept}`;
}

// Re-encodes a photo in its own format: EXIF, XMP and location go, and the pixels are turned upright
// first, since the orientation tag that said how goes with them.
async function withoutMetadata(data: Buffer) {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new DomainError('IMAGE_TOO_LARGE', 'invalid', { max_pixels: MAX_INPUT_PIXELS });
    throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  }
}

// HEIC (an iPhone's photos) becomes JPEG: sharp's prebuilt binary has no HEVC decoder, and few TPAs can
// open HEIC. The decoder gives bare pixels, so nothing of the original's metadata survives.
async function heicToJpeg(data: Buffer) {
  try {
    return Buffer.from(await heicConvert({ buffer: data, format: 'JPEG', quality: 0.9 }));
  } catch {
    throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  }
}

// A claim document is judged by its content, never by its name or the type the browser claimed: a PDF
// that parses and runs nothing, a JPEG, PNG or HEIC photo, at most DOCUMENT_MAX_BYTES. Anything else is
// refused before it is stored.
export async function inspectClaimDocument(data: Buffer, filename: string): Promise<InspectedDocument> {
  if (data.length > LIMITS.DOCUMENT_MAX_BYTES) throw new DomainError('FILE_TOO_BIG', 'invalid', { max_bytes: LIMITS.DOCUMENT_MAX_BYTES });
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isAccepted(detected.mime)) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  const type = detected.mime;
  if (type === 'application/pdf') {
    checkPdf(data);
    return { filename: storedName(filename, 'pdf'), content_type: type, data };
  }
  if (type === 'image/heic' || type === 'image/heif') {
    return { filename: storedName(filename, 'jpg'), content_type: 'image/jpeg', data: await withoutMetadata(await heicToJpeg(data)) };
  }
  return { filename: storedName(filename, ACCEPTED[type]), content_type: type, data: await withoutMetadata(data) };
}

import { LIMITS } from '@claims/shared';
import { imageSize } from 'image-size';
import { DomainError } from '../../domain/domain-error.ts';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
// Office files are containers (ZIP or OLE) whatever they hold, so their kind comes from the extension once
// the container itself is confirmed by content.
const OFFICE_TYPES: Record<string, { magic: Buffer; type: string }> = {
  docx: { magic: ZIP, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { magic: ZIP, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  doc: { magic: OLE, type: 'application/msword' },
  xls: { magic: OLE, type: 'application/vnd.ms-excel' },
};

// A dashboard document (PDF, image, Word or Excel) is judged by its content, never by the name alone.
export function inspectDocument(data: Buffer, filename: string): { contentType: string } {
  if (data.length > LIMITS.DOCUMENT_MAX_BYTES) throw new DomainError('FILE_TOO_BIG', 'invalid', { max_bytes: LIMITS.DOCUMENT_MAX_BYTES });
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf' };
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  const office = OFFICE_TYPES[extension];
  if (office && data.subarray(0, office.magic.length).equals(office.magic)) return { contentType: office.type };
  try {
    const type = IMAGE_TYPES[imageSize(data).type ?? ''];
    if (type) return { contentType: type };
  } catch {
    // not an image either
  }
  throw new DomainError('INVALID_FILE_TYPE', 'invalid');
}

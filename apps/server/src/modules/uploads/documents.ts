import { LIMITS } from '@claims/shared';
import { strFromU8, unzipSync } from 'fflate';
import { imageSize } from 'image-size';
import { DomainError } from '../../domain/domain-error.ts';
import { checkPdf } from './pdf-check.ts';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
// Office files are containers (ZIP or OLE) whatever they hold, so their kind comes from the extension once
// the container itself is confirmed by content.
// A ZIP one (docx, xlsx) must also be a package of that kind: its [Content_Types].xml names its main part.
const OFFICE_TYPES: Record<string, { magic: Buffer; type: string; mainPart?: string }> = {
  docx: {
    magic: ZIP,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mainPart: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  },
  xlsx: {
    magic: ZIP,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    mainPart: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  },
  doc: { magic: OLE, type: 'application/msword' },
  xls: { magic: OLE, type: 'application/vnd.ms-excel' },
};
const CONTENT_TYPES = '[Content_Types].xml';
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

// Only the package's table of contents is inflated (a ZIP of a few kilobytes can claim gigabytes). A zip
// of web pages named .docx has none; a macro project would run when the file is opened.
function isOfficePackage(data: Buffer, mainPart: string) {
  let names: string[] = [];
  let contentTypes: Uint8Array | undefined;
  try {
    const files = unzipSync(data, {
      filter: (file) => {
        names.push(file.name);
        return file.name === CONTENT_TYPES && file.originalSize <= CONTENT_TYPES_MAX_BYTES;
      },
    });
    contentTypes = files[CONTENT_TYPES];
  } catch {
    return false;
  }
  names = names.map((name) => name.toLowerCase());
  if (!contentTypes || names.some((name) => name.endsWith('vbaproject.bin'))) return false;
  const overrides = [...strFromU8(contentTypes).matchAll(/<Override\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/(\w+)\s*=\s*["']([^"']*)["']/g)].map(([, key, value]) => [key, value])),
  );
  const partName = overrides.find((override) => override.ContentType === mainPart)?.PartName?.replace(/^\//, '');
  return partName !== undefined && names.includes(partName.toLowerCase());
}

// A dashboard document (PDF, image, Word or Excel) is judged by its content, never by the name alone.
export function inspectDocument(data: Buffer, filename: string): { contentType: string } {
  if (data.length > LIMITS.DOCUMENT_MAX_BYTES) throw new DomainError('FILE_TOO_BIG', 'invalid', { max_bytes: LIMITS.DOCUMENT_MAX_BYTES });
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    checkPdf(data);
    return { contentType: 'application/pdf' };
  }
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  const office = OFFICE_TYPES[extension];
  if (office && data.subarray(0, office.magic.length).equals(office.magic)) {
    if (office.mainPart && !isOfficePackage(data, office.mainPart)) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
    return { contentType: office.type };
  }
  try {
    const type = IMAGE_TYPES[imageSize(data).type ?? ''];
    if (type) return { contentType: type };
  } catch {
    // not an image either
  }
  throw new DomainError('INVALID_FILE_TYPE', 'invalid');
}

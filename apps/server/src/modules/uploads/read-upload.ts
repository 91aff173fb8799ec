import { LIMITS } from '@claims/shared';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';

// The one form field a file is taken from; a file under any other name is refused, not stored.
const FILE_FIELD = 'file';

export type Upload = { fields: Record<string, string>; file?: { filename: string; data: Buffer } };

type ReadOptions = {
  // below the limit the multipart plugin was registered with (uploads.routes.ts)
  maxBytes?: number;
  // Checks the fields sent before the file (a browser's FormData sends them in the order appended)
  // before the file is read, and may refuse the request.
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
};

// Reads a multipart form with one file; anything over the size limit is refused before it is stored.
export async function readUpload(request: FastifyRequest, { maxBytes, beforeFile }: ReadOptions = {}): Promise<Upload> {
  const upload: Upload = { fields: {} };
  try {
    for await (const part of request.parts(maxBytes ? { limits: { fileSize: maxBytes } } : undefined)) {
      if (part.type === 'file') {
        if (upload.file || part.fieldname !== FILE_FIELD) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
        await beforeFile?.({ ...upload.fields });
        upload.file = { filename: part.filename, data: await part.toBuffer() };
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('FILE_TOO_BIG', 'invalid', { max_bytes: maxBytes ?? LIMITS.LOGO_MAX_BYTES });
    }
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new DomainError('BAD_REQUEST', 'invalid');
    }
    throw error;
  }
  return upload;
}


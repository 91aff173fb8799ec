import type { Db } from '../../db/client.ts';
import type { Signer } from '../auth/signing.ts';
import { findFile } from './uploads.repo.ts';

const URL_LIFETIME_SECONDS = 3600;

export function createFilesService(db: Db, signer: Signer) {
  return {
    // Callers hand this out only after checking the actor may see the file's owner.
    url(fileId: string) {
      const { expires, signature } = signer.sign(`file:${fileId}`, URL_LIFETIME_SECONDS);
      return `/v1/files/${fileId}?exp=${expires}&sig=${signature}`;
    },
    async open(fileId: string, expires: number, signature: string) {
      if (!signer.verify(`file:${fileId}`, expires, signature)) return undefined;
      return findFile(db, fileId);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

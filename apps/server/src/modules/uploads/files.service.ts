import type { Db } from '../../db/client.ts';
import type { Signer } from '../auth/signing.ts';
import type { FileStore } from './file-store.ts';

const URL_LIFETIME_SECONDS = 3600;

export function createFilesService(db: Db, signer: Signer, fileStore: FileStore) {
  return {
    // Callers hand this out only after checking the actor may see the file's owner. A link to a student's
    // record names the user it was made for (signed with it), for the access log of its download.
    url(fileId: string, forUser?: string) {
      const { expires, signature } = signer.sign(`file:${fileId}${forUser ? `:${forUser}` : ''}`, URL_LIFETIME_SECONDS);
      return `/v1/files/${fileId}?exp=${expires}&sig=${signature}${forUser ? `&for=${forUser}` : ''}`;
    },
    async open(fileId: string, link: { exp: number; sig: string; for?: string | undefined }) {
      if (!signer.verify(`file:${fileId}${link.for ? `:${link.for}` : ''}`, link.exp, link.sig)) return undefined;
      return fileStore.find(db, fileId);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

import { LIMITS } from '@claims/shared';
import { zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import { forSchools, narrowLinkScope } from '../../db/school-scope.ts';
import type { Signer } from '../auth/signing.ts';
import type { FileStore } from '../uploads/file-store.ts';
import * as repo from './claim-documents.repo.ts';

// Documents too large to attach go to the TPA as one link to a zip of them all (ADR 021). The claims desk
// may open the e-mail days later, so the link lasts a month; the signature names the e-mail, whose
// documents are fixed when it is queued and can no longer be removed.
const BUNDLE_LINK_SECONDS = LIMITS.DOCUMENTS_LINK_DAYS * 24 * 60 * 60;
const purposeOf = (emailLogId: string) => `claim-documents-bundle:${emailLogId}`;

export function bundleUrl(signer: Signer, publicUrl: string, emailLogId: string) {
  const { expires, signature } = signer.sign(purposeOf(emailLogId), BUNDLE_LINK_SECONDS);
  return new URL(`/v1/claim-documents/bundle/${emailLogId}?exp=${expires}&sig=${signature}`, publicUrl).toString();
}

// Two documents may share a name; inside one zip each needs its own.
function uniqueNames(filenames: readonly string[]) {
  const seen = new Map<string, number>();
  return filenames.map((filename) => {
    const n = (seen.get(filename.toLowerCase()) ?? 0) + 1;
    seen.set(filename.toLowerCase(), n);
    return n === 1 ? filename : filename.replace(/(\.[^.]*)?$/, (ending) => ` (${n})${ending}`);
  });
}

// The zip of an e-mail's documents, or nothing when the link is not one we signed, has expired, or its
// claim is gone: the caller answers every such case alike.
export async function openBundle(db: Db, signer: Signer, fileStore: FileStore, link: { emailLogId: string; expires: number; signature: string }) {
  if (!signer.verify(purposeOf(link.emailLogId), link.expires, link.signature)) return undefined;
  const claim = await repo.findEmailClaim(db, link.emailLogId);
  if (!claim) return undefined;
  // the e-mail's claim found, the rest acts for its school alone (ADR 051)
  await narrowLinkScope(db, forSchools([claim.school_id]));
  const documents = await repo.listCarriedDocuments(db, link.emailLogId);
  if (documents.length === 0) return undefined;
  const contents = await fileStore.contents(db, documents.map((document) => document.file_id));
  const names = uniqueNames(documents.map((document) => document.filename));
  // PDFs and photos are compressed already: stored as they are, the zip is made at once.
  const zip = zipSync(Object.fromEntries(documents.map((document, index) => [names[index]!, contents.get(document.file_id)!])), { level: 0 });
  return { filename: `claim-${claim.claim_number}-documents.zip`, data: Buffer.from(zip) };
}

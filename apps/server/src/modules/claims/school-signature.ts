import { CLAIM_AUTHORIZATION_VERSION, TPA_LANGUAGE } from '@claims/shared';
import type { Tx } from '../../db/client.ts';
import * as signatures from '../parent-part/parent-part.repo.ts';
import { evidenceOf, sha256, type RequestMeta } from '../parent-part/parent-part.service.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { renderClaimPdf } from './claims.pdf.ts';
import { findClaimDocument } from './claims.repo.ts';

// The school signer's evidence, in the submission's (or edit's) transaction: the claim PDF as they signed
// it, kept with its digest; a signature they made before is void (ADR 023).
export async function recordSchoolSignature(tx: Tx, fileStore: FileStore, claimId: string, userId: string, meta: RequestMeta) {
  await signatures.voidSignatures(tx, claimId, 'SCHOOL');
  const document = await findClaimDocument(tx, claimId);
  const signer = await signatures.findSigner(tx, userId);
  if (!document || !signer) throw new Error(`claim ${claimId} or its signer is gone within its own transaction`);
  const pdf = await renderClaimPdf({ ...document, signatures: [] }, TPA_LANGUAGE);
  const fileId = await fileStore.insert(tx, { filename: `claim-${document.claim.claim_number}-school-signed.pdf`, content_type: 'application/pdf', data: pdf }, userId);
  await signatures.insertSignature(tx, {
    claim_id: claimId,
    role: 'SCHOOL',
    signer_name: `${signer.first_name} ${signer.last_name}`,
    signer_email: signer.email_address,
    user_id: userId,
    identified_by: 'SIGNED_IN',
    authorization_version: CLAIM_AUTHORIZATION_VERSION,
    intent_version: CLAIM_AUTHORIZATION_VERSION,
    language: TPA_LANGUAGE,
    ...evidenceOf(meta),
    document_file_id: fileId,
    document_sha256: sha256(pdf),
  });
}

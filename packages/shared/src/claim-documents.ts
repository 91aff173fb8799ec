import { z } from 'zod';
import { choiceLabel, type Choice, type Language } from './languages.ts';
import { isoDateTime } from './rest.ts';

// Documents on a claim (issue 16): what staff (and, later, parents) attach so the TPA can pay it.

export const CLAIM_DOCUMENT_KIND_OPTIONS = [
  { value: 'EOB', label: { en: 'Explanation of benefits (EOB)', es: 'Explicación de beneficios (EOB)' } },
  { value: 'ITEMIZED_BILL', label: { en: 'Itemized bill', es: 'Factura detallada' } },
  { value: 'PAID_RECEIPT', label: { en: 'Paid receipt', es: 'Recibo de pago' } },
  { value: 'INSURANCE_CARD_FRONT', label: { en: 'Insurance card (front)', es: 'Tarjeta del seguro (frente)' } },
  { value: 'INSURANCE_CARD_BACK', label: { en: 'Insurance card (back)', es: 'Tarjeta del seguro (reverso)' } },
  { value: 'INCIDENT_REPORT', label: { en: 'Incident report', es: 'Informe del incidente' } },
  { value: 'PHOTO', label: { en: 'Photo', es: 'Foto' } },
  { value: 'OTHER', label: { en: 'Other document', es: 'Otro documento' } },
  // Made by the product when the parent signs their part (ADR 023), never uploaded: the signed original,
  // and for a parent who signed in another language, its unsigned English rendering for the TPA.
  { value: 'SIGNED_PARENT_PART', label: { en: "Parent's part, signed", es: 'Parte del padre o tutor, firmada' } },
  {
    value: 'SIGNED_PARENT_PART_ENGLISH',
    label: { en: "Parent's part, signed: English rendering", es: 'Parte del padre o tutor, firmada: versión en inglés' },
  },
] as const satisfies readonly Choice[];
export const CLAIM_DOCUMENT_KINDS = CLAIM_DOCUMENT_KIND_OPTIONS.map((option) => option.value);
export type ClaimDocumentKind = (typeof CLAIM_DOCUMENT_KINDS)[number];

// The kinds only the product makes: they stand while the parent's signature they carry stands.
export const SIGNED_PARENT_PART_KINDS = ['SIGNED_PARENT_PART', 'SIGNED_PARENT_PART_ENGLISH'] as const satisfies readonly ClaimDocumentKind[];
export type SignedParentPartKind = (typeof SIGNED_PARENT_PART_KINDS)[number];
export const isSignedParentPartKind = (kind: string) => (SIGNED_PARENT_PART_KINDS as readonly string[]).includes(kind);

// What a person may upload: every kind but the signed parent's part.
export const UPLOADABLE_DOCUMENT_KIND_OPTIONS = CLAIM_DOCUMENT_KIND_OPTIONS.filter(
  (option): option is Exclude<(typeof CLAIM_DOCUMENT_KIND_OPTIONS)[number], { value: SignedParentPartKind }> =>
    !isSignedParentPartKind(option.value),
);
export type UploadableDocumentKind = (typeof UPLOADABLE_DOCUMENT_KIND_OPTIONS)[number]['value'];
export const isUploadableDocumentKind = (value: unknown): value is UploadableDocumentKind =>
  UPLOADABLE_DOCUMENT_KIND_OPTIONS.some((option) => option.value === value);

// How a document is named in a change log, an e-mail and the PDF's enclosures: "Itemized bill (bill.pdf)".
export const claimDocumentLabel = (document: { kind: ClaimDocumentKind; filename: string }, language: Language) =>
  `${choiceLabel(CLAIM_DOCUMENT_KIND_OPTIONS, document.kind, language)} (${document.filename})`;

// The types a claim document may be, judged by content. HEIC (an iPhone's photos) is stored as JPEG, which
// every TPA can open; the file picker offers these.
export const CLAIM_DOCUMENT_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;

// What a claim needs before a TPA pays it. The claim form is the claim itself; bills may be itemized
// bills or paid receipts ("balance due" statements are refused by TPAs and are not a kind here); the
// primary insurer's EOB is needed only when the student has other insurance.
export const CHECKLIST_ITEM_OPTIONS = [
  { value: 'CLAIM_FORM', label: { en: 'Claim form', es: 'Formulario de reclamación' } },
  { value: 'ITEMIZED_BILL', label: { en: 'Itemized bill or paid receipt', es: 'Factura detallada o recibo de pago' } },
  {
    value: 'EOB_OR_NO_OTHER_INSURANCE',
    label: { en: 'EOB, or a statement of no other insurance', es: 'EOB, o una declaración de que no hay otro seguro' },
  },
  { value: 'INSURANCE_CARD', label: { en: 'Insurance card', es: 'Tarjeta del seguro' } },
  { value: 'INCIDENT_REPORT', label: { en: 'Incident report', es: 'Informe del incidente' } },
] as const satisfies readonly Choice[];
export const CHECKLIST_ITEMS = CHECKLIST_ITEM_OPTIONS.map((option) => option.value);
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const isChecklistItem = (value: unknown): value is ChecklistItem =>
  typeof value === 'string' && (CHECKLIST_ITEMS as readonly string[]).includes(value);

// The claim form is the claim itself: every TPA requires it, and every claim has it.
export const ALWAYS_REQUIRED_CHECKLIST_ITEM = 'CLAIM_FORM' satisfies ChecklistItem;

// What a TPA requires unless an admin sets otherwise: what every published claim form asks for.
export const DEFAULT_REQUIRED_CHECKLIST_ITEMS: readonly ChecklistItem[] = ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE'];

const RECEIVED_BY: Record<ChecklistItem, readonly ClaimDocumentKind[]> = {
  CLAIM_FORM: [],
  ITEMIZED_BILL: ['ITEMIZED_BILL', 'PAID_RECEIPT'],
  EOB_OR_NO_OTHER_INSURANCE: ['EOB'],
  INSURANCE_CARD: ['INSURANCE_CARD_FRONT'],
  INCIDENT_REPORT: ['INCIDENT_REPORT'],
};

// The items a submitted claim has: the form itself, each item a document kind it holds stands for, and
// the statement of no other insurance when the claim lists no other insurance.
export function receivedChecklistItems(claim: { documentKinds: readonly string[]; hasOtherInsurance: boolean }): ChecklistItem[] {
  return CHECKLIST_ITEMS.filter((item) => {
    if (item === 'CLAIM_FORM') return true;
    if (item === 'EOB_OR_NO_OTHER_INSURANCE' && !claim.hasOtherInsurance) return true;
    return RECEIVED_BY[item].some((kind) => claim.documentKinds.includes(kind));
  });
}

export type ChecklistEntry = { item: ChecklistItem; required: boolean; received: boolean };

// A claim's checklist: every item its TPA requires, then any other item it has, in the list's order.
export function claimChecklist(required: readonly string[], received: readonly string[]): ChecklistEntry[] {
  return CHECKLIST_ITEMS.filter((item) => required.includes(item) || received.includes(item)).map((item) => ({
    item,
    required: required.includes(item),
    received: received.includes(item),
  }));
}

export const missingChecklistItems = (required: readonly string[], received: readonly string[]): ChecklistItem[] =>
  CHECKLIST_ITEMS.filter((item) => required.includes(item) && !received.includes(item));

export const CLAIM_COMPLETENESS = ['COMPLETE', 'INCOMPLETE'] as const;
export type ClaimCompleteness = (typeof CLAIM_COMPLETENESS)[number];
export const isClaimCompleteness = (value: unknown): value is ClaimCompleteness =>
  typeof value === 'string' && (CLAIM_COMPLETENESS as readonly string[]).includes(value);

// A claim's document as the REST answers give it (the staff's and the parent's uploads).
export const claimDocumentAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(CLAIM_DOCUMENT_KINDS),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: isoDateTime,
});
// POST /v1/claim-documents: the document stored, and the signed address it opens at.
export const claimDocumentUploadAnswer = z.object({ document: claimDocumentAnswerSchema.extend({ url: z.string() }) });
export type UploadedClaimDocument = z.infer<typeof claimDocumentUploadAnswer>['document'];
// A document the parent uploaded, and whether an e-mail to the TPA carries it yet (then it stays).
export const parentDocumentAnswerSchema = claimDocumentAnswerSchema.extend({ sent: z.boolean() });
export type ParentDocument = z.infer<typeof parentDocumentAnswerSchema>;

// Which document to remove: any id, answered NOT_FOUND when it names none the caller may remove.
export const documentRemovalSchema = z.object({ document_id: z.string('INVALID_VALUE') }, 'INVALID_VALUE');

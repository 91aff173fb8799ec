import { z } from 'zod';
import { ALWAYS_REQUIRED_CHECKLIST_ITEM, CHECKLIST_ITEMS, DEFAULT_REQUIRED_CHECKLIST_ITEMS } from './claim-documents.ts';
import { nonEmptyText, optionalEmail, optionalHttpUrl, optionalText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';
import { optionalUsStateSchema } from './schools.ts';

export const DELIVERY_METHODS = ['EMAIL', 'ELECTRONIC_EMAIL'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

// Keys the spec does not name: CODE_REQUIRED, DELIVERY_METHOD_REQUIRED; address fields reuse the
// student form keys (ADDRESS_1_INVALID, CITY_INVALID, ZIP_INVALID, PHONE_INVALID, STATE_INVALID).
const emailKeys = { invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' } as const;

// Binary, as mail servers and the file limits count: the default 20 MB is LIMITS' 20,971,520 bytes.
export const MEGABYTE = 1_048_576;
export const DEFAULT_ATTACHMENT_LIMIT_MB = LIMITS.TPA_ATTACHMENTS_DEFAULT_MAX_BYTES / MEGABYTE;

const attachmentLimitMb = z
  .number({ error: 'ATTACHMENT_LIMIT_REQUIRED' })
  .int('ATTACHMENT_LIMIT_RANGE')
  .min(LIMITS.TPA_ATTACHMENTS_MIN_MB, 'ATTACHMENT_LIMIT_RANGE')
  .max(LIMITS.TPA_ATTACHMENTS_MAX_MB, 'ATTACHMENT_LIMIT_RANGE');

// The claim form is the claim itself, so every TPA requires it whatever was ticked; stored in the list's
// order, each item once.
const requiredDocuments = z
  .array(z.enum(CHECKLIST_ITEMS, 'INVALID_VALUE'), INVALID_VALUE_ERROR)
  .max(CHECKLIST_ITEMS.length, 'INVALID_VALUE')
  .transform((items) => CHECKLIST_ITEMS.filter((item) => item === ALWAYS_REQUIRED_CHECKLIST_ITEM || items.includes(item)));

export const tpaFormSchema = z.object({
  name: nonEmptyText('NAME_REQUIRED'),
  code: nonEmptyText('CODE_REQUIRED'),
  address_1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  address_2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  state: optionalUsStateSchema,
  postal_code: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  fax: optionalText(LIMITS.PHONE_MAX, 'FAX_INVALID'),
  claims_email_address: optionalEmail(emailKeys, LIMITS.EMAIL_MAX),
  electronic_claims_email_address: optionalEmail(emailKeys, LIMITS.EMAIL_MAX),
  claims_portal_url: optionalHttpUrl('INVALID_URL'),
  delivery_method: z.enum(DELIVERY_METHODS, { error: 'DELIVERY_METHOD_REQUIRED' }),
  // Left out (a caller from before issue 16), each takes its default; null is an emptied field, refused.
  required_documents: requiredDocuments.default([...DEFAULT_REQUIRED_CHECKLIST_ITEMS]),
  max_attachment_mb: z.number({ error: 'ATTACHMENT_LIMIT_REQUIRED' }).nullable().default(DEFAULT_ATTACHMENT_LIMIT_MB).pipe(attachmentLimitMb),
}, INVALID_VALUE_ERROR);
export type TpaForm = z.output<typeof tpaFormSchema>;
export type TpaFormInput = z.input<typeof tpaFormSchema>;

import { z } from 'zod';
import { nonEmptyText, optionalEmail, optionalHttpUrl, optionalText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';
import { optionalUsStateSchema } from './schools.ts';

export const DELIVERY_METHODS = ['EMAIL', 'ELECTRONIC_EMAIL'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

// Keys the spec does not name: CODE_REQUIRED, DELIVERY_METHOD_REQUIRED; address fields reuse the
// student form keys (ADDRESS_1_INVALID, CITY_INVALID, ZIP_INVALID, PHONE_INVALID, STATE_INVALID).
const emailKeys = { invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' } as const;

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
}, INVALID_VALUE_ERROR);
export type TpaForm = z.output<typeof tpaFormSchema>;
export type TpaFormInput = z.input<typeof tpaFormSchema>;

import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';
import { optionalUsStateSchema } from './schools.ts';

// An insurance company of the catalogue the student and claim forms offer (SPEC §3 "provider").
// Keys reuse the address keys of the other forms; the policy number reuses the TPA link's.
export const insuranceProviderFormSchema = z.object({
  name: requiredText(LIMITS.SCHOOL_NAME_MAX, 'NAME_REQUIRED', 'NAME_MAX'),
  address: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  state: optionalUsStateSchema,
  postal_code: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  policy_or_certificate_number: optionalText(LIMITS.GROUP_NUMBER_MAX, 'INVALID_POLICY_NUMBER'),
  is_active: z.boolean({ error: 'IS_ACTIVE_REQUIRED' }),
}, INVALID_VALUE_ERROR);
export type InsuranceProviderForm = z.output<typeof insuranceProviderFormSchema>;
export type InsuranceProviderFormInput = z.input<typeof insuranceProviderFormSchema>;

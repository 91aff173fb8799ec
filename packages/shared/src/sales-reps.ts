import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';
import { optionalUsStateSchema } from './schools.ts';

// Address keys reuse the student form keys; the spec names only the name keys.
export const salesRepFormSchema = z.object({
  first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
  last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
  email_address: optionalEmail({ invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX),
  phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  address_1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  address_2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  state: optionalUsStateSchema,
  postal_code: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  see_all_schools: z.boolean(INVALID_VALUE_ERROR).default(false),
  is_active: z.boolean({ error: 'IS_ACTIVE_REQUIRED' }),
}, INVALID_VALUE_ERROR);
export type SalesRepForm = z.output<typeof salesRepFormSchema>;
export type SalesRepFormInput = z.input<typeof salesRepFormSchema>;


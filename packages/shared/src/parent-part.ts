import { z } from 'zod';
import { parentDocumentAnswerSchema } from './claim-documents.ts';
import { isWireDate } from './dates.ts';
import { CROSS_FIELD_CHECK, isEmail, optionalEmail, optionalText, requiredText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LANGUAGES, type Choice } from './languages.ts';
import { LIMITS } from './limits.ts';
import { authorizationFactsAnswerSchema } from './parent-authorization.ts';
import { claimProviderSchema, hasInsuranceCompany } from './students.ts';
import { YES_NO } from './yes-no.ts';

// The parent's part of a claim (issue 17): what every administrator's form asks the parent or guardian,
// sent from the public page their link opens. The school's part is the claim itself.

export const OTHER_INSURANCE_ANSWER_OPTIONS = [
  { value: 'HAS_OTHER', label: { en: 'Yes, the student has other insurance', es: 'Sí, el estudiante tiene otro seguro' } },
  { value: 'NONE', label: { en: 'No, the student has no other insurance', es: 'No, el estudiante no tiene otro seguro' } },
] as const satisfies readonly Choice[];
export const OTHER_INSURANCE_ANSWERS = OTHER_INSURANCE_ANSWER_OPTIONS.map((option) => option.value);
export type OtherInsuranceAnswer = (typeof OTHER_INSURANCE_ANSWERS)[number];

// The most insurance entries a parent lists (primary, secondary, and a dental or vision plan).
export const PARENT_INSURANCE_ENTRIES_MAX = 3;

// What a claim's parent link asks: the parent's part the claim waits for, or, for a claim that went with
// insurance given before the season and older than the school's threshold, to confirm it (issue 43).
export const PARENT_LINK_PURPOSES = ['PART', 'CONFIRM'] as const;
export type ParentLinkPurpose = (typeof PARENT_LINK_PURPOSES)[number];

// The link's first step: the parent proves the link reached the family by giving the student's birth date
// (ADR 023).
export const parentLinkCheckSchema = z.object(
  { birth_date: z.string({ error: 'DOB_REQUIRED' }).trim().min(1, 'DOB_REQUIRED').refine(isWireDate, 'INVALID_DATE') },
  INVALID_VALUE_ERROR,
);

// Staff send the parent's link again, to the address on the claim or a corrected one.
export const parentLinkEmailSchema = z.object(
  {
    email: z
      .string({ error: 'EMAIL_REQUIRED' })
      .trim()
      .min(1, 'EMAIL_REQUIRED')
      .max(LIMITS.EMAIL_MAX, 'EMAIL_MAX')
      .refine(isEmail, 'EMAIL_INVALID'),
  },
  INVALID_VALUE_ERROR,
);

// Staff may send the school's part without waiting for the parent, saying why (the parent's part then
// follows as a supplement).
export const sendWithoutParentSchema = z.object({ reason: requiredText(LIMITS.STATEMENT_TEXT_MAX, 'REASON_REQUIRED', 'REASON_MAX') }, INVALID_VALUE_ERROR);

export const parentContactSchema = z.object(
  {
    first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
    last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
    email: optionalEmail({ invalid: 'EMAIL_INVALID', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX),
    phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  },
  INVALID_VALUE_ERROR,
);

export const parentPartSchema = z
  .object(
    {
      parent: parentContactSchema,
      other_insurance: z.enum(OTHER_INSURANCE_ANSWERS, 'OTHER_INSURANCE_REQUIRED'),
      providers: z.array(claimProviderSchema, INVALID_VALUE_ERROR).max(PARENT_INSURANCE_ENTRIES_MAX, INVALID_VALUE_ERROR).default([]),
      medicaid: z.enum(YES_NO, 'MEDICAID_REQUIRED'),
      records_consent: z.literal(true, 'RECORDS_CONSENT_REQUIRED'),
      authorization_accepted: z.literal(true, 'AUTHORIZATION_REQUIRED'),
      signature_name: requiredText(LIMITS.SIGNATURE_NAME_MAX, 'SIGNATURE_REQUIRED', 'SIGNATURE_MAX'),
      intent_accepted: z.literal(true, 'SIGNATURE_INTENT_REQUIRED'),
    },
    INVALID_VALUE_ERROR,
  )
  .superRefine((value, ctx) => {
    if (value.other_insurance !== 'HAS_OTHER' || !Array.isArray(value.providers)) return;
    if (value.providers.length === 0) ctx.addIssue({ code: 'custom', path: ['providers'], message: 'INSURANCE_COMPANY_REQUIRED' });
    // A claim's entry may name a saved provider by id alone; the parent has none, so each entry names its company.
    value.providers.forEach((entry, index) => {
      if (typeof entry === 'object' && entry !== null && !hasInsuranceCompany(entry)) ctx.addIssue({ code: 'custom', path: ['providers', index, 'insurance_provider_id'], message: 'INSURANCE_COMPANY_REQUIRED' });
    });
  }, CROSS_FIELD_CHECK)
  // "No other insurance" is the statement itself: entries left on the form are not part of it.
  .transform((value) => (value.other_insurance === 'NONE' ? { ...value, providers: [] } : value));
export type ParentPart = z.output<typeof parentPartSchema>;
export type ParentPartValues = z.input<typeof parentPartSchema>;

// What the claim keeps of the parent's part: the answers, with each company's name as it was when signed
// (as a claim keeps its sport's name), not the acceptances (the signature records those).
export type StoredParentInsurance = ParentPart['providers'][number] & { insurer_name: string | null };
export type StoredParentPart = Pick<ParentPart, 'parent' | 'other_insurance' | 'medicaid'> & { providers: StoredParentInsurance[] };
export const storedParentPart = ({ parent, other_insurance, providers, medicaid }: ParentPart, insurerName: (id: string) => string | null): StoredParentPart => ({
  parent,
  other_insurance,
  medicaid,
  providers: providers.map((entry) => ({ ...entry, insurer_name: entry.insurance_provider_id ? insurerName(entry.insurance_provider_id) : null })),
});

// The REST answers of the parent's page (ADR 023, ADR 024).
// GET /v1/parent/:token: only the language its e-mail was written in.
export const parentLinkAnswer = z.object({ language: z.enum(LANGUAGES) });
// POST /v1/parent/:token/check: the page session the right birth date opens.
export const parentAccessAnswer = z.object({ access: z.string() });
// What the page shows once the birth date was right: what the parent knows of the claim anyway, the
// contact the school has for them, the authorization's facts and the documents they uploaded.
export const parentClaimAnswerSchema = z.object({
  claim_number: z.number().int(),
  school_name: z.string(),
  tpa_name: z.string(),
  student: z.object({ first_name: z.string(), last_name: z.string(), date_of_birth: z.string().nullable() }),
  injury_date: z.string(),
  activity: z.string(),
  language: z.enum(LANGUAGES),
  parent: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  authorization: authorizationFactsAnswerSchema,
  documents: z.array(parentDocumentAnswerSchema),
  // A claim that went with the insurance a guardian gave before the season, older than the school's
  // threshold (issue 43): the parent confirms or corrects it, the claim no longer waiting. Else none.
  on_file: z
    .object({
      signed_on: z.string(),
      other_insurance: z.enum(OTHER_INSURANCE_ANSWERS),
      medicaid: z.enum(YES_NO),
      providers: z.array(
        z.object({
          insurance_provider_id: z.string().nullish(),
          is_other_provider: z.boolean(),
          provider_name: z.string().nullish(),
          insurance_member_id: z.string().nullish(),
          insurance_group_id: z.string().nullish(),
        }),
      ),
    })
    .nullish(),
});
export type ParentClaim = z.infer<typeof parentClaimAnswerSchema>;
export const parentClaimAnswer = z.object({ claim: parentClaimAnswerSchema });
export const parentInsurersAnswer = z.object({ insurers: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ParentInsurer = z.infer<typeof parentInsurersAnswer>['insurers'][number];
export const parentDocumentAnswer = z.object({ document: parentDocumentAnswerSchema });
export const parentSignAnswer = z.object({ claim_number: z.number().int() });

import { describe, expect, it } from 'vitest';
import { parentPartSchema } from './parent-part.ts';
import { ID, expectIssue, issuesOf } from './test-helpers.ts';

const signed = (values: Record<string, unknown> = {}) => ({
  parent: { first_name: 'Paula', last_name: 'Rivera', email: 'paula@family.test', phone: '' },
  other_insurance: 'HAS_OTHER',
  providers: [{ is_other_provider: false, insurance_provider_id: ID, insurance_member_id: 'PAR-1' }],
  medicaid: 'NO',
  records_consent: true,
  authorization_accepted: true,
  signature_name: 'Paula Rivera',
  intent_accepted: true,
  ...values,
});

describe("the parent's part", () => {
  it('takes a complete part', () => {
    expect(issuesOf(parentPartSchema, signed())).toEqual([]);
  });

  it.each([
    ['other_insurance', { other_insurance: null }, 'OTHER_INSURANCE_REQUIRED'],
    ['medicaid', { medicaid: undefined }, 'MEDICAID_REQUIRED'],
    ['records_consent', { records_consent: false }, 'RECORDS_CONSENT_REQUIRED'],
    ['authorization_accepted', { authorization_accepted: false }, 'AUTHORIZATION_REQUIRED'],
    ['signature_name', { signature_name: '  ' }, 'SIGNATURE_REQUIRED'],
    ['signature_name', { signature_name: 'a'.repeat(151) }, 'SIGNATURE_MAX'],
    ['intent_accepted', { intent_accepted: false }, 'SIGNATURE_INTENT_REQUIRED'],
    ['providers', { providers: [] }, 'INSURANCE_COMPANY_REQUIRED'],
    ['providers.0.insurance_provider_id', { providers: [{ insurance_member_id: 'PAR-1' }] }, 'INSURANCE_COMPANY_REQUIRED'],
    ['providers.1.provider_name', { providers: [{ insurance_provider_id: ID }, { is_other_provider: true, provider_name: '' }] }, 'PROVIDER_NAME_REQUIRED'],
  ])('refuses %s with its key (%j)', (path, values, key) => {
    expectIssue(parentPartSchema, signed(values), path, key);
  });

  it('says what the insurance step lacks even while the signature is still empty', () => {
    const paths = issuesOf(parentPartSchema, signed({ providers: [{}], signature_name: '', intent_accepted: false })).map((issue) => issue.path);
    expect(paths).toContain('providers.0.insurance_provider_id');
  });

  it('drops the entries of a parent who says there is no other insurance', () => {
    const parsed = parentPartSchema.parse(signed({ other_insurance: 'NONE', providers: [{ insurance_member_id: 'left over' }] }));
    expect(parsed.providers).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { tpaFormSchema } from './tpas.ts';
import { emailOfLength, expectIssue, expectValid } from './test-helpers.ts';

const validTpa = {
  name: 'Claims Co',
  code: 'CC',
  claims_email_address: 'claims@cc.com',
  electronic_claims_email_address: '',
  claims_portal_url: '',
  delivery_method: 'EMAIL',
};

describe('tpaFormSchema', () => {
  it.each([
    ['http://portal.example.com'],
    ['https://portal.example.com/claims?x=1'],
    ['HTTPS://PORTAL.EXAMPLE.COM'],
    [''],
    [null],
  ])('accepts portal URL %j', (claims_portal_url) => {
    expectValid(tpaFormSchema, { ...validTpa, claims_portal_url });
  });

  it('accepts the electronic delivery method and e-mails at the limit', () => {
    expectValid(tpaFormSchema, {
      ...validTpa,
      delivery_method: 'ELECTRONIC_EMAIL',
      electronic_claims_email_address: emailOfLength(100),
    });
  });

  it.each([
    ['name', '', 'NAME_REQUIRED'],
    ['name', undefined, 'NAME_REQUIRED'],
    ['code', ' ', 'CODE_REQUIRED'],
    ['claims_email_address', 'claims@', 'INVALID_EMAIL'],
    ['electronic_claims_email_address', 'x', 'INVALID_EMAIL'],
    ['claims_email_address', emailOfLength(101), 'EMAIL_MAX'],
    ['claims_portal_url', 'portal.example.com', 'INVALID_URL'],
    ['claims_portal_url', 'ftp://portal.example.com', 'INVALID_URL'],
    ['claims_portal_url', 'javascript:alert(1)', 'INVALID_URL'],
    ['claims_portal_url', 'https://', 'INVALID_URL'],
    ['delivery_method', 'FAX', 'DELIVERY_METHOD_REQUIRED'],
    ['delivery_method', undefined, 'DELIVERY_METHOD_REQUIRED'],
    ['state', 'Texas', 'STATE_INVALID'],
    ['fax', '1'.repeat(31), 'FAX_INVALID'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(tpaFormSchema, { ...validTpa, [field]: value }, field, key);
  });

  it('trims the code', () => {
    expect(tpaFormSchema.parse({ ...validTpa, code: ' CC ' }).code).toBe('CC');
  });
});

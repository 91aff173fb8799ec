import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
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

  it('defaults, when left out, to the three items every claim form asks for and 20 MB', () => {
    expect(tpaFormSchema.parse(validTpa)).toMatchObject({
      required_documents: ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE'],
      max_attachment_mb: LIMITS.TPA_ATTACHMENTS_DEFAULT_MAX_BYTES / 1_048_576,
    });
  });

  it('always requires the claim form, and each item once in the list order', () => {
    expect(tpaFormSchema.parse({ ...validTpa, required_documents: [] }).required_documents).toEqual(['CLAIM_FORM']);
    expect(tpaFormSchema.parse({ ...validTpa, required_documents: ['INCIDENT_REPORT', 'ITEMIZED_BILL', 'INCIDENT_REPORT'] }).required_documents).toEqual([
      'CLAIM_FORM',
      'ITEMIZED_BILL',
      'INCIDENT_REPORT',
    ]);
  });

  it.each([LIMITS.TPA_ATTACHMENTS_MIN_MB, LIMITS.TPA_ATTACHMENTS_MAX_MB])('accepts an attachment limit of %i MB', (megabytes) => {
    expectValid(tpaFormSchema, { ...validTpa, max_attachment_mb: megabytes });
  });

  it.each([
    ['max_attachment_mb', null, 'ATTACHMENT_LIMIT_REQUIRED'],
    ['max_attachment_mb', LIMITS.TPA_ATTACHMENTS_MIN_MB - 1, 'ATTACHMENT_LIMIT_RANGE'],
    ['max_attachment_mb', LIMITS.TPA_ATTACHMENTS_MAX_MB + 1, 'ATTACHMENT_LIMIT_RANGE'],
    ['max_attachment_mb', 2.5, 'ATTACHMENT_LIMIT_RANGE'],
    ['required_documents', null, 'INVALID_VALUE'],
    ['required_documents.0', ['PAYSTUB'], 'INVALID_VALUE'],
  ])('%s with %j fails with %s', (path, value, key) => {
    expectIssue(tpaFormSchema, { ...validTpa, [path.split('.')[0]!]: value }, path, key);
  });
});

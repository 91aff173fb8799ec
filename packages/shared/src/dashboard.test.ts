import { describe, expect, it } from 'vitest';
import { DASHBOARD_COMPONENTS, SCHOOL_LOGO_TITLE, dashboardContactSchema, fileAttachmentSchema, urlAttachmentSchema } from './dashboard.ts';
import { expectIssue, expectValid, text } from './test-helpers.ts';

const validUrl = { title: 'Forms portal', url: 'https://forms.example.com', component: 'FORMS' };

describe('dashboard constants', () => {
  it('has the six components and the logo title', () => {
    expect(DASHBOARD_COMPONENTS).toHaveLength(6);
    expect(SCHOOL_LOGO_TITLE).toBe('school-logo');
  });
});

describe('urlAttachmentSchema', () => {
  it('accepts http and https URLs and a 100-character title', () => {
    expectValid(urlAttachmentSchema, { ...validUrl, title: text(100) });
    expectValid(urlAttachmentSchema, { ...validUrl, url: 'http://example.com/a' });
  });

  it.each([
    ['url', 'www.example.com', 'INVALID_URL'],
    ['url', 'mailto:a@b.co', 'INVALID_URL'],
    ['url', '', 'URL_REQUIRED'],
    ['title', '', 'TITLE_REQUIRED'],
    ['title', text(101), 'TITLE_MAX'],
    ['component', 'HELPFUL_HINTS', 'COMPONENT_REQUIRED'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(urlAttachmentSchema, { ...validUrl, [field]: value }, field, key);
  });

  it('file attachments share the title rule', () => {
    expectIssue(fileAttachmentSchema, { title: text(101), component: 'FORMS' }, 'title', 'TITLE_MAX');
  });
});

describe('dashboardContactSchema', () => {
  const contact = { title: 'Broker', component: 'CONTACT_INFORMATION' };

  it('needs only a title and a section; empty optional fields are fine', () => {
    expectValid(dashboardContactSchema, contact);
    expectValid(dashboardContactSchema, { ...contact, company_name: '', email_address: '', phone: null });
  });

  it.each([
    ['title', '', 'TITLE_REQUIRED'],
    ['company_name', text(101), 'CONTACT_NAME_MAX'],
    ['representative_name', text(101), 'CONTACT_NAME_MAX'],
    ['mail_address', text(101), 'MAIL_ADDRESS_MAX'],
    ['phone', text(31), 'PHONE_INVALID'],
    ['fax', text(31), 'FAX_INVALID'],
    ['email_address', 'jane@', 'INVALID_EMAIL'],
    ['component', 'HELPFUL_HINTS', 'COMPONENT_REQUIRED'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(dashboardContactSchema, { ...contact, [field]: value }, field, key);
  });
});

import { describe, expect, it } from 'vitest';
import { DASHBOARD_COMPONENTS, SCHOOL_LOGO_TITLE, fileAttachmentSchema, urlAttachmentSchema } from './dashboard.ts';
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

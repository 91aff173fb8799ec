import { z } from 'zod';
import { optionalEmail, optionalText, requiredHttpUrl, requiredText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';

export const DASHBOARD_COMPONENTS = [
  'RISK_MANAGEMENT',
  'FORMS',
  'POLICY_AND_REPORTS',
  'CONTACT_INFORMATION',
  'CLAIMS_MANAGEMENT',
  'VALUE_ADDED_PROGRAMS',
] as const;
export type DashboardComponent = (typeof DASHBOARD_COMPONENTS)[number];

export const DASHBOARD_ELEMENT_TYPES = ['FILE', 'URL'] as const;
export type DashboardElementType = (typeof DASHBOARD_ELEMENT_TYPES)[number];

// The school logo is stored as a FILE dashboard element with this title.
export const SCHOOL_LOGO_TITLE = 'school-logo';

// Keys the spec does not name: TITLE_REQUIRED, URL_REQUIRED, COMPONENT_REQUIRED.
export const attachmentTitleSchema = requiredText(LIMITS.ATTACHMENT_TITLE_MAX, 'TITLE_REQUIRED', 'TITLE_MAX');
export const dashboardComponentSchema = z.enum(DASHBOARD_COMPONENTS, { error: 'COMPONENT_REQUIRED' });

export const urlAttachmentSchema = z.object({
  title: attachmentTitleSchema,
  url: requiredHttpUrl('URL_REQUIRED', 'INVALID_URL'),
  component: dashboardComponentSchema,
}, INVALID_VALUE_ERROR);
export type UrlAttachment = z.output<typeof urlAttachmentSchema>;
export type UrlAttachmentInput = z.input<typeof urlAttachmentSchema>;

// The non-file fields of a document upload (the file itself travels as multipart).
export const fileAttachmentSchema = z.object({
  title: attachmentTitleSchema,
  component: dashboardComponentSchema,
}, INVALID_VALUE_ERROR);
export type FileAttachment = z.output<typeof fileAttachmentSchema>;

// A link's title or address edited in place; its section changes only by moving it.
export const urlElementUpdateSchema = urlAttachmentSchema.pick({ title: true, url: true });
export const fileElementUpdateSchema = fileAttachmentSchema.pick({ title: true });

// A contact card: only the title is required, the rest is whatever the school has for that contact.
export const dashboardContactSchema = z.object({
  title: attachmentTitleSchema,
  component: dashboardComponentSchema,
  company_name: optionalText(LIMITS.CONTACT_NAME_MAX, 'CONTACT_NAME_MAX'),
  representative_name: optionalText(LIMITS.CONTACT_NAME_MAX, 'CONTACT_NAME_MAX'),
  mail_address: optionalText(LIMITS.ADDRESS_MAX, 'MAIL_ADDRESS_MAX'),
  phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  fax: optionalText(LIMITS.PHONE_MAX, 'FAX_INVALID'),
  email_address: optionalEmail({ invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX),
}, INVALID_VALUE_ERROR);
export type DashboardContact = z.output<typeof dashboardContactSchema>;
export type DashboardContactInput = z.input<typeof dashboardContactSchema>;

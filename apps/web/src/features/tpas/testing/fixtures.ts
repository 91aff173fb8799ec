import type { Tpa, TpaElement } from '../api/get-tpa';
import type { TpaListItem } from '../api/get-tpas';

// Test data for the TPA screens. Ids are uuids, as the server's are.
export const TPA_ID = '9b8e7d60-0000-4000-8000-000000000001';
export const OTHER_TPA_ID = '9b8e7d60-0000-4000-8000-000000000002';

export const aTpaListItem = (overrides: Partial<TpaListItem> = {}): TpaListItem => ({
  id: TPA_ID,
  code: 'SCS',
  name: 'Summit Claims Services',
  city: 'Denver',
  state: 'CO',
  claims_email_address: 'claims@summit.test',
  delivery_method: 'ELECTRONIC_EMAIL',
  updated_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const aFileElement = (overrides: Partial<TpaElement> = {}): TpaElement => ({
  id: 'e0000000-0000-4000-8000-000000000001',
  type: 'FILE',
  title: 'Claim form',
  component: 'FORMS',
  url: null,
  filename: 'claim-form.pdf',
  file_id: 'f0000000-0000-4000-8000-000000000001',
  file_url: '/v1/files/f0000000-0000-4000-8000-000000000001?exp=1&sig=abc',
  ...overrides,
});

export const aLinkElement = (overrides: Partial<TpaElement> = {}): TpaElement => ({
  id: 'e0000000-0000-4000-8000-000000000002',
  type: 'URL',
  title: 'Claims portal',
  component: 'CLAIMS_MANAGEMENT',
  url: 'https://portal.summit.test',
  filename: null,
  file_id: null,
  file_url: null,
  ...overrides,
});

export const aTpa = (overrides: Partial<Tpa> = {}): Tpa => ({
  id: TPA_ID,
  name: 'Summit Claims Services',
  code: 'SCS',
  address_1: '100 Summit Way',
  address_2: null,
  city: 'Denver',
  state: 'CO',
  postal_code: '80202',
  phone: '303-555-0100',
  fax: null,
  claims_email_address: 'claims@summit.test',
  electronic_claims_email_address: null,
  claims_portal_url: 'https://portal.summit.test',
  delivery_method: 'EMAIL',
  required_documents: ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE'],
  max_attachment_mb: 20,
  updated_at: '2026-03-05T10:00:00.000Z',
  elements: [],
  ...overrides,
});

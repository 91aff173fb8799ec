import type { SalesRep } from '../api/get-sales-rep';
import type { SalesRepListItem } from '../api/get-sales-reps';

export const SALES_REP_ID = '7a3c2b10-0000-4000-8000-000000000001';
export const OTHER_SALES_REP_ID = '7a3c2b10-0000-4000-8000-000000000002';

export const aSalesRepListItem = (overrides: Partial<SalesRepListItem> = {}): SalesRepListItem => ({
  id: SALES_REP_ID,
  first_name: 'Dana',
  last_name: 'Whitfield',
  email_address: 'dana.whitfield@demo.test',
  phone: '916-555-0100',
  state: 'CA',
  see_all_schools: true,
  is_active: true,
  ...overrides,
});

export const aSalesRep = (overrides: Partial<SalesRep> = {}): SalesRep => ({
  id: SALES_REP_ID,
  first_name: 'Dana',
  last_name: 'Whitfield',
  email_address: 'dana.whitfield@demo.test',
  phone: '916-555-0100',
  address_1: '1 Capitol Mall',
  address_2: null,
  city: 'Sacramento',
  state: 'CA',
  postal_code: '95814',
  see_all_schools: true,
  is_active: true,
  updated_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

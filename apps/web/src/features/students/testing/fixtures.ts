import type { InsuranceCompany } from '../../../entities/insurance-companies';
export { aStudent, aStudentListItem, aStudentProvider, ACME_ID, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';
import { ACME_ID, BLUE_ID } from '../../../testing/students';

export const OTHER_PROVIDER_ID = '44444444-4444-4444-8444-444444444444';

const company = (id: string, name: string): InsuranceCompany => ({
  id,
  name,
  address: null,
  city: null,
  state: null,
  postal_code: null,
  policy_or_certificate_number: null,
  is_active: true,
});

export const INSURANCE_PROVIDERS: InsuranceCompany[] = [company(BLUE_ID, 'Blue Shield'), company(ACME_ID, 'Acme Health')];

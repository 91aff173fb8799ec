export { aStudent, aStudentListItem, aStudentProvider, ACME_ID, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';
import { ACME_ID, BLUE_ID } from '../../../testing/students';

export const OTHER_PROVIDER_ID = '44444444-4444-4444-8444-444444444444';

export const INSURANCE_PROVIDERS = [
  { id: BLUE_ID, name: 'Blue Shield' },
  { id: ACME_ID, name: 'Acme Health' },
];

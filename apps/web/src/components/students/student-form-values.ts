import type { StudentFormValues } from '@claims/shared';

// A new student's form (the student page, the wizard's add-student form).
export const EMPTY_STUDENT_FORM: StudentFormValues = {
  first_name: '',
  last_name: '',
  academic_id: '',
  date_of_birth: '',
  // unset, so the choice is deliberate
  gender: null,
  address_1: '',
  address_2: '',
  city: '',
  state_prov: null,
  postal_code: '',
  country: 'United States',
  email_address: '',
  primary_phone: '',
};

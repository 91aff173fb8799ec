import { EMPTY_ADDRESS, type StudentFormValues } from '@claims/shared';

// A new student's form (the student page, the wizard's add-student form).
export const EMPTY_STUDENT_FORM: StudentFormValues = {
  first_name: '',
  last_name: '',
  academic_id: '',
  date_of_birth: '',
  // unset, so the choice is deliberate
  gender: null,
  ...EMPTY_ADDRESS,
  email_address: '',
  primary_phone: '',
};

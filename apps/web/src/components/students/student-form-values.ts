import type { ParentInfoInput, StudentFormInput } from '@claims/shared';

// Empty values of the student and parent objects of SPEC §3's "Student form model".
export const EMPTY_STUDENT_FORM: StudentFormInput = {
  firstName: '',
  lastName: '',
  academicId: '',
  dob: '',
  // unset, so the choice is deliberate
  gender: null,
  address1: '',
  address2: '',
  city: '',
  state: null,
  province: null,
  zip: '',
  email: '',
  phone: '',
  canadianAddress: false,
};

export const EMPTY_PARENT_FORM: ParentInfoInput = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: null,
  province: null,
  zip: '',
  employerName: '',
  employerPhone: '',
  canadianAddress: false,
};

import {
  EMPTY_PARENT_INFO,
  insuranceEntryFromApi,
  parentInfoFromApi,
  parentInfoSchema,
  studentFormFromApi,
  studentFormSchema,
  studentProvidersSchema,
  type ParentInfoValues,
  type StudentFormValues,
  type StudentInsuranceEntryValues,
} from '@claims/shared';
import { z } from 'zod';
import { EMPTY_STUDENT_FORM } from '../../../components/students/student-form-values';
import type { Student, StudentProvider } from '../../../entities/students';

// The page's whole form: the student and parent under their stored names (ADR 015), and the insurance
// entries, validated with the shared schemas.
export const studentPageSchema = z.object({
  student: studentFormSchema,
  parent: parentInfoSchema,
  providers: studentProvidersSchema,
});

export type StudentPageFormInput = {
  student: StudentFormValues;
  parent: ParentInfoValues;
  providers: StudentInsuranceEntryValues[];
};
export type StudentPageFormValues = z.output<typeof studentPageSchema>;

export const emptyInsuranceEntry = (): StudentInsuranceEntryValues => ({
  id: null,
  insurance_provider_id: null,
  is_other_provider: false,
  provider_name: '',
  insurance_member_id: '',
  insurance_group_id: '',
  phone: '',
  primary: null,
});

export const providerToEntry = (provider: StudentProvider): StudentInsuranceEntryValues => ({
  ...insuranceEntryFromApi(provider),
  primary: provider.primary ? true : null,
});

// A new student starts with one empty insurance entry; a stored one shows its entries, primary first.
export const toStudentPageForm = (student: Student | undefined): StudentPageFormInput => {
  if (!student) return { student: EMPTY_STUDENT_FORM, parent: EMPTY_PARENT_INFO, providers: [emptyInsuranceEntry()] };
  const providers = [...student.providers].sort((a, b) => Number(b.primary) - Number(a.primary)).map(providerToEntry);
  return {
    student: studentFormFromApi(student),
    parent: parentInfoFromApi(student.parents_info) ?? EMPTY_PARENT_INFO,
    providers: providers.length > 0 ? providers : [emptyInsuranceEntry()],
  };
};

// The first entry is the primary one.
export const withPrimaryFirst = (values: StudentPageFormValues): StudentPageFormValues => ({
  ...values,
  providers: values.providers.map((entry, index) => ({ ...entry, primary: index === 0 ? true : null })),
});

import { toDisplayDate, type AddressValues, type ParentInfoValues } from '@claims/shared';
import type { Student } from '../../../../entities/students';

// Read-only lines for the view-student step and the preview.

const joined = (parts: ReadonlyArray<string | null | undefined>, separator = ', ') =>
  parts.map((part) => (part ?? '').trim()).filter((part) => part !== '').join(separator);

type AddressParts = { [K in keyof AddressValues]?: AddressValues[K] | null };

export const addressLine = (address: AddressParts | null | undefined): string => {
  if (!address) return '';
  const line = joined([address.address_1, address.address_2, address.city, joined([address.state_prov, address.postal_code], ' ')]);
  return line === '' ? '' : `${line}, ${address.country ?? 'United States'}`;
};

export const studentName = (student: Pick<Student, 'first_name' | 'last_name'>) => `${student.first_name} ${student.last_name}`;

// The birth date the student has, or the one this claim gives a student who had none.
export const studentDob = (student: Pick<Student, 'date_of_birth'>, given: string | null = null) => toDisplayDate(student.date_of_birth ?? given);

export const parentName = (parent: ParentInfoValues) => joined([parent.first_name, parent.last_name], ' ');

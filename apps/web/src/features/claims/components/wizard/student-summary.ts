import { countryFor, regionLabel, toDisplayDate, type ParentInfoInput } from '@claims/shared';
import type { Student } from '../../../../entities/students';

// Read-only lines for the view-student step and the preview.

const joined = (parts: ReadonlyArray<string | null | undefined>, separator = ', ') =>
  parts.map((part) => (part ?? '').trim()).filter((part) => part !== '').join(separator);

type AddressLike = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  province?: string | null | undefined;
  zip?: string | null | undefined;
  canadianAddress?: boolean | undefined;
};

export const addressLine = (address: AddressLike | null | undefined): string => {
  if (!address) return '';
  const line = joined([address.address1, address.address2, address.city, joined([regionLabel(address), address.zip], ' ')]);
  return line === '' ? '' : `${line}, ${countryFor(address.canadianAddress)}`;
};

export const studentName = (student: Pick<Student, 'first_name' | 'last_name'>) => `${student.first_name} ${student.last_name}`;

export const studentDob = (student: Pick<Student, 'date_of_birth'>) => toDisplayDate(student.date_of_birth);

export const parentName = (parent: ParentInfoInput) => joined([parent.firstName, parent.lastName], ' ');

// A parent record with nothing filled in is the same as none.
export const hasParentInfo = (parent: ParentInfoInput | null): parent is ParentInfoInput =>
  parent !== null &&
  [parent.firstName, parent.lastName, parent.address1, parent.address2, parent.city, parent.zip, parent.employerName, parent.employerPhone, parent.state, parent.province].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );

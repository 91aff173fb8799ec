import { useFormContext, type FieldPath } from 'react-hook-form';
import { useStudentsErrorText } from './students-messages';
import type { StudentPageFormInput } from './student-form-model';

// The translated error of one field of the student page's form, if any.
export const useFieldError = () => {
  const errorText = useStudentsErrorText();
  const { getFieldState, formState } = useFormContext<StudentPageFormInput>();
  return (name: FieldPath<StudentPageFormInput>): string | undefined => {
    const message: unknown = getFieldState(name, formState).error?.message;
    return typeof message === 'string' && message !== '' ? errorText(message) : undefined;
  };
};

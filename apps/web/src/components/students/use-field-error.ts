import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useStudentsErrorText } from './students-error-text';

type FormState = Pick<UseFormReturn<FieldValues>, 'getFieldState' | 'formState'>;

// The translated error of one field of `form`, if any.
export const fieldErrorReader =
  (form: FormState, errorText: (code: string) => string) =>
  (name: string): string | undefined => {
    const message: unknown = form.getFieldState(name, form.formState).error?.message;
    return typeof message === 'string' && message !== '' ? errorText(message) : undefined;
  };

// The same for the surrounding form (FormProvider), with the student form's texts.
export const useFieldError = () => fieldErrorReader(useFormContext(), useStudentsErrorText());

import { useFormContext } from 'react-hook-form';
import { fieldErrorReader } from '../../../components/students/use-field-error';
import { useParentErrorText } from '../parent-error-text';

// The translated error of a field of the parent's form, if any.
export const useParentFieldError = () => fieldErrorReader(useFormContext(), useParentErrorText());

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

// Puts a server refusal on the form: per-field keys on their fields, anything else as the form's error
// key (`root`). A network failure leaves the form alone; the offline notice covers it.
export const applyApiError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
) => {
  if (error instanceof ApiError && error.isNetworkError) return;
  if (error instanceof ApiError) {
    const fieldErrors = fieldNames.filter((name) => error.fields[name] !== undefined);
    for (const name of fieldErrors) setError(name, { type: 'server', message: error.fields[name] });
    if (fieldErrors.length > 0) return;
    setError('root', { type: 'server', message: error.code ?? 'INTERNAL_ERROR' });
    return;
  }
  setError('root', { type: 'server', message: 'INTERNAL_ERROR' });
};

import { ApiError } from '../../../lib/api';
import type { SetFormError } from './use-ruled-form';

// Puts a server refusal on the form: per-field keys on their fields, anything else as the form's error
// key (`root`). A network failure leaves the form alone; the offline notice covers it.
export const applyApiError = <F extends string>(error: unknown, setError: SetFormError<F>, fieldNames: readonly F[]) => {
  if (error instanceof ApiError && error.isNetworkError) return;
  if (error instanceof ApiError) {
    const fieldErrors = fieldNames.filter((name) => error.fields[name] !== undefined);
    for (const name of fieldErrors) setError(name, error.fields[name]!);
    if (fieldErrors.length > 0) return;
    setError('root', error.code ?? 'INTERNAL_ERROR');
    return;
  }
  setError('root', 'INTERNAL_ERROR');
};

import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { useNotify } from '../../../lib/notify';

// Toasts of the students screens, explaining failures with the error keys students.json adds.
export const useStudentsNotify = () => useNotify(useStudentsErrorText());

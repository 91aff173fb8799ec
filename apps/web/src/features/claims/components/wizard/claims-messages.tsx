import { useClaimsErrorText } from '../../../../components/claims-error-text';
import { useNotify } from '../../../../lib/notify';

export const useClaimsNotify = () => useNotify(useClaimsErrorText());

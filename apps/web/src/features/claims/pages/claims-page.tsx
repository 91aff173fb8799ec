import { ClaimsList } from '../list/claims-list';

// Every school's claims (admin).
export const ClaimsPage = () => <ClaimsList />;

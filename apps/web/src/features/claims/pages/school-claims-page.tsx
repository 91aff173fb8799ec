import { useParams } from 'react-router';
import { ClaimsList } from '../list/claims-list';

export const SchoolClaimsPage = () => {
  const schoolId = useParams().schoolId ?? '';
  return <ClaimsList schoolId={schoolId} />;
};

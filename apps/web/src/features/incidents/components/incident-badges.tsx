import { INCIDENT_PERSON_OPTIONS, type IncidentPersonKind, type IncidentStatus, type Language } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill';

const STATUS_COLORS: Record<IncidentStatus, string> = { REPORTED: 'orange', REVIEWED: 'blue', CLOSED: 'gray' };

export const IncidentStatusBadge = ({ status }: { status: IncidentStatus }) => {
  const { t } = useTranslation();
  return <StatusPill label={t(`incidents.status.${status}`)} color={STATUS_COLORS[status]} />;
};

type Person = { person_kind: IncidentPersonKind; student_first_name: string | null; student_last_name: string | null; person_name: string | null };

// Who was hurt: the student by name, anyone else by name and who they were (a visitor, a spectator).
export const personOf = (incident: Person, language: Language) => {
  if (incident.person_kind === 'STUDENT') return `${incident.student_first_name ?? ''} ${incident.student_last_name ?? ''}`.trim();
  const kind = INCIDENT_PERSON_OPTIONS.find((option) => option.value === incident.person_kind)?.label[language] ?? '';
  return `${incident.person_name ?? ''} (${kind.toLowerCase()})`;
};

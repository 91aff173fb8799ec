import { INCIDENT_PLACES_MAX, incidentPlacesSchema } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useSetIncidentPlaces } from '../api/school-lists';
import { useSchoolPlaces } from '../places';
import { SchoolListCard } from './school-list-card';

// The places the school's report form suggests, for its staff to keep.
export const SchoolPlaces = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const { query, places, isOwn } = useSchoolPlaces(schoolId);
  return (
    <SchoolListCard
      id="incident-places-title"
      query={query}
      items={places}
      isOwn={isOwn}
      save={useSetIncidentPlaces(schoolId)}
      schema={incidentPlacesSchema}
      texts={{
        title: t('incidents.schoolPlaces.title'),
        edit: t('incidents.schoolPlaces.edit'),
        own: t('incidents.schoolPlaces.own'),
        standard: t('incidents.schoolPlaces.standard'),
        loadError: t('incidents.schoolPlaces.loadError'),
        formIntro: t('incidents.schoolPlaces.formIntro', { max: INCIDENT_PLACES_MAX }),
        field: t('incidents.schoolPlaces.field'),
        fieldHint: t('incidents.schoolPlaces.fieldHint'),
        useStandard: t('incidents.schoolPlaces.useStandard'),
        useStandardMessage: t('incidents.schoolPlaces.useStandardMessage'),
        saved: 'INCIDENT_PLACES_SAVED',
      }}
    />
  );
};

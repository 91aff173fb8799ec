import { useTranslation } from 'react-i18next';
import { useIncidentPlaces } from './api/school-lists';

// The places the report form suggests while a school has no list of its own; any other is typed.
const STANDARD_PLACES = ['FIELD', 'GYM', 'COURT', 'POOL', 'TRACK', 'LOCKER_ROOM', 'CLASSROOM', 'HALLWAY', 'PLAYGROUND', 'CAFETERIA', 'BUS', 'AWAY_GAME'] as const;

export const useStandardPlaces = (): string[] => {
  const { t } = useTranslation();
  return STANDARD_PLACES.map((place) => t(`incidents.places.${place}`));
};

// The school's places, or the standard ones (also when the school's cannot be read, offline say).
export const useSchoolPlaces = (schoolId: string) => {
  const places = useIncidentPlaces(schoolId);
  const standard = useStandardPlaces();
  return { query: places, places: places.data ?? standard, isOwn: Boolean(places.data) };
};

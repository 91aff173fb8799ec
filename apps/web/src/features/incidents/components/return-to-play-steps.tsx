import { DEFAULT_RETURN_TO_PLAY_STEPS, RETURN_TO_PLAY_LIMITS, returnToPlayStepsSchema } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useReturnToPlaySteps, useSetReturnToPlaySteps } from '../api/school-lists';
import { SchoolListCard } from './school-list-card';

// The school's steps of a return to play, for its staff: a return begun keeps the steps it began with.
export const ReturnToPlaySteps = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const steps = useReturnToPlaySteps(schoolId);
  const items = steps.data ?? [];
  return (
    <SchoolListCard
      id="rtp-steps-title"
      query={steps}
      items={items}
      isOwn={items.join('\n') !== DEFAULT_RETURN_TO_PLAY_STEPS.join('\n')}
      save={useSetReturnToPlaySteps(schoolId)}
      schema={returnToPlayStepsSchema}
      texts={{
        title: t('incidents.rtp.schoolSteps.title'),
        edit: t('incidents.rtp.schoolSteps.edit'),
        own: t('incidents.rtp.schoolSteps.own'),
        standard: t('incidents.rtp.schoolSteps.default'),
        loadError: t('incidents.rtp.schoolSteps.loadError'),
        formIntro: t('incidents.rtp.schoolSteps.formIntro', { max: RETURN_TO_PLAY_LIMITS.stepsMax }),
        field: t('incidents.rtp.schoolSteps.field'),
        fieldHint: t('incidents.rtp.schoolSteps.fieldHint'),
        useStandard: t('incidents.rtp.schoolSteps.useDefault'),
        useStandardMessage: t('incidents.rtp.schoolSteps.useStandardMessage'),
        saved: 'RTP_STEPS_SAVED',
      }}
    />
  );
};

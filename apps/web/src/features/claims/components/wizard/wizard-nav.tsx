import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type WizardNavProps = {
  // editing from the preview: Previous reads Cancel and Next reads Save (SPEC §4)
  editMode: boolean;
  onPrevious?: () => void;
  // without onNext, Next submits the step's form
  onNext?: () => void;
  nextDisabled?: boolean;
};

export const WizardNav = ({ editMode, onPrevious, onNext, nextDisabled = false }: WizardNavProps) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      {onPrevious ? (
        <Button variant="default" onClick={onPrevious}>
          {editMode ? t('claims.wizard.nav.cancel') : t('claims.wizard.nav.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={nextDisabled}>
        {editMode ? t('claims.wizard.nav.save') : t('claims.wizard.nav.next')}
      </Button>
    </Group>
  );
};

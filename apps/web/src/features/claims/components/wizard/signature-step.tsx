import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../entities/session';
import { useWizardSchool } from '../../api/get-wizard-options';
import { AuthorizationText, FraudNotices } from './authorization';
import { WizardNav } from './wizard-nav';

export type SignatureStepProps = {
  schoolId: string;
  signed: boolean;
  editMode: boolean;
  onSignedChange: (signed: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
};

// The e-signature: the authorization, the fraud notices for the school's state, who submits, and the
// check without which Next stays disabled (SPEC §4).
export const SignatureStep = ({ schoolId, signed, editMode, onSignedChange, onPrevious, onNext }: SignatureStepProps) => {
  const { t } = useTranslation();
  const school = useWizardSchool(schoolId);
  const user = useSessionUser();
  return (
    <Stack gap="md">
      <AuthorizationText />
      <Paper withBorder radius="md" p="md">
        <FraudNotices state={school.data?.state} />
      </Paper>
      {user.data ? (
        <Text>{t('claims.wizard.signature.submittedByName', { name: `${user.data.first_name} ${user.data.last_name}` })}</Text>
      ) : null}
      <Checkbox
        label={t('claims.wizard.signature.agree')}
        checked={signed}
        onChange={(event) => onSignedChange(event.currentTarget.checked)}
      />
      <WizardNav editMode={editMode} onPrevious={onPrevious} onNext={onNext} nextDisabled={!signed} />
    </Stack>
  );
};

import { CLAIM_ANSWERS, claimAnswerText, type ClaimAnswer } from '@claims/shared';
import { useTranslation } from 'react-i18next';

export type ClaimAnswerRow = { field: ClaimAnswer['field']; label: string; value: string; wide: boolean };

// A claim's answers as the wizard's preview and the claim view list them: the shared order and formats
// (the PDF prints the same), labelled as the change log labels them, yes and no in the user's language.
// A stored claim or the wizard's draft answers alike; a value not given reads ''.
export const useClaimAnswers = () => {
  const { t } = useTranslation();
  const yesNo = (value: unknown) => (value === true ? t('common.yes') : value === false ? t('common.no') : '');
  return (answers: Partial<Record<ClaimAnswer['field'], unknown>>): ClaimAnswerRow[] =>
    CLAIM_ANSWERS.map((answer) => ({
      field: answer.field,
      label: t(`claimRecords.fields.${answer.field}`),
      value: answer.format === 'yesNo' ? yesNo(answers[answer.field]) : claimAnswerText(answer.format, answers[answer.field]),
      wide: 'wide' in answer && answer.wide,
    }));
};

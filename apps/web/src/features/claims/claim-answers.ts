import { CLAIM_ANSWERS, claimAnswerText, type ClaimAnswer } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';

export type ClaimAnswerRow = { field: ClaimAnswer['field']; label: string; value: string; wide: boolean };

// A claim's answers as the wizard's preview and the claim view list them: the shared order and formats
// (the PDF prints the same), labelled as the change log labels them, in the user's language.
// A stored claim or the wizard's draft answers alike; a value not given reads ''.
export const useClaimAnswers = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (answers: Partial<Record<ClaimAnswer['field'], unknown>>): ClaimAnswerRow[] =>
    CLAIM_ANSWERS.map((answer) => ({
      field: answer.field,
      label: t(`claimRecords.fields.${answer.field}`),
      value: claimAnswerText(answer.format, answers[answer.field], language),
      wide: 'wide' in answer && answer.wide,
    }));
};

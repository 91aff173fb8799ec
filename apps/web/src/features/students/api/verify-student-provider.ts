import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerStatusLabel, verificationAnswer, type VerificationAnswer } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { apiAnswer } from '../../../lib/api-answer';
import { studentQueryKey } from '../../../entities/students';
import { useLanguage } from '../../../lib/use-language';

export type { VerificationAnswer };

// POST /v1/student/piv: the entry becomes the primary one and its status QUEUED, or the verifier's
// answer when it gives one at once.
export const verifyStudentProvider = async (studentProviderId: string): Promise<VerificationAnswer> =>
  apiAnswer(verificationAnswer, '/v1/student/piv', { body: { studentProviderId } });

export const useVerifyStudentProvider = (studentId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStudentProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentQueryKey(studentId ?? '') }),
  });
};

// The toast for an answer: QUEUED only means the request reached the verifier, so nothing is verified yet.
export const useVerificationNotice = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    ({ status }: VerificationAnswer) =>
      status === 'QUEUED'
        ? t('notifications.STUDENTS_VERIFICATION_QUEUED')
        : t('notifications.STUDENTS_VERIFICATION_ANSWERED', { status: providerStatusLabel(status, language) }),
    [t, language],
  );
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { studentQueryKey } from '../../../components/students/student-queries';

// POST /v1/student/piv: the entry becomes the primary one and its status QUEUED.
export const verifyStudentProvider = async (studentProviderId: string) =>
  z.object({ success: z.boolean(), status: z.string().nullish() }).parse(
    await api('/v1/student/piv', { body: { studentProviderId } }),
  );

export const useVerifyStudentProvider = (studentId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStudentProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentQueryKey(studentId ?? '') }),
  });
};

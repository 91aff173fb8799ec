import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdAnswer, type CreateSchoolUser } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { schoolUsersQueryKey } from './get-school-users';

// POST /v1/user: a school user (type 'user'), who gets an email to set a password. 409
// EMAIL_ALREADY_USED when the address belongs to another account.
export const createSchoolUser = async (input: CreateSchoolUser): Promise<{ id: string }> => {
  const { id } = await apiAnswer(createdAnswer, '/v1/user', { body: input });
  return { id };
};

export const useCreateSchoolUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchoolUser,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(input.school_id) }),
  });
};

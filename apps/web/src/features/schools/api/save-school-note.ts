import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { schoolQueryKey, type School } from './get-school';
import { schoolsQueryKey } from './get-schools';

const SAVE_SCHOOL_NOTE_MUTATION = /* GraphQL */ `
  mutation SaveSchoolNote($schoolId: ID!, $note: String!) {
    saveSchoolNote(schoolId: $schoolId, note: $note) {
      id
      note
      updated_at
    }
  }
`;

const schoolNoteSchema = z.object({ id: z.string(), note: z.string(), updated_at: z.string() });

export type SchoolNote = z.infer<typeof schoolNoteSchema>;

// Creates the school's note, or updates it when there is one (only the first note is used).
export const saveSchoolNote = async ({ schoolId, note }: { schoolId: string; note: string }): Promise<SchoolNote> => {
  const data = await graphql<unknown>(SAVE_SCHOOL_NOTE_MUTATION, { schoolId, note });
  return z.object({ saveSchoolNote: schoolNoteSchema }).parse(data).saveSchoolNote;
};

export const useSaveSchoolNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchoolNote,
    onSuccess: (saved, { schoolId }) => {
      queryClient.setQueryData<School>(schoolQueryKey(schoolId), (school) =>
        school ? { ...school, first_note: saved.note } : school,
      );
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

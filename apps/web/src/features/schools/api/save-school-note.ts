import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SaveSchoolNoteMutation } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';
import { schoolQueryKey, type School } from './get-school';
import { schoolsQueryKey } from './get-schools';

const SaveSchoolNoteDocument = gql(`
  mutation SaveSchoolNote($schoolId: ID!, $note: String!) {
    saveSchoolNote(schoolId: $schoolId, note: $note) {
      id
      note
      updated_at
    }
  }
`);

export type SchoolNote = SaveSchoolNoteMutation['saveSchoolNote'];

// Creates the school's note, or updates it when there is one (only the first note is used).
export const saveSchoolNote = async ({ schoolId, note }: { schoolId: string; note: string }): Promise<SchoolNote> => {
  return (await graphql(SaveSchoolNoteDocument, { schoolId, note })).saveSchoolNote;
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

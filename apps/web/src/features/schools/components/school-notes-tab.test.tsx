import { LIMITS } from '@claims/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../testing/render';
import {
  aSchool,
  graphqlCalls,
  SCHOOL_ID,
  stubSchoolsApi,
} from '../testing/fixtures';

const NOTES_PATH = `${paths.schools.edit(SCHOOL_ID)}?tab=TAB_NOTES`;

const stubNotes = (firstNote: string | null) => {
  const stub = stubSchoolsApi({
    School: () => ({ school: aSchool({ first_note: firstNote }) }),
    SaveSchoolNote: (variables) => ({
      saveSchoolNote: { id: 'n1', note: (variables as { note: string }).note, updated_at: '2026-03-06T10:00:00.000Z' },
    }),
  });
  const sent = () => graphqlCalls(stub.calls).filter((call) => call.name === 'SaveSchoolNote');
  return { ...stub, sent };
};

const notesBox = () => screen.findByRole('textbox', { name: 'Notes' });

describe('Notes tab', () => {
  it(`refuses a note over ${LIMITS.NOTES_MAX} characters`, async () => {
    const { sent } = stubNotes(null);
    const { user } = renderApp({ path: NOTES_PATH });

    await user.click(await notesBox());
    await user.paste('n'.repeat(LIMITS.NOTES_MAX + 1));
    expect(screen.getByText(`${LIMITS.NOTES_MAX + 1} / ${LIMITS.NOTES_MAX}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Notes can have at most 2048 characters.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('saves a first note as created and a later one as updated; Cancel restores the saved text', async () => {
    const { sent } = stubNotes(null);
    const { user } = renderApp({ path: NOTES_PATH });
    const box = await notesBox();

    await user.type(box, 'Call before noon.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(sent().map((call) => call.variables)).toEqual([{ schoolId: SCHOOL_ID, note: 'Call before noon.' }]);

    await user.type(box, ' Ask for Pat.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box).toHaveValue('Call before noon.');

    await user.type(box, ' Ask for Pat.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Note updated.')).toBeInTheDocument();
    expect(sent().at(-1)?.variables).toEqual({ schoolId: SCHOOL_ID, note: 'Call before noon. Ask for Pat.' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubAdminApi } from '../../../testing/admin-api';
import { jsonResponse, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { STUDENT_IMPORT_TEMPLATE } from '../components/import-template-link';
import { SCHOOL_ID } from '../testing/fixtures';

const IMPORT_ID = '77777777-7777-4777-8777-777777777777';

const csvFile = () => new File(['STUDENT_ID,FIRST_NAME\n'], 'students.csv', { type: 'text/csv' });

const stubImport = (preview: StubHandler, commit: StubHandler = () => jsonResponse({ created: 2, updated: 1 })) =>
  stubAdminApi({}, { '/v1/students/import/preview': preview, '/v1/students/import/commit': commit });

const fileInput = () => screen.getByLabelText('Drop a CSV file here or click to choose one', { selector: 'input' });

describe('Students import', () => {
  it('previews the file (counts, bad rows, first valid rows) and imports the valid rows', async () => {
    const { calls } = stubImport(() =>
      jsonResponse({
        import_id: IMPORT_ID,
        total_rows: 5,
        valid_rows: 3,
        error_rows: 2,
        errors: [
          { row: 3, student_id: 'S2', first_name: 'Ana', last_name: 'Diaz', column: 'GENDER', key: 'CSV_GENDER_INVALID' },
          { row: 5, student_id: null, first_name: 'Leo', last_name: 'Park', column: 'STUDENT_ID', key: 'CSV_VALUE_REQUIRED' },
        ],
        preview: [
          { row: 2, student_id: 'S1', first_name: 'Maya', last_name: 'Lopez', birthdate: '04/09/2010', insurance: 'Acme Health', is_other_provider: false },
          { row: 4, student_id: 'S3', first_name: 'Eli', last_name: 'Moss', birthdate: '01/02/2011', insurance: 'Local Mutual', is_other_provider: true },
        ],
      }),
    );
    const { user } = renderApp({ path: paths.dashboard.importStudents(SCHOOL_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import students' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe(
      `data:text/csv;charset=utf-8,${encodeURIComponent(STUDENT_IMPORT_TEMPLATE)}`,
    );
    expect(STUDENT_IMPORT_TEMPLATE.startsWith('STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE')).toBe(true);

    await user.upload(fileInput(), csvFile());
    expect(await screen.findByText('Valid: 3')).toBeInTheDocument();
    expect(screen.getByText('Rows: 5')).toBeInTheDocument();
    expect(screen.getByText('With errors: 2')).toBeInTheDocument();
    // each bad row names its student, not only its row number
    const errors = screen.getByRole('table', { name: 'Rows with errors (not imported)' });
    const [, gender, missingId] = within(errors).getAllByRole('row');
    expect(gender).toHaveTextContent('3Ana Diaz (S2)GENDERUse F, M or X.');
    expect(missingId).toHaveTextContent('5Leo ParkSTUDENT_IDA value is required.');
    const valid = screen.getByRole('table', { name: 'First valid rows' });
    expect(within(valid).getAllByRole('row')[1]).toHaveTextContent('2S1LopezMaya04/09/2010Acme Health');
    expect(within(valid).getAllByRole('row')[2]).toHaveTextContent('4S3MossEli01/02/2011Other: Local Mutual');

    const [upload] = calls.filter((call) => call.url === '/v1/students/import/preview');
    const form = upload?.init?.body;
    expect(form instanceof FormData ? [...form.keys()] : []).toEqual(['school_id', 'file']);

    await user.click(screen.getByRole('button', { name: 'Import 3 students' }));
    expect(await screen.findByText('Import finished: 2 created, 1 updated.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/v1/students/import/commit').map((call) => call.body)).toEqual([
      { school_id: SCHOOL_ID, import_id: IMPORT_ID },
    ]);
  });

  it('names the missing columns of a refused file', async () => {
    stubImport(() => jsonResponse({ error: 'CSV_MISSING_COLUMNS', columns: ['MEMBER_ID', 'INS_PHONE'] }, 400));
    const { user } = renderApp({ path: paths.dashboard.importStudents(SCHOOL_ID) });
    await screen.findByRole('heading', { level: 1, name: 'Import students' });
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some mandatory columns are missing. Missing columns: MEMBER_ID, INS_PHONE',
    );
  });

  it('says when the file is empty', async () => {
    stubImport(() => jsonResponse({ error: 'CSV_EMPTY' }, 400));
    const { user } = renderApp({ path: paths.dashboard.importStudents(SCHOOL_ID) });
    await screen.findByRole('heading', { level: 1, name: 'Import students' });
    await user.upload(fileInput(), csvFile());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file has no rows.'));
  });
});

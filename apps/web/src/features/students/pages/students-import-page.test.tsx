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

  describe('OneRoster', () => {
    const zipFile = () => new File(['PK'], 'roster.zip', { type: 'application/zip' });
    const ORGS = [
      { sourced_id: 'org-school-1', name: 'Maple Grove High School', identifier: 'MGHS' },
      { sourced_id: 'org-school-2', name: 'Cedar Ridge Middle School', identifier: null },
    ];
    const PREVIEW = {
      import_id: IMPORT_ID,
      version: '1.2',
      users_mode: 'bulk',
      org: ORGS[0],
      org_changed: false,
      previous_org_missing: null,
      students: 2,
      demographics_missing: false,
      deactivating: 0,
      error_rows: 0,
      errors: [],
      preview: [
        { row: 2, sourced_id: 'stu-1001', academic_id: '1001', first_name: 'Maya', last_name: 'Lopez', date_of_birth: '2009-04-02', guardian: 'Rosa Lopez' },
        { row: 4, sourced_id: 'stu-1003', academic_id: null, first_name: 'Ava', last_name: 'Johnson', date_of_birth: '2010-01-31', guardian: null },
      ],
    };
    const stubOneRoster = (preview: StubHandler[], commit: StubHandler[] = [() => jsonResponse({ created: 2, updated: 0, reactivated: 0, deactivated: 0, unchanged: 0 })]) =>
      stubAdminApi({}, { '/v1/students/oneroster/preview': preview, '/v1/students/oneroster/commit': commit });
    const openOneRoster = async () => {
      const rendered = renderApp({ path: paths.dashboard.importStudents(SCHOOL_ID) });
      await screen.findByRole('heading', { level: 1, name: 'Import students' });
      await rendered.user.click(screen.getByRole('radio', { name: 'OneRoster (zip)' }));
      return rendered;
    };
    const zipInput = () => screen.getByLabelText('Drop a OneRoster zip here or click to choose one', { selector: 'input' });
    const formFields = (call: { init?: RequestInit } | undefined) => {
      const form = call?.init?.body;
      return form instanceof FormData ? Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'file'])) : {};
    };

    it('asks which school of the file, previews its students with their guardian, imports them, and says when a second import changes nothing', async () => {
      const { calls } = stubOneRoster(
        [() => jsonResponse({ error: 'ONEROSTER_ORG_REQUIRED', orgs: ORGS }, 400), () => jsonResponse(PREVIEW), () => jsonResponse(PREVIEW)],
        [
          () => jsonResponse({ created: 2, updated: 0, reactivated: 0, deactivated: 0, unchanged: 0 }),
          () => jsonResponse({ created: 0, updated: 0, reactivated: 0, deactivated: 0, unchanged: 2 }),
        ],
      );
      const { user } = await openOneRoster();
      // the CSV template is the CSV's
      expect(screen.queryByRole('link', { name: 'Download template' })).toBeNull();
      await user.upload(zipInput(), zipFile());
      expect(await screen.findByRole('alert')).toHaveTextContent('The file holds several schools: choose the one to import.');
      await user.click(screen.getByRole('combobox', { name: 'School in the file' }));
      expect(screen.getByRole('option', { name: 'Cedar Ridge Middle School' })).toBeInTheDocument();
      await user.click(screen.getByRole('option', { name: 'Maple Grove High School (MGHS)' }));

      expect(await screen.findByText('2 students')).toBeInTheDocument();
      expect(screen.getByText(/Maple Grove High School \(MGHS\), OneRoster 1.2, full roster/)).toBeInTheDocument();
      const rows = within(screen.getByRole('table', { name: 'First valid rows' })).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('21001LopezMaya04/02/2009Rosa Lopez');
      expect(rows[2]).toHaveTextContent('4-JohnsonAva01/31/2010-');
      const previews = () => calls.filter((call) => call.url === '/v1/students/oneroster/preview').map(formFields);
      expect(previews()).toEqual([
        { school_id: SCHOOL_ID, file: 'file' },
        { school_id: SCHOOL_ID, org: 'org-school-1', file: 'file' },
      ]);

      await user.click(screen.getByRole('button', { name: 'Import 2 students' }));
      expect(await screen.findByText('Import finished: 2 created, 0 updated, 0 reactivated, 0 deactivated, 0 unchanged.')).toBeInTheDocument();
      expect(calls.filter((call) => call.url === '/v1/students/oneroster/commit').map((call) => call.body)).toEqual([{ school_id: SCHOOL_ID, import_id: IMPORT_ID }]);

      await user.upload(zipInput(), zipFile());
      await user.click(await screen.findByRole('button', { name: 'Import 2 students' }));
      expect(await screen.findByText('0 changes: the 2 students already match the file.')).toBeInTheDocument();
      // the school remembers its org: the second upload names none
      expect(previews()[2]).toEqual({ school_id: SCHOOL_ID, file: 'file' });
    });

    it('warns, before the Import button, how many students become inactive and that the school in the file is not last time’s', async () => {
      stubOneRoster([() => jsonResponse({ ...PREVIEW, deactivating: 3, org_changed: true })]);
      const { user } = await openOneRoster();
      await user.upload(zipInput(), zipFile());
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('3 students will become inactive.');
      expect(warning).toHaveTextContent('This school was last imported from another school of the file: check that Maple Grove High School (MGHS) is the right one.');
      const importButton = screen.getByRole('button', { name: 'Import 2 students' });
      expect(warning.compareDocumentPosition(importButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('says in plain words when the file does not hold the school this one was imported from', async () => {
      stubOneRoster([() => jsonResponse({ ...PREVIEW, deactivating: 5, org_changed: true, previous_org_missing: 'org-west-2' })]);
      const { user } = await openOneRoster();
      await user.upload(zipInput(), zipFile());
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('This school was last imported from a file in which it was org-west-2, and this file does not have that school.');
      expect(warning).toHaveTextContent('check that Maple Grove High School (MGHS) really is this school before you import');
      expect(warning).not.toHaveTextContent('another school of the file');
    });

    it('says that a file without demographics.csv brings its new students without a birth date', async () => {
      stubOneRoster([() => jsonResponse({ ...PREVIEW, demographics_missing: true })]);
      const { user } = await openOneRoster();
      await user.upload(zipInput(), zipFile());
      expect(await screen.findByText(/This file has no demographics.csv: new students arrive without a birth date/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Import 2 students' })).toBeEnabled();
    });

    it('lists the errors of a refused bundle by file, row and sourcedId, and cannot import it', async () => {
      stubOneRoster([
        () =>
          jsonResponse({
            ...PREVIEW,
            import_id: null,
            students: 1,
            error_rows: 1,
            errors: [{ file: 'demographics.csv', row: 4, sourced_id: 'stu-1003', column: 'birthDate', key: 'ONEROSTER_BIRTHDATE_INVALID' }],
          }),
      ]);
      const { user } = await openOneRoster();
      await user.upload(zipInput(), zipFile());
      const errors = await screen.findByRole('table', { name: 'Errors (nothing is imported until the file is fixed)' });
      expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('demographics.csv4stu-1003birthDateUse YYYY-MM-DD, not in the future.');
      expect(screen.getByRole('button', { name: 'Import 1 student' })).toBeDisabled();
    });

    it.each([
      [{ error: 'ONEROSTER_FILE_MISSING', file: 'users.csv' }, 'The zip has no users.csv, which the import needs.'],
      [{ error: 'ONEROSTER_COLUMNS_MISSING', file: 'demographics.csv', columns: ['birthDate'] }, 'demographics.csv lacks columns the import needs: birthDate.'],
      [{ error: 'FILE_TOO_BIG', max_bytes: 10_485_760 }, 'The zip, or a file in it once unpacked, is too large. The zip may be up to 10 MB.'],
      [{ error: 'ONEROSTER_MODES_MIXED', file: 'roles.csv' }, 'users.csv is a full roster but roles.csv holds changes only: export all of them in full, or all as changes.'],
    ])('says what is wrong with a refused zip (%o)', async (answer, text) => {
      stubOneRoster([() => jsonResponse(answer, 400)]);
      const { user } = await openOneRoster();
      await user.upload(zipInput(), zipFile());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    });
  });
});


import { isEmail, isFutureDate, isWireDate, LIMITS, type ErrorKey, type Gender, type ParentInfoWire } from '@claims/shared';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { DomainError } from '../../domain/domain-error.ts';

// Reads a OneRoster 1.1 or 1.2 CSV bundle (a zip) into the students of one school org, with every row
// error found; nothing here touches the database (ADR 029).

export type OneRosterVersion = '1.1' | '1.2';
export type UsersMode = 'bulk' | 'delta';
export type SchoolOrg = { sourced_id: string; name: string; identifier: string | null };
export type OneRosterRowError = { file: string; row: number; sourced_id: string | null; column: string | null; key: ErrorKey };

// A student as the import stores them: null where the file leaves a value blank (it keeps what the school has).
export type OneRosterStudent = {
  row: number;
  sourced_id: string;
  academic_id: string | null;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  // null for a student the school has, in a delta file without their demographics row (they keep theirs),
  // and for every student of a bundle without demographics.csv
  date_of_birth: string | null;
  email_address: string | null;
  primary_phone: string | null;
  parents_info: ParentInfoWire | null;
};

export type OneRosterBundle = {
  version: OneRosterVersion;
  users_mode: UsersMode;
  org: SchoolOrg;
  // the sourcedIds of every school org of the file (the one read and the others)
  school_orgs: string[];
  students: OneRosterStudent[];
  // sourcedIds of the users the file marks tobedeleted
  withdrawn: string[];
  // false for a bundle without demographics.csv: its students come without birth date and sex
  has_demographics: boolean;
  errors: OneRosterRowError[];
};

// The upload itself is capped by the multipart limit (LIMITS.ONEROSTER_ZIP_MAX_BYTES); these cap what it
// inflates to (a zip bomb declares a small file and inflates to gigabytes, or declares a huge one). A
// district's 10,000 students with guardians come to about 3 MB of CSV: 32 MB a file is ten times the
// largest roster we expect, and every inflated byte is held in memory with its parsed copy.
export const ONEROSTER_LIMITS = { entries: 200, entryBytes: 32 * 1024 * 1024, totalBytes: 64 * 1024 * 1024 };

const FILES = { manifest: 'manifest.csv', orgs: 'orgs.csv', users: 'users.csv', roles: 'roles.csv', demographics: 'demographics.csv' } as const;
type FileName = (typeof FILES)[keyof typeof FILES];
const READ_FILES = new Set<string>(Object.values(FILES));

const GENDER_OF_SEX: Record<string, Gender> = { male: 'M', female: 'F', other: 'X', unspecified: 'X' };
// The guardian whose name becomes the student's parent info: a parent or guardian first, else a relative.
const GUARDIAN_ROLES = ['parent', 'guardian'];
const RELATIVE_ROLE = 'relative';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();

// The files we read, by base name (a bundle may sit in a folder inside the zip). Each entry is inflated as a
// stream and stopped at the limits, whatever size it declares.
export function unzipBundle(zip: Uint8Array): Map<FileName, Uint8Array> {
  const isZip = zip.length >= 4 && zip[0] === 0x50 && zip[1] === 0x4b && zip[2] === 0x03 && zip[3] === 0x04;
  if (!isZip) throw new DomainError('ONEROSTER_NOT_ZIP', 'invalid');
  const files = new Map<FileName, Uint8Array>();
  let entries = 0;
  let totalBytes = 0;
  const tooLarge = () => new DomainError('ONEROSTER_TOO_LARGE', 'invalid', { max_bytes: ONEROSTER_LIMITS.entryBytes });
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > ONEROSTER_LIMITS.entries) throw tooLarge();
    const name = baseName(entry.name);
    if (entry.name.endsWith('/') || !READ_FILES.has(name)) return;
    if (files.has(name as FileName)) throw new DomainError('ONEROSTER_FILE_DUPLICATE', 'invalid', { file: name });
    if ((entry.originalSize ?? 0) > ONEROSTER_LIMITS.entryBytes) throw tooLarge();
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;
    entry.ondata = (error, chunk, final) => {
      if (error) throw error;
      entryBytes += chunk.length;
      totalBytes += chunk.length;
      if (entryBytes > ONEROSTER_LIMITS.entryBytes || totalBytes > ONEROSTER_LIMITS.totalBytes) throw tooLarge();
      chunks.push(chunk);
      if (final) files.set(name as FileName, Buffer.concat(chunks));
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(zip, true);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('ONEROSTER_NOT_ZIP', 'invalid');
  }
  return files;
}

type CsvRow = { row: number; cells: Record<string, string> };
type CsvFile = { name: FileName; rows: CsvRow[] };

// Lower-cased names older exports give a column the standard names otherwise: OneRoster 1.0's
// demographics.csv keys its rows by userSourcedId.
const COLUMN_ALIASES: Partial<Record<FileName, Record<string, string>>> = { [FILES.demographics]: { usersourcedid: 'sourcedid' } };

// Some exports end the header line with empty columns (`...,sex,,`) and their rows without them: the
// header loses its empty trailing cells, and a row's extra trailing cells count only when they hold a value.
const withoutEmptyTrailingHeaderCells = (text: string) => {
  const end = text.search(/\r?\n/);
  const header = end < 0 ? text : text.slice(0, end);
  return header.replace(/(,\s*)+$/, '') + (end < 0 ? '' : text.slice(end));
};
const hasOnlyBlankExtras = (cells: Record<string, unknown>) =>
  Array.isArray(cells.__parsed_extra) && cells.__parsed_extra.every((value) => typeof value !== 'string' || value.trim() === '');

// A file's rows by lower-cased column name (the standard's names are camelCase; vendors vary the case),
// trimmed, each with its line number. A row with more or fewer fields than the header is a row error, not a
// row. Blank lines are parsed (as one empty field) and passed over here rather than skipped by the parser,
// so that the rows after them keep their line numbers (a quoted value over two lines still counts as one).
function parseCsv(name: FileName, data: Uint8Array, required: readonly string[], errors: OneRosterRowError[]): CsvFile {
  let text: string;
  try {
    // a byte-order mark is dropped (ignoreBOM: false)
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new DomainError('CSV_ENCODING', 'invalid', { file: name });
  }
  const aliases = COLUMN_ALIASES[name] ?? {};
  const parsed = Papa.parse<Record<string, string>>(withoutEmptyTrailingHeaderCells(text), {
    header: true,
    transformHeader: (header) => {
      const column = header.trim().toLowerCase();
      return aliases[column] ?? column;
    },
  });
  const columns = new Set(parsed.meta.fields ?? []);
  const missing = required.filter((column) => !columns.has(column.toLowerCase()));
  if (missing.length) throw new DomainError('ONEROSTER_COLUMNS_MISSING', 'invalid', { file: name, columns: missing });
  const mismatched = new Set(parsed.errors.filter((error) => error.type === 'FieldMismatch').map((error) => error.row));
  const rows: CsvRow[] = [];
  const broken: OneRosterRowError[] = [];
  parsed.data.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    if (Object.values(cells).every((value) => typeof value === 'string' && value.trim() === '')) return;
    if (mismatched.has(index) && !hasOnlyBlankExtras(cells)) {
      broken.push({ file: name, row, sourced_id: cells.sourcedid?.trim() || null, column: null, key: 'ONEROSTER_FIELD_COUNT' });
      return;
    }
    const trimmed: Record<string, string> = {};
    for (const [column, value] of Object.entries(cells)) if (column !== '__parsed_extra') trimmed[column] = typeof value === 'string' ? value.trim() : '';
    rows.push({ row, cells: trimmed });
  });
  // When no row matches the header, the header is what is wrong: the file is refused naming it, rather than
  // every row reported.
  if (broken.length > 1 && rows.length === 0) throw new DomainError('ONEROSTER_HEADER_FIELD_COUNT', 'invalid', { file: name });
  errors.push(...broken);
  return { name, rows };
}

const cell = (row: CsvRow, column: string): string | null => row.cells[column.toLowerCase()] || null;
const list = (row: CsvRow, column: string) => (cell(row, column) ?? '').split(',').map((value) => value.trim()).filter(Boolean);
const isWithdrawn = (row: CsvRow) => cell(row, 'status')?.toLowerCase() === 'tobedeleted';
// A student whose account the district disabled is no longer one of the school's (a guardian is often
// disabled only because they have no login, and stays a guardian).
const isDisabled = (row: CsvRow) => cell(row, 'enabledUser')?.toLowerCase() === 'false';

// manifest.csv: the version, and for each file bulk, delta or absent.
function readManifest(data: Uint8Array | undefined) {
  if (!data) throw new DomainError('ONEROSTER_FILE_MISSING', 'invalid', { file: FILES.manifest });
  const manifest = parseCsv(FILES.manifest, data, ['propertyName', 'value'], []);
  const properties = new Map(manifest.rows.map((row) => [cell(row, 'propertyName')?.toLowerCase() ?? '', cell(row, 'value')?.toLowerCase() ?? '']));
  const stated = properties.get('oneroster.version') ?? '';
  const version: OneRosterVersion | null = stated === '1.0' || stated === '1.1' ? '1.1' : stated === '1.2' ? '1.2' : null;
  if (!version) throw new DomainError('ONEROSTER_VERSION_UNSUPPORTED', 'invalid', { version: stated });
  const modeOf = (file: FileName): UsersMode | 'absent' | undefined => {
    const mode = properties.get(`file.${file.replace('.csv', '')}`);
    return mode === 'bulk' || mode === 'delta' || mode === 'absent' ? mode : undefined;
  };
  return { version, modeOf };
}

// The school org whose students are imported: the one asked for, else the one the school was imported from
// last time, else the bundle's only school.
const schoolOrgsOf = (orgs: CsvFile) =>
  orgs.rows
    .filter((row) => cell(row, 'type')?.toLowerCase() === 'school' && !isWithdrawn(row) && cell(row, 'sourcedId'))
    .map((row): SchoolOrg => ({ sourced_id: cell(row, 'sourcedId')!, name: cell(row, 'name') ?? cell(row, 'sourcedId')!, identifier: cell(row, 'identifier') }));

function chooseOrg(schools: SchoolOrg[], choice: { org: string | null; remembered: string | null }): SchoolOrg {
  const byId = (id: string | null) => schools.find((school) => school.sourced_id === id);
  if (choice.org) {
    const asked = byId(choice.org);
    if (!asked) throw new DomainError('ONEROSTER_ORG_UNKNOWN', 'invalid', { orgs: schools });
    return asked;
  }
  const found = byId(choice.remembered) ?? (schools.length === 1 ? schools[0] : undefined);
  if (found) return found;
  if (schools.length === 0) throw new DomainError('ONEROSTER_NO_SCHOOL_ORG', 'invalid');
  throw new DomainError('ONEROSTER_ORG_REQUIRED', 'invalid', { orgs: schools });
}

// Each user's roles (lower-cased) at each org: 1.1 states them on the user, 1.2 in roles.csv.
function rolesByUser(version: OneRosterVersion, users: CsvFile, roles: CsvFile | null) {
  const byUser = new Map<string, { role: string; org: string }[]>();
  const add = (user: string, role: string, org: string) => byUser.set(user, [...(byUser.get(user) ?? []), { role, org }]);
  if (version === '1.1') {
    for (const row of users.rows) {
      const role = cell(row, 'role')?.toLowerCase() ?? '';
      // a guardian's orgs are often left blank: the role still counts (at no org)
      const orgs = list(row, 'orgSourcedIds');
      for (const org of orgs.length ? orgs : ['']) add(cell(row, 'sourcedId') ?? '', role, org);
    }
  } else {
    for (const row of roles?.rows ?? []) {
      if (!isWithdrawn(row)) add(cell(row, 'userSourcedId') ?? '', cell(row, 'role')?.toLowerCase() ?? '', cell(row, 'orgSourcedId') ?? '');
    }
  }
  return byUser;
}

type Check = (value: string | null) => ErrorKey | null;
const required = (max: number): Check => (value) => (value === null ? 'CSV_VALUE_REQUIRED' : value.length > max ? 'CSV_VALUE_TOO_LONG' : null);
const optional = (max: number): Check => (value) => (value !== null && value.length > max ? 'CSV_VALUE_TOO_LONG' : null);
const email: Check = (value) => (value === null ? null : value.length > LIMITS.EMAIL_MAX ? 'CSV_VALUE_TOO_LONG' : isEmail(value) ? null : 'CSV_EMAIL_INVALID');

// A person's values the import keeps, each checked; the errors name the users.csv row and column.
function personOf(row: CsvRow, checks: Record<string, Check>, errors: OneRosterRowError[]) {
  const values: Record<string, string | null> = {};
  let valid = true;
  for (const [column, check] of Object.entries(checks)) {
    values[column] = cell(row, column);
    const key = check(values[column]);
    if (key) {
      valid = false;
      errors.push({ file: FILES.users, row: row.row, sourced_id: cell(row, 'sourcedId'), column, key });
    }
  }
  return valid ? values : null;
}

const STUDENT_CHECKS: Record<string, Check> = {
  givenName: required(LIMITS.PERSON_NAME_MAX),
  familyName: required(LIMITS.PERSON_NAME_MAX),
  identifier: optional(LIMITS.ACADEMIC_ID_MAX),
  email,
  phone: optional(LIMITS.PHONE_MAX),
  sms: optional(LIMITS.PHONE_MAX),
};
const GUARDIAN_CHECKS: Record<string, Check> = {
  givenName: optional(LIMITS.PERSON_NAME_MAX),
  familyName: optional(LIMITS.PERSON_NAME_MAX),
  email,
  phone: optional(LIMITS.PHONE_MAX),
  sms: optional(LIMITS.PHONE_MAX),
};

// The guardian's own fields, each one (null where the file has none): they replace the stored guardian's
// as a set, since the file's guardian may be another person; the rest of the parent info (the address, the
// employer) is the school's to fill in, and stays.
function parentOf(guardian: Record<string, string | null>): ParentInfoWire | null {
  const parent = {
    first_name: guardian.givenName ?? null,
    last_name: guardian.familyName ?? null,
    email: guardian.email ?? null,
    phone: guardian.phone ?? guardian.sms ?? null,
  };
  return Object.values(parent).some((value) => value !== null) ? parent : null;
}

// The whole bundle, read for one school org. `existing` holds the sourcedIds of the school's OneRoster
// students: a delta file may leave out what did not change for them. Throws for a bundle that cannot be
// read at all; a bundle with row errors comes back with them (and is not to be imported).
export function readOneRosterBundle(zip: Uint8Array, choice: { org: string | null; remembered: string | null }, existing: ReadonlySet<string>): OneRosterBundle {
  const files = unzipBundle(zip);
  const { version, modeOf } = readManifest(files.get(FILES.manifest));
  const present = (file: FileName) => files.has(file) && modeOf(file) !== 'absent';
  const requiredFiles: FileName[] = [FILES.orgs, FILES.users, ...(version === '1.2' ? [FILES.roles] : [])];
  for (const file of requiredFiles) {
    if (!present(file)) throw new DomainError('ONEROSTER_FILE_MISSING', 'invalid', { file });
  }
  const usersMode: UsersMode = modeOf(FILES.users) === 'delta' ? 'delta' : 'bulk';
  // A full users file read with changes-only roles or demographics would find few of the org's students
  // and deactivate the rest.
  if (usersMode === 'bulk') {
    const delta = [FILES.roles, FILES.demographics].find((file) => modeOf(file) === 'delta');
    if (delta) throw new DomainError('ONEROSTER_MODES_MIXED', 'invalid', { file: delta });
  }
  // In a delta file a student the school has may come without what did not change for them.
  const known = (id: string) => usersMode === 'delta' && existing.has(id);
  const errors: OneRosterRowError[] = [];
  const userColumns = ['sourcedId', 'givenName', 'familyName', ...(version === '1.1' ? ['role', 'orgSourcedIds'] : [])];
  const orgs = parseCsv(FILES.orgs, files.get(FILES.orgs)!, ['sourcedId', 'name', 'type'], errors);
  const users = parseCsv(FILES.users, files.get(FILES.users)!, userColumns, errors);
  // demographics.csv is optional in OneRoster and many districts leave it out: without it students come
  // without a birth date (flagged on the roster; a claim asks for it) and a new one's sex is X.
  const demographics = present(FILES.demographics) ? parseCsv(FILES.demographics, files.get(FILES.demographics)!, ['sourcedId', 'birthDate'], errors) : null;
  const roles = version === '1.2' ? parseCsv(FILES.roles, files.get(FILES.roles)!, ['userSourcedId', 'role', 'orgSourcedId'], errors) : null;
  const schoolOrgs = schoolOrgsOf(orgs);
  const org = chooseOrg(schoolOrgs, choice);

  const usersById = new Map<string, CsvRow>();
  for (const row of users.rows) {
    const id = cell(row, 'sourcedId');
    if (!id) errors.push({ file: FILES.users, row: row.row, sourced_id: null, column: 'sourcedId', key: 'CSV_VALUE_REQUIRED' });
    else if (usersById.has(id)) errors.push({ file: FILES.users, row: row.row, sourced_id: id, column: 'sourcedId', key: 'ONEROSTER_DUPLICATE_SOURCED_ID' });
    else usersById.set(id, row);
  }
  const demographicsById = demographics && new Map(demographics.rows.filter((row) => !isWithdrawn(row)).map((row) => [cell(row, 'sourcedId') ?? '', row]));
  const roleMap = rolesByUser(version, users, roles);
  const hasRole = (user: string, wanted: string[], org?: string) => (roleMap.get(user) ?? []).some((role) => wanted.includes(role.role) && (!org || role.org === org));
  const isStudentOfOrg = (row: CsvRow) => {
    const id = cell(row, 'sourcedId') ?? '';
    const roleAtOrg = hasRole(id, ['student'], org.sourced_id) || (hasRole(id, ['student']) && cell(row, 'primaryOrgSourcedId') === org.sourced_id);
    // a delta roles.csv need not repeat the role of a student the school has
    return roleAtOrg || (known(id) && !roleMap.has(id));
  };

  const withdrawn = [...usersById.entries()].filter(([, row]) => isWithdrawn(row) || (isDisabled(row) && isStudentOfOrg(row))).map(([id]) => id);
  const linkedByAgents = agentsLinkingTo(usersById, hasRole);
  const students: OneRosterStudent[] = [];
  for (const [id, row] of usersById) {
    if (isWithdrawn(row) || isDisabled(row) || !isStudentOfOrg(row)) continue;
    const person = personOf(row, STUDENT_CHECKS, errors);
    const birth = demographicsById ? birthOf(id, row, demographicsById.get(id), known(id), errors) : { date: null, gender: null };
    const parent = guardianOf(row, linkedByAgents.get(id) ?? [], usersById, hasRole, known(id), errors);
    if (!person || !birth || parent === undefined) continue;
    students.push({
      row: row.row,
      sourced_id: id,
      academic_id: person.identifier ?? null,
      // required, so present
      first_name: person.givenName ?? '',
      last_name: person.familyName ?? '',
      gender: birth.gender,
      date_of_birth: birth.date,
      email_address: person.email ?? null,
      primary_phone: person.phone ?? person.sms ?? null,
      parents_info: parent,
    });
  }
  return { version, users_mode: usersMode, org, school_orgs: schoolOrgs.map((school) => school.sourced_id), students, withdrawn, has_demographics: demographics !== null, errors: inFileOrder(errors) };
}

// Each error once (a guardian of several students is checked for each), by file and row.
function inFileOrder(errors: OneRosterRowError[]) {
  const unique = new Map(errors.map((error) => [`${error.file}:${error.row}:${error.column}:${error.key}`, error]));
  return [...unique.values()].sort((a, b) => a.file.localeCompare(b.file) || a.row - b.row);
}

// The birth date (required: a claim names it) and sex of a student, from their demographics row; a known
// student (of a delta file) without one keeps theirs.
function birthOf(id: string, user: CsvRow, row: CsvRow | undefined, known: boolean, errors: OneRosterRowError[]) {
  if (!row && known) return { date: null, gender: null };
  if (!row) {
    errors.push({ file: FILES.users, row: user.row, sourced_id: id, column: 'sourcedId', key: 'ONEROSTER_DEMOGRAPHICS_MISSING' });
    return null;
  }
  const date = cell(row, 'birthDate');
  const sex = cell(row, 'sex')?.toLowerCase() ?? null;
  const gender = sex === null ? null : GENDER_OF_SEX[sex];
  const dateKey: ErrorKey | null = !date ? 'CSV_VALUE_REQUIRED' : !isWireDate(date) || isFutureDate(date) ? 'ONEROSTER_BIRTHDATE_INVALID' : null;
  if (dateKey) errors.push({ file: FILES.demographics, row: row.row, sourced_id: id, column: 'birthDate', key: dateKey });
  if (gender === undefined) errors.push({ file: FILES.demographics, row: row.row, sourced_id: id, column: 'sex', key: 'ONEROSTER_SEX_INVALID' });
  return dateKey || gender === undefined ? null : { date: date!, gender };
}

// In OneRoster 1.1 the link may be written on the guardian's own row instead (their agentSourcedIds list
// the children): each student's guardians found that way, in file order.
function agentsLinkingTo(usersById: Map<string, CsvRow>, hasRole: (user: string, roles: string[]) => boolean) {
  const byStudent = new Map<string, string[]>();
  for (const [id, row] of usersById) {
    if (hasRole(id, ['student'])) continue;
    for (const student of list(row, 'agentSourcedIds')) byStudent.set(student, [...(byStudent.get(student) ?? []), id]);
  }
  return byStudent;
}

// The student's parent info from their first parent or guardian in agentSourcedIds order, then those
// linking to the student from their own row (else the first relative), withdrawn ones left out; undefined
// when an agent is not in users.csv or the chosen one's values are bad. A known student (of a delta file) whose agents are not all in the file keeps their parent
// info (null): the one left out may be the one who comes first.
function guardianOf(
  student: CsvRow,
  linkedFromGuardians: readonly string[],
  usersById: Map<string, CsvRow>,
  hasRole: (user: string, roles: string[]) => boolean,
  known: boolean,
  errors: OneRosterRowError[],
): ParentInfoWire | null | undefined {
  const all = list(student, 'agentSourcedIds');
  const unknown = all.filter((agent) => !usersById.has(agent));
  if (unknown.length && known) return null;
  if (unknown.length) {
    errors.push({ file: FILES.users, row: student.row, sourced_id: cell(student, 'sourcedId'), column: 'agentSourcedIds', key: 'ONEROSTER_GUARDIAN_UNKNOWN' });
    return undefined;
  }
  const agents = [...all, ...linkedFromGuardians.filter((agent) => !all.includes(agent))].filter((agent) => !isWithdrawn(usersById.get(agent)!));
  const chosen = agents.find((agent) => hasRole(agent, GUARDIAN_ROLES)) ?? agents.find((agent) => hasRole(agent, [RELATIVE_ROLE]));
  if (!chosen) return null;
  const guardian = personOf(usersById.get(chosen)!, GUARDIAN_CHECKS, errors);
  return guardian ? parentOf(guardian) : undefined;
}

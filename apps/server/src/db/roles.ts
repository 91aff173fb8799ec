// The three database roles (ADR 050). The owner runs the migrations and owns every object; the
// application role (web and worker processes) gets row privileges only, so that neither a bug nor an
// injected statement running as it can change the schema, disable a trigger or rewrite the access log;
// the read-only role serves reporting.
//
// Grants are stated table by table after every migration rather than left to default privileges, so what
// each role may do is read in one place and a table added by a later migration is covered at once.

// Tables the application may add rows to and read, never change or remove: the access log. Certified
// deletion goes through a function owned by the owner, not through the application's privileges.
export const APPEND_ONLY_TABLES: readonly string[] = ['access_events'];
// Tables the application may only read (rows written by the owner's functions or migrations).
export const APP_READ_ONLY_TABLES: readonly string[] = ['access_chain_links', 'access_chain_heads', 'access_chain_pending'];
// The owner's SECURITY DEFINER functions the application calls for what its privileges do not allow
// (ANALYZE is the table owner's; the access log's chain is written by the owner's functions alone);
// revoked from PUBLIC by their migration.
export const APP_OWNER_FUNCTIONS: readonly string[] = ['refresh_planner_statistics', 'access_chain_flush'];
// Tables whose rows let their holder act as someone (session and reset tokens, sign-in codes, remembered
// devices, SSO state, the server's own keys): never readable by the reporting role.
export const CREDENTIAL_TABLES: readonly string[] = ['sessions', 'password_tokens', 'app_secrets', 'two_factor_codes', 'remembered_devices', 'sso_attempts'];
// Columns of other tables that are credentials too (a password's hash, a link's token and page-session
// hashes): the reporting role reads every other column of their tables.
export const CREDENTIAL_COLUMNS: readonly string[] = [
  'users.password_hash',
  'parent_links.token_hash',
  'parent_links.access_hash',
  'guardian_requests.token_hash',
  'guardian_requests.access_hash',
  'tpa_links.token_hash',
];

// The schemas the product's objects live in: its tables, drizzle's migration journal, the job queue.
export const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

// The roles the embedded database creates inside itself (and the test databases on PostgreSQL use).
export const EMBEDDED_ROLES = { owner: 'claims_owner', app: 'claims_app', readOnly: 'claims_readonly' } as const;

export type RoleNames = { owner: string; app: string; readOnly?: string };

// Something that runs one SQL text (several statements allowed) on one connection.
export type Execute = (text: string) => Promise<unknown>;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

const schemaList = APP_SCHEMAS.map(quoteLiteral).join(', ');

// Creates each missing role as a login role (with its password, when one is known), if the connection may
// (a superuser, or a role with CREATEROLE); an operator without that right creates them by hand
// (docs/operations.md, Database roles). Concurrent creators are serialised by the caller's lock.
export function createMissingRolesSql(roles: { name: string; password?: string; login: boolean }[]) {
  const statements = roles.map(({ name, password, login }) => {
    const options = `${login ? 'LOGIN' : 'NOLOGIN'} NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS${password ? ` PASSWORD ${quoteLiteral(password)}` : ''}`;
    return `IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${quoteLiteral(name)}) THEN
      IF NOT (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) THEN
        RAISE EXCEPTION 'The database role % does not exist, and % may not create roles: create it as docs/operations.md (Database roles) says', ${quoteLiteral(name)}, current_user;
      END IF;
      BEGIN
        EXECUTE ${quoteLiteral(`CREATE ROLE ${quoteIdent(name)} ${options}`)};
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL; -- created meanwhile by another database's migration (roles are cluster-wide, locks are not)
      END;
    END IF;`;
  });
  return `DO $roles$ BEGIN ${statements.join('\n')} END $roles$;`;
}

// Hands every object of the product's schemas to the owner: a database created by an earlier version,
// whose tables belong to whoever migrated it then (the embedded database's postgres superuser). Needs a
// connection that may (a superuser, or a member of the old owner). Extension members stay with their
// extension; sequences that belong to a column follow their table.
export function transferOwnershipSql(owner: string) {
  const to = quoteIdent(owner);
  return `DO $owners$
DECLARE object record;
BEGIN
  FOR object IN SELECT nspname FROM pg_namespace WHERE nspname IN (${schemaList}) AND nspname <> 'public' AND nspowner <> ${quoteLiteral(owner)}::regrole LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO ${to}', object.nspname);
  END LOOP;
  FOR object IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN (${schemaList}) AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND c.relowner <> ${quoteLiteral(owner)}::regrole
        AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e')) LOOP
    EXECUTE format('ALTER TABLE %s OWNER TO ${to}', object.name);
  END LOOP;
  FOR object IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname IN (${schemaList}) AND p.proowner <> ${quoteLiteral(owner)}::regrole
        AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e') LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${to}', object.name);
  END LOOP;
  FOR object IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname IN (${schemaList}) AND t.typowner <> ${quoteLiteral(owner)}::regrole AND t.typtype IN ('e', 'd', 'r', 'm')
        AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e') LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${to}', object.name);
  END LOOP;
END $owners$;`;
}

// The privileges of the application and read-only roles, stated afresh: everything of theirs on the
// product's schemas is revoked first, so a table that became append-only loses its old UPDATE.
// Run by the owner (the grantor of record) after each migration.
export function grantsSql({ app, readOnly }: RoleNames) {
  const appRole = quoteIdent(app);
  const list = (tables: readonly string[]) => `ARRAY[${tables.map(quoteLiteral).join(', ')}]::text[]`;
  const readOnlyPart = readOnly
    ? `
  EXECUTE 'REVOKE ALL ON ALL TABLES IN SCHEMA public, drizzle, pgboss FROM ${quoteIdent(readOnly)}';
  EXECUTE 'GRANT USAGE ON SCHEMA public TO ${quoteIdent(readOnly)}';
  FOR object IN SELECT c.oid, c.oid::regclass AS name, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND NOT (c.relname = ANY (${list(CREDENTIAL_TABLES)})) LOOP
    IF EXISTS (SELECT FROM unnest(${list(CREDENTIAL_COLUMNS)}) AS hidden WHERE split_part(hidden, '.', 1) = object.relname) THEN
      EXECUTE format('GRANT SELECT (%s) ON %s TO ${quoteIdent(readOnly)}',
        (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
          WHERE a.attrelid = object.oid AND a.attnum > 0 AND NOT a.attisdropped AND NOT (object.relname || '.' || a.attname = ANY (${list(CREDENTIAL_COLUMNS)}))),
        object.name);
    ELSE
      EXECUTE format('GRANT SELECT ON %s TO ${quoteIdent(readOnly)}', object.name);
    END IF;
  END LOOP;`
    : '';
  return `DO $grants$
DECLARE object record;
BEGIN
  -- Only the owner creates objects: no other role (PUBLIC included) may create in the product's schema.
  EXECUTE 'REVOKE CREATE ON SCHEMA public FROM PUBLIC';
  EXECUTE 'REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${appRole}';
  EXECUTE 'REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${appRole}';
  EXECUTE 'GRANT USAGE ON SCHEMA public TO ${appRole}';
  FOR object IN SELECT c.oid::regclass AS name, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') LOOP
    EXECUTE format('GRANT %s ON %s TO ${appRole}',
      CASE WHEN object.relname = ANY (${list(APPEND_ONLY_TABLES)}) THEN 'SELECT, INSERT'
           WHEN object.relname = ANY (${list(APP_READ_ONLY_TABLES)}) THEN 'SELECT'
           ELSE 'SELECT, INSERT, UPDATE, DELETE' END,
      object.name);
  END LOOP;
  EXECUTE 'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${appRole}';
  -- What the application may ask of the owner, each function checking its own arguments.
  FOR object IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = ANY (${list(APP_OWNER_FUNCTIONS)}) LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO ${appRole}', object.name);
  END LOOP;
  -- The start checks that the schema is current by reading drizzle's journal.
  IF EXISTS (SELECT FROM pg_namespace WHERE nspname = 'drizzle') THEN
    EXECUTE 'GRANT USAGE ON SCHEMA drizzle TO ${appRole}';
    EXECUTE 'REVOKE ALL ON ALL TABLES IN SCHEMA drizzle FROM ${appRole}';
    EXECUTE 'GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${appRole}';
  END IF;
  -- The job queue: its rows, never its tables (queues are rows too; functions run as the caller).
  IF EXISTS (SELECT FROM pg_namespace WHERE nspname = 'pgboss') THEN
    EXECUTE 'GRANT USAGE ON SCHEMA pgboss TO ${appRole}';
    EXECUTE 'REVOKE ALL ON ALL TABLES IN SCHEMA pgboss FROM ${appRole}';
    EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO ${appRole}';
    EXECUTE 'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA pgboss TO ${appRole}';
  END IF;${readOnlyPart}
END $grants$;`;
}

// The functions of a name search (`first_name || ' ' || last_name ILIKE '%…%'`, db/search.ts) declared
// LEAKPROOF (ADR 051). Row-level security puts its policies' quals before every qual of a query that is
// not leakproof, and such a qual can then be no index's condition: under the policies a search over every
// school read all 1M students (640 ms) instead of its trigram index (2 ms), and a school's read all of
// that school's. Neither function reveals anything of the row it reads but its result: ILIKE's errors come
// from its pattern alone, and concatenation raises only past 1 GB. Only a superuser may declare it, on
// each database; the embedded database, the test databases and compose's init script do.
export const LEAKPROOF_SEARCH_FUNCTIONS = ['pg_catalog.texticlike(text, text)', 'pg_catalog.textcat(text, text)'] as const;
export const LEAKPROOF_SEARCH_SQL = LEAKPROOF_SEARCH_FUNCTIONS.map((fn) => `ALTER FUNCTION ${fn} LEAKPROOF;`).join('\n');
export const LEAKPROOF_SEARCH_CHECK_SQL = `SELECT bool_and(proleakproof) AS leakproof FROM pg_proc WHERE oid IN (${LEAKPROOF_SEARCH_FUNCTIONS.map((fn) => `${quoteLiteral(fn)}::regprocedure`).join(', ')})`;
export const LEAKPROOF_SEARCH_WARNING =
  'The name-search functions are not declared LEAKPROOF on this database: under row-level security searches by name cannot use their indexes and read whole tables; as a superuser, run the statements of docs/operations.md (Database roles) on it.';

// What makes a connection's role too powerful to serve the application: it bypasses every check
// (superuser, BYPASSRLS) or owns the tables (and so may alter, disable triggers, drop, grant).
export const PRIVILEGE_CHECK_SQL = `SELECT current_user AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass_rls,
  EXISTS (SELECT FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN (${schemaList}) AND pg_has_role(current_user, c.relowner, 'MEMBER')) AS owns_tables
  FROM pg_roles r WHERE r.rolname = current_user`;

export type PrivilegeCheck = { role: string; superuser: boolean; bypass_rls: boolean; owns_tables: boolean };

export function privilegeProblem(check: PrivilegeCheck): string | undefined {
  if (check.superuser) return 'a superuser';
  if (check.bypass_rls) return 'a role that bypasses row-level security';
  if (check.owns_tables) return 'the owner of its tables';
  return undefined;
}

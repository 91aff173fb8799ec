#!/bin/sh
# Runs once, when compose.yaml's PostgreSQL starts on an empty volume (docker-entrypoint-initdb.d): the
# three roles of ADR 050, with the passwords of .env, the database handed to the owner, and the name
# search's functions declared leakproof (ADR 051). The migrate service then creates the schema as the
# owner and grants the others their privileges.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner_password="$DATABASE_OWNER_PASSWORD" \
  -v app_password="$DATABASE_APP_PASSWORD" \
  -v readonly_password="$DATABASE_READONLY_PASSWORD" <<'SQL'
CREATE ROLE claims_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE claims_app LOGIN PASSWORD :'app_password';
CREATE ROLE claims_readonly LOGIN PASSWORD :'readonly_password';
ALTER DATABASE claims OWNER TO claims_owner;
-- The name search's functions, leakproof so that row-level security leaves it its indexes (ADR 051);
-- apps/server/src/db/roles.ts (LEAKPROOF_SEARCH_FUNCTIONS) lists the same.
ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
ALTER FUNCTION pg_catalog.textcat(text, text) LEAKPROOF;
SQL

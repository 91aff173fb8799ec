#!/usr/bin/env bash
# Point-in-time recovery of the PostgreSQL deployment (docs/operations.md, "Point-in-time recovery"):
#
#   pitr.sh archive-command <archive dir>
#       prints the postgresql.conf lines that keep every WAL segment in <archive dir>
#   pitr.sh base-backup --dbname <superuser URL> --to <backups dir>
#       takes a base backup into <backups dir>/base-<UTC time>/ and checks it (pg_verifybackup)
#   pitr.sh restore --backup <base-… dir> --archive <archive dir> --target-time <ISO time> --pgdata <new dir>
#                   [--port <port>] [--log <file>] [--timeline current|latest|<id>]
#       lays the base backup down in a new data directory, replays the archive up to the target time,
#       starts the server there and waits until it is promoted (open for writes). The history replayed is
#       the backup's timeline (`current`), not PostgreSQL's default of the newest one in the archive: a
#       rehearsal's restored server archives a timeline of its own there, which ends before the target.
#
# PostgreSQL's programs are taken from PG_BIN, else the newest /usr/lib/postgresql/*/bin, else PATH. Run as
# root, every PostgreSQL program runs as the OS user PITR_OS_USER (default postgres), which owns what they
# write: the server refuses to run as root.
set -euo pipefail

die() {
  echo "pitr: $*" >&2
  exit 1
}

pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [[ -n "$newest" ]]; then
    echo "$newest"
  elif command -v pg_ctl >/dev/null; then
    dirname "$(command -v pg_ctl)"
  else
    die "no PostgreSQL programs found: set PG_BIN to the folder holding pg_ctl and pg_basebackup"
  fi
}
BIN=$(pg_bin)
OS_USER=${PITR_OS_USER:-postgres}

as_owner() {
  if [[ $(id -u) == 0 ]]; then
    runuser -u "$OS_USER" -- "$@"
  else
    "$@"
  fi
}

# A folder the server's OS user may write in: made for it if missing, an existing one left as it is.
owned_dir() {
  if [[ -d "$1" ]]; then return; fi
  mkdir -p "$1"
  if [[ $(id -u) == 0 ]]; then chown "$OS_USER:" "$1"; fi
}

# Copies a finished segment into the archive once: written under a temporary name and renamed, so the
# archive never holds half a segment; a segment already there is accepted only if it is the same (the
# server may archive one again after a crash), never overwritten.
archive_command() {
  local dir=$1
  [[ "$dir" == /* ]] || die "the archive folder must be an absolute path"
  cat <<CONF
wal_level = replica
archive_mode = on
archive_timeout = 60
archive_command = 'f="$dir/%f"; if [ -f "\$f" ]; then cmp -s "%p" "\$f"; else cp "%p" "\$f.part" && sync "\$f.part" && mv "\$f.part" "\$f"; fi'
CONF
}

base_backup() {
  local dbname="" to=""
  while (($#)); do
    case $1 in
      --dbname) dbname=$2; shift 2 ;;
      --to) to=$2; shift 2 ;;
      *) die "base-backup: unknown option $1" ;;
    esac
  done
  [[ -n "$dbname" && -n "$to" ]] || die "base-backup needs --dbname and --to"
  owned_dir "$to"
  local dest
  dest="$(cd "$to" && pwd)/base-$(date -u +%Y%m%dT%H%M%SZ)"
  [[ ! -e "$dest" ]] || die "$dest exists already"
  # The WAL of the backup's own span streamed in with it, so the backup is consistent by itself; the
  # archive carries it on from there. A fast checkpoint starts it at once.
  as_owner "$BIN/pg_basebackup" --dbname="$dbname" --pgdata="$dest" --format=plain --wal-method=stream --checkpoint=fast --no-password
  as_owner "$BIN/pg_verifybackup" --quiet "$dest"
  echo "$dest"
}

restore() {
  local backup="" archive="" target="" pgdata="" port="" log="" timeline=current
  while (($#)); do
    case $1 in
      --backup) backup=$2; shift 2 ;;
      --archive) archive=$2; shift 2 ;;
      --target-time) target=$2; shift 2 ;;
      --pgdata) pgdata=$2; shift 2 ;;
      --port) port=$2; shift 2 ;;
      --log) log=$2; shift 2 ;;
      --timeline) timeline=$2; shift 2 ;;
      *) die "restore: unknown option $1" ;;
    esac
  done
  [[ -n "$backup" && -n "$archive" && -n "$target" && -n "$pgdata" ]] || die "restore needs --backup, --archive, --target-time and --pgdata"
  [[ -f "$backup/backup_label" ]] || die "$backup is not a base backup (no backup_label)"
  [[ -d "$archive" ]] || die "no WAL archive at $archive"
  [[ ! -e "$pgdata" ]] || die "$pgdata exists: restore into a new folder, and keep the old one until the restore is checked"
  archive=$(cd "$archive" && pwd)
  log=${log:-$pgdata.log}

  local started=$SECONDS
  owned_dir "$(dirname "$pgdata")"
  as_owner cp -a "$backup" "$pgdata"
  as_owner chmod 700 "$pgdata"
  # The backup's own record of what it holds, and what the WAL streamed in replaces, are not a server's.
  as_owner rm -f "$pgdata/backup_manifest"
  # ALTER SYSTEM's file is read last: these settings win over the backup's postgresql.conf.
  as_owner tee -a "$pgdata/postgresql.auto.conf" >/dev/null <<CONF
# point-in-time recovery ($(date -u +%Y-%m-%dT%H:%M:%SZ)): remove these lines once the server is promoted
restore_command = 'cp "$archive/%f" "%p"'
recovery_target_time = '$target'
recovery_target_action = 'promote'
recovery_target_timeline = '$timeline'
CONF
  as_owner touch "$pgdata/recovery.signal"
  if [[ -n "$port" ]]; then
    as_owner tee -a "$pgdata/postgresql.auto.conf" >/dev/null <<<"port = $port"
  fi
  owned_dir "$(dirname "$log")"
  as_owner "$BIN/pg_ctl" --pgdata="$pgdata" --log="$log" --wait --timeout=600 start >/dev/null ||
    die "the server did not start: see $log"
  # Promoted once the control file says so, as `pg_ctl promote --wait` checks (a target past the archive's
  # end stops the server instead).
  until as_owner "$BIN/pg_controldata" "$pgdata" | grep -q '^Database cluster state: *in production$'; do
    if ! as_owner "$BIN/pg_ctl" --pgdata="$pgdata" status >/dev/null; then
      die "recovery stopped before reaching $target: see $log"
    fi
    sleep 0.2
  done
  echo "pitr: restored to $target in $((SECONDS - started)) s, promoted in $pgdata" >&2
}

command=${1:-}
shift || true
case $command in
  archive-command) (($# == 1)) || die "archive-command needs the archive folder"; archive_command "$1" ;;
  base-backup) base_backup "$@" ;;
  restore) restore "$@" ;;
  *) die "usage: pitr.sh archive-command <dir> | base-backup --dbname <url> --to <dir> | restore --backup <dir> --archive <dir> --target-time <time> --pgdata <dir> [--port <port>] [--log <file>] [--timeline current|latest|<id>]" ;;
esac

#!/usr/bin/env bash
# Scheduled pg_dump to an S3 bucket, with retention (docs/ops.md, "Backup and restore"). Every
# BACKUP_INTERVAL_SECONDS (default a day; the first right away): `pg_dump -Fc` of the database into
# <bucket>/<BACKUP_PREFIX>kedai-<UTC time>.dump, then removes the dumps there older than BACKUP_KEEP_DAYS (default
# 14). `--once` makes one dump and exits (non-zero when it failed). Settings: PGHOST, PGUSER, PGDATABASE,
# PGPASSWORD or PGPASSWORD_FILE; S3_URL, S3_BUCKET, S3_REGION, S3_ACCESS_KEY(_FILE), S3_SECRET_KEY(_FILE).
# Restore one: pg_restore --clean --if-exists -d <database> kedai-<time>.dump (with a pg_restore of that major version).
set -euo pipefail

from_file() { # NAME: NAME, or the content of the file NAME_FILE names
  local file_var="${1}_FILE"
  if [ -n "${!file_var:-}" ]; then
    local value
    value="$(cat "${!file_var}")"
    printf -v "$1" '%s' "$value"
  fi
  export "${1?}"
}
from_file PGPASSWORD
from_file S3_ACCESS_KEY
from_file S3_SECRET_KEY
: "${S3_URL:?set S3_URL}" "${S3_BUCKET:?set S3_BUCKET}" "${S3_ACCESS_KEY:?set S3_ACCESS_KEY}" "${S3_SECRET_KEY:?set S3_SECRET_KEY}"
region="${S3_REGION:-us-east-1}"
prefix="${BACKUP_PREFIX:-backups/}"
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
bucket_url="${S3_URL%/}/${S3_BUCKET}"

log() { printf '{"time":"%s","service":"backup","msg":"%s"}\n' "$(date -u +%FT%TZ)" "$*"; }
s3() {
  curl -fsS --aws-sigv4 "aws:amz:${region}:s3" --user "${S3_ACCESS_KEY}:${S3_SECRET_KEY}" \
    -H "x-amz-content-sha256: UNSIGNED-PAYLOAD" "$@"
}

backup_once() {
  local name file cutoff key
  name="kedai-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump"
  file="$(mktemp -d)/${name}"
  pg_dump --format=custom --no-owner --file="$file"
  s3 --upload-file "$file" "${bucket_url}/${prefix}${name}" >/dev/null
  log "uploaded ${prefix}${name} ($(stat -c %s "$file") bytes)"
  rm -rf "$(dirname "$file")"
  # Names sort by time: everything named before the cutoff is older than BACKUP_KEEP_DAYS.
  cutoff="kedai-$(date -u -d "@$(($(date +%s) - keep_days * 86400))" +%Y-%m-%dT%H-%M-%SZ).dump"
  s3 "${bucket_url}?list-type=2&prefix=${prefix}" | grep -o '<Key>[^<]*</Key>' | sed -e 's/<Key>//' -e 's#</Key>##' |
    while read -r key; do
      if [[ "${key#"$prefix"}" == kedai-*.dump && "${key#"$prefix"}" < "$cutoff" ]]; then
        s3 -X DELETE "${bucket_url}/${key}" >/dev/null
        log "removed ${key} (older than ${keep_days} days)"
      fi
    done
}

if [ "${1:-}" = "--once" ]; then
  backup_once
  exit 0
fi
trap 'exit 0' TERM INT
while true; do
  backup_once || log "backup failed; next try in ${interval} s"
  sleep "$interval" &
  wait $!
done

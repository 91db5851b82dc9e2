#!/usr/bin/env bash
# Writes .env from .env.example with a new random secret for each GENERATE; never overwrites one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -e .env ]; then
  echo ".env exists already; remove it first to make a new one" >&2
  exit 1
fi
umask 077
while IFS= read -r line; do
  if [[ "$line" =~ ^([A-Z_]+)=GENERATE$ ]]; then
    line="${BASH_REMATCH[1]}=$(head -c 18 /dev/urandom | base64 | tr '/+' '_-')"
  fi
  printf '%s\n' "$line"
done < .env.example > .env
echo "Wrote .env with new secrets; set GRILL_DOMAIN in it, then: docker compose up -d"

#!/usr/bin/env bash
# Puts Clubhouse Grill on a fresh Debian 13 machine behind Caddy (HTTPS for your domain), as the
# systemd service deploy/clubhouse-grill.service. Run as root from a checkout, once the domain's
# DNS points at this machine and ports 80 and 443 are open:
#   sudo deploy/install.sh order.example-golf.club
# Running it again after a `git pull` upgrades: it rebuilds, keeps the settings and restarts.
set -euo pipefail
domain="${1:?usage: deploy/install.sh DOMAIN}"
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
app=/opt/clubhouse-grill
settings=/etc/clubhouse-grill/grill.env

echo "Installing Node.js, npm and Caddy from Debian"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm caddy >/dev/null

id clubhouse-grill >/dev/null 2>&1 ||
  useradd --system --home-dir /var/lib/clubhouse-grill --shell /usr/sbin/nologin clubhouse-grill

echo "Building the grill in $app"
mkdir -p "$app"
tar -C "$source_dir" --exclude=./node_modules --exclude='./packages/*/node_modules' --exclude=./.git \
  --exclude=./data -cf - . | tar -C "$app" -xf -
(cd "$app" && npm install --no-audit --no-fund && npm run build)

if [ ! -e "$settings" ]; then
  mkdir -p "$(dirname "$settings")"
  password="$(head -c 18 /dev/urandom | base64 | tr '/+' '_-')"
  umask 027
  cat >"$settings" <<SETTINGS
GRILL_PUBLIC_URL=https://$domain
GRILL_ADMIN_PASSWORD=$password
GRILL_LOG_FORMAT=json
SETTINGS
  chgrp clubhouse-grill "$settings"
  echo "Staff sign-in: admin / $password (kept in $settings)"
fi

install -m 0644 "$app/deploy/clubhouse-grill.service" /etc/systemd/system/clubhouse-grill.service
systemctl daemon-reload
systemctl enable clubhouse-grill >/dev/null
systemctl restart clubhouse-grill

# Caddy serves the domain: the deploy Caddyfile with the domain written in.
sed "s|{\$GRILL_DOMAIN}|$domain|" "$app/deploy/Caddyfile" >/etc/caddy/Caddyfile
systemctl reload-or-restart caddy

echo "Clubhouse Grill is starting at https://$domain (status: systemctl status clubhouse-grill)"

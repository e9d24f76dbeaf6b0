#!/bin/sh
# Starts nginx on a studio build (issue #33): checks the runtime config in the environment with the app's rules
# (src/lib/runtime-config.ts), writes runtime-config.js, the Content-Security-Policy that follows from it
# (scripts/csp.ts: same directives, same origins) and nginx.conf (nginx.conf.template) into $STUDIO_RUN_DIR, then
# runs nginx in the foreground. A bad variable stops here with one line naming it; nginx never starts.
#
# POSIX sh and coreutils only (the official nginx image has no Node). Environment (README "Deploy"):
#   STUDIO_ROOT       the build to serve (default /usr/share/nginx/html); `npm run build` wrote its .deploy/
#   STUDIO_PORT       default 8080
#   STUDIO_RUN_DIR    writable: generated files, pid, temp (default /tmp/studio-nginx)
#   NGINX             the nginx binary (default nginx)
#   STUDIO_CSP_EXTRA_ORIGINS  origins (space- or comma-separated) added to connect-src and frame-src
#   STUDIO_ACCESS_LOG         /dev/stdout (default), a file, or off
#   STUDIO_CHECK_ONLY=1       check and write the files, do not start nginx
#   the runtime config: STUDIO_OIDC_AUTHORITY, STUDIO_OIDC_CLIENT_ID, STUDIO_ENVIRONMENT (required);
#   STUDIO_API_BASE_URL, STUDIO_API_MODE, STUDIO_IDP, STUDIO_OIDC_PROJECT_ID, STUDIO_ACCOUNT_SETTINGS_URL,
#   STUDIO_MOCK_CONTROL_URL, STUDIO_SENTRY_DSN, STUDIO_FEATURE_FLAGS (comma-separated: `a,b` switches a and b on,
#   `c=false` switches c off).
set -eu
# Byte-wise patterns and ranges (the checks below judge bytes, whatever the container's locale).
LC_ALL=C
export LC_ALL
# No file name expansion: lists in variables are split on spaces, never globbed.
set -f

HERE=$(cd "$(dirname "$0")" && pwd)
STUDIO_ROOT=${STUDIO_ROOT:-/usr/share/nginx/html}
STUDIO_PORT=${STUDIO_PORT:-8080}
STUDIO_RUN_DIR=${STUDIO_RUN_DIR:-/tmp/studio-nginx}
NGINX=${NGINX:-nginx}
# Where nginx logs each request: stdout (a container's log) by default, a file path, or off.
STUDIO_ACCESS_LOG=${STUDIO_ACCESS_LOG:-/dev/stdout}
BROTLI_MODULE=${STUDIO_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}

fail() {
  printf 'start.sh: %s\n' "$1" >&2
  exit 1
}

# A value as it goes into a message: on one line.
shown() {
  printf '"%s"' "$1" | tr '[:cntrl:]' '?'
}

# True when a value holds a quote, a backtick, a backslash, or anything but printable ASCII (a space, a control
# character, a non-ASCII byte: IDNs go in punycode, other characters percent-encoded), as the app's rule says.
unsafe() {
  case $1 in
    *[\"\'\`\\]* | *[!!-~]*) return 0 ;;
  esac
  return 1
}

lower() {
  printf '%s' "$1" | tr 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' 'abcdefghijklmnopqrstuvwxyz'
}

# The origin of an absolute http(s) URL as `new URL(value).origin` gives it (scheme and host in lower case, no
# default port); fails for anything else. Hosts are names or IPv4/IPv6 literals (ASCII: IDNs in punycode).
origin_of() {
  case $1 in
    [Hh][Tt][Tt][Pp]://?* | [Hh][Tt][Tt][Pp][Ss]://?*) ;;
    *) return 1 ;;
  esac
  unsafe "$1" && return 1
  _scheme=$(lower "${1%%://*}")
  _rest=${1#*://}
  _authority=${_rest%%[/?#]*}
  _hostport=${_authority##*@}
  case $_hostport in
    \[*\]) _host=$_hostport _port= ;;
    \[*\]:*) _host="${_hostport%%]:*}]" _port=${_hostport##*]:} ;;
    *:*) _host=${_hostport%%:*} _port=${_hostport#*:} ;;
    *) _host=$_hostport _port= ;;
  esac
  case $_host in
    '' | \[\]) return 1 ;;
    \[*[!0-9A-Fa-f:.]*\]) return 1 ;;
    \[*\]) ;;
    *[!A-Za-z0-9._-]*) return 1 ;;
  esac
  case $_port in
    *[!0-9]*) return 1 ;;
  esac
  if [ -n "$_port" ]; then
    _port=$(expr "$_port" + 0) || true
    [ "$_port" -le 65535 ] || return 1
    { [ "$_scheme" = http ] && [ "$_port" = 80 ]; } || { [ "$_scheme" = https ] && [ "$_port" = 443 ]; } && _port=
  fi
  printf '%s://%s%s' "$_scheme" "$(lower "$_host")" "${_port:+:$_port}"
}

# An optional URL variable: empty, or an absolute http(s) URL of at most $2 characters.
check_url() {
  eval "_value=\${$1:-}"
  [ -z "$_value" ] && return 0
  if ! origin_of "$_value" >/dev/null || [ "${#_value}" -gt "$2" ]; then
    fail "$1 must be an absolute http(s) URL, got $(shown "$_value") (at most $2 characters; no quote, backslash, space or control character)"
  fi
}

require() {
  eval "_value=\${$1:-}"
  [ -n "$_value" ] || fail "$1 must be set: $2"
}

# A plain text variable of $2 to $3 characters.
check_text() {
  eval "_value=\${$1:-}"
  if unsafe "$_value" || [ "${#_value}" -lt "$2" ] || [ "${#_value}" -gt "$3" ]; then
    fail "$1 must be $2 to $3 characters without quotes, backslashes, spaces or control characters, got $(shown "$_value")"
  fi
}

# --- The runtime config ---------------------------------------------------------------------------------------

require STUDIO_OIDC_AUTHORITY 'the identity provider, an absolute http(s) URL'
require STUDIO_OIDC_CLIENT_ID "the studio's client id at the identity provider"
require STUDIO_ENVIRONMENT 'one of local, dev, stg, prd'

case $STUDIO_ENVIRONMENT in
  local | dev | stg | prd) ;;
  *) fail "STUDIO_ENVIRONMENT must be one of local, dev, stg, prd, got $(shown "$STUDIO_ENVIRONMENT")" ;;
esac
# Set but empty is refused, as the app refuses '' (unset takes the default).
STUDIO_API_MODE=${STUDIO_API_MODE-live}
case $STUDIO_API_MODE in
  msw | server | prism | live) ;;
  *) fail "STUDIO_API_MODE must be one of msw, server, prism, live, got $(shown "$STUDIO_API_MODE")" ;;
esac

check_url STUDIO_OIDC_AUTHORITY 500
check_url STUDIO_API_BASE_URL 500
check_url STUDIO_MOCK_CONTROL_URL 500
check_url STUDIO_SENTRY_DSN 500
check_url STUDIO_ACCOUNT_SETTINGS_URL 2000
STUDIO_IDP=${STUDIO_IDP-zitadel}
check_text STUDIO_IDP 1 64
check_text STUDIO_OIDC_CLIENT_ID 1 200
check_text STUDIO_OIDC_PROJECT_ID 0 64

FLAGS=
_flags=$(printf '%s' "${STUDIO_FEATURE_FLAGS:-}" | tr ',' ' ')
for _flag in $_flags; do
  case $_flag in
    *=true) _name=${_flag%=true} _on=true ;;
    *=false) _name=${_flag%=false} _on=false ;;
    *) _name=$_flag _on=true ;;
  esac
  case $_name in
    '' | *[!A-Za-z0-9_.-]*) fail "STUDIO_FEATURE_FLAGS must be comma-separated flag names (letters, digits, _ . -), each optionally =true or =false, got $(shown "$STUDIO_FEATURE_FLAGS")" ;;
  esac
  FLAGS="$FLAGS${FLAGS:+, }\"$_name\": $_on"
done

EXTRA_ORIGINS=
for _origin in $(printf '%s' "${STUDIO_CSP_EXTRA_ORIGINS:-}" | tr ',' ' '); do
  _o=$(origin_of "$_origin") || fail "STUDIO_CSP_EXTRA_ORIGINS must be absolute http(s) URLs separated by spaces, got $(shown "$_origin")"
  EXTRA_ORIGINS="$EXTRA_ORIGINS $_o"
done

# Sentry's DSN https://<key>@<host>/<project>: its host and, in stg and prd, its CSP report endpoint (scripts/csp.ts).
SENTRY_ORIGIN=
REPORT_URI=
if [ -n "${STUDIO_SENTRY_DSN:-}" ]; then
  SENTRY_ORIGIN=$(origin_of "$STUDIO_SENTRY_DSN")
  _rest=${STUDIO_SENTRY_DSN#*://}
  _authority=${_rest%%[/?#]*}
  _key=
  case $_authority in *@*) _key=${_authority%@*} _key=${_key%%:*} ;; esac
  _path=${_rest#"$_authority"}
  _path=${_path%%[?#]*}
  _path=${_path%"${_path##*[!/]}"}
  _project=${_path##*/}
  if [ "$STUDIO_ENVIRONMENT" = stg ] || [ "$STUDIO_ENVIRONMENT" = prd ] && [ -n "$_key" ] && [ -n "$_project" ]; then
    case $_key$_project in
      *[!A-Za-z0-9._-]*) fail "STUDIO_SENTRY_DSN must be https://<key>@<host>/<project> (key and project of letters, digits, _ . -), got $(shown "$STUDIO_SENTRY_DSN")" ;;
    esac
    REPORT_URI="$SENTRY_ORIGIN/api/$_project/security/?sentry_key=$_key&sentry_environment=$STUDIO_ENVIRONMENT"
  fi
fi

# --- Where things are -----------------------------------------------------------------------------------------

case $STUDIO_PORT in
  '' | *[!0-9]*) fail "STUDIO_PORT must be a port number, got $(shown "$STUDIO_PORT")" ;;
esac
[ "$STUDIO_PORT" -ge 1 ] && [ "$STUDIO_PORT" -le 65535 ] || fail "STUDIO_PORT must be a port number, got $(shown "$STUDIO_PORT")"

[ -f "$STUDIO_ROOT/index.html" ] || fail "STUDIO_ROOT must be a studio build (npm run build), $(shown "$STUDIO_ROOT") has no index.html"
HASHES_FILE="$STUDIO_ROOT/.deploy/csp-script-hashes"
[ -f "$HASHES_FILE" ] || fail "STUDIO_ROOT must be a build of npm run build (it writes .deploy/), $(shown "$STUDIO_ROOT") has no .deploy/csp-script-hashes"
[ "$STUDIO_API_MODE" != msw ] || [ -f "$STUDIO_ROOT/mockServiceWorker.js" ] ||
  fail "STUDIO_API_MODE=msw needs a mock build (npm run build:mock): $(shown "$STUDIO_ROOT") has no mockServiceWorker.js"
STUDIO_ROOT=$(cd "$STUDIO_ROOT" && pwd)
mkdir -p "$STUDIO_RUN_DIR" || fail "STUDIO_RUN_DIR must be a writable folder, got $(shown "$STUDIO_RUN_DIR")"
STUDIO_RUN_DIR=$(cd "$STUDIO_RUN_DIR" && pwd)
for _dir in STUDIO_ROOT STUDIO_RUN_DIR; do
  eval "_value=\$$_dir"
  case $_value in
    *[!A-Za-z0-9._/+@-]*) fail "$_dir must be a path of letters, digits and . _ / + @ -, got $(shown "$_value")" ;;
  esac
done

# --- The Content-Security-Policy (scripts/csp.ts, directive for directive) ---------------------------------------

# `join`: the sources once each, in order.
join_sources() {
  _joined=
  for _source in "$@"; do
    [ -n "$_source" ] || continue
    case " $_joined " in *" $_source "*) continue ;; esac
    _joined="$_joined${_joined:+ }$_source"
  done
  printf '%s' "$_joined"
}

SCRIPT_HASHES=
while IFS= read -r _hash || [ -n "$_hash" ]; do
  [ -n "$_hash" ] || continue
  case $_hash in
    \'sha256-*\') ;;
    *) fail "STUDIO_ROOT's .deploy/csp-script-hashes holds $(shown "$_hash"), not a 'sha256-…' source: build again" ;;
  esac
  case $_hash in *[!A-Za-z0-9+/=\'-]*) fail "STUDIO_ROOT's .deploy/csp-script-hashes holds $(shown "$_hash"): build again" ;; esac
  SCRIPT_HASHES="$SCRIPT_HASHES $_hash"
done <"$HASHES_FILE"

optional_origin() {
  [ -n "$1" ] && origin_of "$1" || true
}
AUTHORITY_ORIGIN=$(origin_of "$STUDIO_OIDC_AUTHORITY")
# shellcheck disable=SC2086 # the lists split on spaces on purpose
CONNECT_SRC=$(join_sources "'self'" "$(optional_origin "${STUDIO_API_BASE_URL:-}")" "$AUTHORITY_ORIGIN" \
  "$(optional_origin "${STUDIO_MOCK_CONTROL_URL:-}")" "$SENTRY_ORIGIN" $EXTRA_ORIGINS)
# shellcheck disable=SC2086
FRAME_SRC=$(join_sources "'self'" "$AUTHORITY_ORIGIN" $EXTRA_ORIGINS)
# shellcheck disable=SC2086
SCRIPT_SRC=$(join_sources "'self'" $SCRIPT_HASHES)

policy() {
  printf "default-src 'self'; script-src %s; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src %s; worker-src 'self'; frame-src %s; frame-ancestors %s; object-src 'none'; base-uri 'self'; form-action 'self'" \
    "$SCRIPT_SRC" "$CONNECT_SRC" "$FRAME_SRC" "$1"
  [ -z "$REPORT_URI" ] || printf '; report-uri %s' "$REPORT_URI"
}

# --- The files ------------------------------------------------------------------------------------------------

mkdir -p "$STUDIO_RUN_DIR/temp" || fail "STUDIO_RUN_DIR must be a writable folder, got $(shown "$STUDIO_RUN_DIR")"
# Started as root, nginx's workers run as nobody: they read runtime-config.js from here (nothing in it is secret).
chmod a+rx "$STUDIO_RUN_DIR" 2>/dev/null || true

string() {
  printf '"%s"' "$1"
}
{
  printf '// Written by deploy/nginx/start.sh from the environment at %s.\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  printf 'window.__STUDIO_CONFIG__ = {\n'
  printf '  "apiBaseUrl": %s,\n' "$(string "${STUDIO_API_BASE_URL:-}")"
  printf '  "idp": %s,\n' "$(string "$STUDIO_IDP")"
  printf '  "oidcAuthority": %s,\n' "$(string "$STUDIO_OIDC_AUTHORITY")"
  printf '  "oidcClientId": %s,\n' "$(string "$STUDIO_OIDC_CLIENT_ID")"
  [ -z "${STUDIO_OIDC_PROJECT_ID:-}" ] || printf '  "oidcProjectId": %s,\n' "$(string "$STUDIO_OIDC_PROJECT_ID")"
  printf '  "environment": %s,\n' "$(string "$STUDIO_ENVIRONMENT")"
  printf '  "apiMode": %s,\n' "$(string "$STUDIO_API_MODE")"
  [ -z "${STUDIO_ACCOUNT_SETTINGS_URL:-}" ] || printf '  "accountSettingsUrl": %s,\n' "$(string "$STUDIO_ACCOUNT_SETTINGS_URL")"
  [ -z "${STUDIO_MOCK_CONTROL_URL:-}" ] || printf '  "mockControlUrl": %s,\n' "$(string "$STUDIO_MOCK_CONTROL_URL")"
  [ -z "${STUDIO_SENTRY_DSN:-}" ] || printf '  "sentryDsn": %s,\n' "$(string "$STUDIO_SENTRY_DSN")"
  printf '  "featureFlags": {%s}\n' "$FLAGS"
  printf '};\n'
} >"$STUDIO_RUN_DIR/runtime-config.js"

# The headers of every response (each location includes one of these files: see nginx.conf.template).
headers() {
  printf 'add_header Content-Security-Policy "%s" always;\n' "$(policy "$1")"
  printf 'add_header Cross-Origin-Opener-Policy "%s" always;\n' "$2"
  printf 'add_header X-Content-Type-Options "nosniff" always;\n'
  printf 'add_header Referrer-Policy "strict-origin-when-cross-origin" always;\n'
  # Features Chromium knows (an unknown one, e.g. bluetooth, is a console warning on every page).
  printf 'add_header Permissions-Policy "%s" always;\n' \
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()'
  printf '# Behind TLS (here or at the proxy in front), add:\n'
  printf '# add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;\n'
}
headers "'none'" same-origin-allow-popups >"$STUDIO_RUN_DIR/headers.conf"
headers "'self'" same-origin-allow-popups >"$STUDIO_RUN_DIR/headers-callback.conf"
headers "'none'" unsafe-none >"$STUDIO_RUN_DIR/headers-popup.conf"

LOAD_MODULES=
BROTLI_STATIC=
if [ -f "$BROTLI_MODULE" ]; then
  LOAD_MODULES="load_module $BROTLI_MODULE;"
  BROTLI_STATIC='brotli_static on;'
fi
case $STUDIO_ACCESS_LOG in
  off) ;;
  /*) if unsafe "$STUDIO_ACCESS_LOG"; then fail "STUDIO_ACCESS_LOG must be off or an absolute path, got $(shown "$STUDIO_ACCESS_LOG")"; fi ;;
  *) fail "STUDIO_ACCESS_LOG must be off or an absolute path, got $(shown "$STUDIO_ACCESS_LOG")" ;;
esac
cp "$HERE/mime.types" "$STUDIO_RUN_DIR/mime.types"
sed -e "s|@STUDIO_RUN_DIR@|$STUDIO_RUN_DIR|g" -e "s|@STUDIO_ROOT@|$STUDIO_ROOT|g" -e "s|@STUDIO_PORT@|$STUDIO_PORT|g" \
  -e "s|@STUDIO_ACCESS_LOG@|$STUDIO_ACCESS_LOG|g" \
  -e "s|@LOAD_MODULES@|$LOAD_MODULES|g" -e "s|@BROTLI_STATIC@|$BROTLI_STATIC|g" \
  "$HERE/nginx.conf.template" >"$STUDIO_RUN_DIR/nginx.conf"

[ "${STUDIO_CHECK_ONLY:-}" != 1 ] || exit 0
exec "$NGINX" -p "$STUDIO_RUN_DIR/" -c "$STUDIO_RUN_DIR/nginx.conf" -e stderr

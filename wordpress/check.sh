#!/usr/bin/env bash
# Assert that the running local WordPress (up.sh + seed.sh) serves what the app
# expects: pagination, meta fields, embedded images, hidden draft, neutralised
# javascript: links, CORS as the plugin designs it, and the plugin's deploy
# hook (against a throw-away local listener). Exits non-zero on failure.
# Uses only bash, curl and php (for JSON, the listener and the in-process plugin checks).
# Usage: bash wordpress/check.sh
# shellcheck disable=SC2016  # the PHP expressions below are single-quoted on purpose
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

TMP="$(mktemp -d)"
hook_pid=""          # the deploy hook listener (timeout + php -S), if started
hook_state=""        # saved plugin options, restored on exit
cleanup() {
  if [[ -n "$hook_state" && -s "$hook_state" ]]; then
    WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php "$WP_SCRIPTS_DIR/lib/deploy-hook-fixture.php" restore "$hook_state" ||
      echo "WARNING: could not restore the deploy hook options (saved in $hook_state)" >&2
  fi
  if [[ -n "$hook_pid" ]]; then
    kill "$hook_pid" 2>/dev/null || true
    wait "$hook_pid" 2>/dev/null || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

passed=0
failed=0
ok() { passed=$((passed + 1)); printf 'ok   %s\n' "$1"; }
bad() { failed=$((failed + 1)); printf 'FAIL %s\n' "$1"; }
# check "label" command...: runs the command, records pass/fail.
check() { if "${@:2}"; then ok "$1"; else bad "$1"; fi; }

# get NAME URL [curl args]: body -> $TMP/NAME.json, headers -> $TMP/NAME.h,
# prints the HTTP status.
get() {
  local name="$1" url="$2"; shift 2
  curl -sS --max-time 30 -D "$TMP/$name.h" -o "$TMP/$name.json" -w '%{http_code}' "$@" "$url" || true
}
# header NAME HEADER: value of a response header ('' if absent).
header() { grep -i "^$2:" "$TMP/$1.h" | head -n1 | cut -d: -f2- | tr -d '\r' | sed 's/^ *//;s/ *$//' || true; }
has_header() { grep -qi "^$2:" "$TMP/$1.h"; }
# jtrue NAME 'php boolean expression over $d': true when the expression holds
# for the decoded JSON body of NAME.
jtrue() {
  php -r '$d = json_decode(file_get_contents($argv[1]), true); exit(eval("return (" . $argv[2] . ");") ? 0 : 1);' \
    "$TMP/$1.json" "$2"
}
jval() { php -r '$d = json_decode(file_get_contents($argv[1]), true); echo eval("return (" . $argv[2] . ");");' "$TMP/$1.json" "$2"; }

echo "checking $REST_BASE"
status="$(get page1 "$REST_BASE/posts?per_page=20&_embed")"
[[ "$status" == 200 ]] || { bad "GET /posts?per_page=20&_embed -> $status (is it running? bash wordpress/up.sh && bash wordpress/seed.sh)"; exit 1; }
ok "GET /posts?per_page=20&_embed -> 200"

# --- pagination -------------------------------------------------------------
check "page 1 has 20 posts" jtrue page1 'is_array($d) && count($d) === 20'
total="$(header page1 X-WP-Total)"
check "X-WP-Total ($total) > 20" test "${total:-0}" -gt 20
check "X-WP-TotalPages = 2 (got $(header page1 X-WP-TotalPages))" test "$(header page1 X-WP-TotalPages)" = 2
check "GET /posts?page=2 -> 200" test "$(get page2 "$REST_BASE/posts?per_page=20&page=2&_embed")" = 200
check "page 2 holds the rest ($((total - 20)))" jtrue page2 "count(\$d) === $((total - 20))"
check "GET /posts?per_page=20&page=3 -> 400" test "$(get page3 "$REST_BASE/posts?per_page=20&page=3")" = 400
check "page 3 error code is rest_post_invalid_page_number" jtrue page3 '$d["code"] === "rest_post_invalid_page_number"'

# --- fields the app reads -----------------------------------------------------
check "every post has meta.price and meta.affiliate_url" \
  jtrue page1 'count(array_filter($d, fn($p) => isset($p["meta"]) && array_key_exists("price", $p["meta"]) && array_key_exists("affiliate_url", $p["meta"]))) === 20'
check "most posts have a price and an https affiliate_url" \
  jtrue page1 'count(array_filter($d, fn($p) => $p["meta"]["price"] !== "" && str_starts_with($p["meta"]["affiliate_url"], "https://"))) >= 15'
check "title/excerpt/content rendered, categories array present" \
  jtrue page1 'count(array_filter($d, fn($p) => isset($p["title"]["rendered"], $p["excerpt"]["rendered"], $p["content"]["rendered"]) && is_array($p["categories"]) && $p["categories"])) === 20'
check "_embedded wp:featuredmedia[0].source_url present (>= 18 of 20)" \
  jtrue page1 'count(array_filter($d, fn($p) => str_starts_with($p["_embedded"]["wp:featuredmedia"][0]["source_url"] ?? "", "http"))) >= 18'
check "embedded media has media_details.sizes (thumbnail)" \
  jtrue page1 'count(array_filter($d, fn($p) => isset($p["_embedded"]["wp:featuredmedia"][0]["media_details"]["sizes"]["thumbnail"]["source_url"]))) >= 18'
check "JPEG, PNG and WebP featured images are all used" \
  jtrue page1 'count(array_unique(array_map(fn($p) => $p["_embedded"]["wp:featuredmedia"][0]["mime_type"] ?? "", $d))) >= 3'

img_url="$(jval page1 '$d[0]["_embedded"]["wp:featuredmedia"][0]["source_url"] ?? ""')"
img_type="$(curl -sS -o /dev/null -w '%{http_code} %{content_type}' "$img_url" || true)"
check "featured image is served ($img_type)" grep -Eq '^200 image/' <<<"$img_type"
media_id="$(jval page1 '$d[0]["featured_media"]')"
check "GET /media/$media_id -> 200 with source_url" \
  bash -c "[[ \"\$(curl -sS -o '$TMP/media.json' -w '%{http_code}' '$REST_BASE/media/$media_id')\" == 200 ]] && grep -q source_url '$TMP/media.json'"
first_id="$(jval page1 '$d[0]["id"]')"
check "GET /posts/$first_id?_embed -> 200" test "$(get single "$REST_BASE/posts/$first_id?_embed")" = 200

# --- seeded edge cases ----------------------------------------------------------
slug_check() { # slug_check SLUG 'php expression over $p'
  [[ "$(get "slug-$1" "$REST_BASE/posts?slug=$1&_embed")" == 200 ]] &&
    jtrue "slug-$1" "count(\$d) === 1 && (function(\$p) { return $2; })(\$d[0])"
}
check "no-image post has featured_media 0" slug_check luminaria-led-de-mesa-sem-imagem '$p["featured_media"] === 0 && !isset($p["_embedded"]["wp:featuredmedia"])'
check "no-price post has meta.price ''" slug_check fita-de-led-rgb-sem-preco '$p["meta"]["price"] === ""'
check "no-link post has meta.affiliate_url ''" slug_check tapete-de-yoga-sem-link '$p["meta"]["affiliate_url"] === ""'
check "hostile post: markup reaches the API as stored (title has <script>)" \
  slug_check teste-xss-conteudo-malicioso 'str_contains($p["title"]["rendered"], "<script>") && str_contains($p["content"]["rendered"], "javascript:alert")'
check "hostile post: meta.affiliate_url is not a javascript: URL" \
  slug_check teste-xss-conteudo-malicioso '!preg_match("/^\s*javascript:/i", $p["meta"]["affiliate_url"])'
check "every affiliate_url on pages 1-2 is '' or http(s)" \
  jtrue page1 'count(array_filter($d, fn($p) => $p["meta"]["affiliate_url"] !== "" && !preg_match("#^https?://#", $p["meta"]["affiliate_url"]))) === 0'
check "… page 2 too" \
  jtrue page2 'count(array_filter($d, fn($p) => $p["meta"]["affiliate_url"] !== "" && !preg_match("#^https?://#", $p["meta"]["affiliate_url"]))) === 0'

# --- the draft never shows --------------------------------------------------------
check "draft slug absent from pages 1 and 2" \
  bash -c "! grep -q rascunho-nao-publicar '$TMP/page1.json' '$TMP/page2.json'"
draft_by_slug_empty() { [[ "$(get draftslug "$REST_BASE/posts?slug=rascunho-nao-publicar")" == 200 ]] && jtrue draftslug '$d === []'; }
check "GET /posts?slug=rascunho-nao-publicar -> []" draft_by_slug_empty
draft_id=""
if [[ -s "$SEED_SUMMARY" ]]; then
  draft_id="$(php -r '$s = json_decode(file_get_contents($argv[1]), true); echo $s["edge_cases"]["draft"]["id"] ?? "";' "$SEED_SUMMARY")"
fi
if [[ -n "$draft_id" ]]; then
  check "GET /posts/$draft_id (draft) -> 401 for anonymous" test "$(get draft "$REST_BASE/posts/$draft_id")" = 401
fi
check "anonymous POST of meta is refused (401)" \
  test "$(get write "$REST_BASE/posts/$first_id" -X POST -H 'Content-Type: application/json' --data '{"meta":{"price":"R$ 0,00"}}')" = 401

# --- categories -----------------------------------------------------------------
check "GET /categories?per_page=100 -> 200" test "$(get cats "$REST_BASE/categories?per_page=100")" = 200
check "at least 6 categories have posts" jtrue cats 'count(array_filter($d, fn($c) => $c["count"] > 0)) >= 6'
check "'Comparativos' exists with count 0" jtrue cats 'count(array_filter($d, fn($c) => $c["name"] === "Comparativos" && $c["count"] === 0)) === 1'
check "default category ('Sem categoria') has count 0" jtrue cats 'count(array_filter($d, fn($c) => $c["slug"] === "sem-categoria" && $c["count"] === 0)) === 1'
check "'Saúde e Cuidados Pessoais' has posts" jtrue cats 'count(array_filter($d, fn($c) => $c["name"] === "Saúde e Cuidados Pessoais" && $c["count"] > 0)) === 1'

# --- CORS -------------------------------------------------------------------------
allowed="http://127.0.0.1:5173"
get cors_ok "$REST_BASE/posts?per_page=1" -H "Origin: $allowed" >/dev/null
check "allowed origin is echoed in Access-Control-Allow-Origin" test "$(header cors_ok Access-Control-Allow-Origin)" = "$allowed"
check "Vary: Origin" grep -qi '^Vary:.*Origin' "$TMP/cors_ok.h"
check "Access-Control-Allow-Methods: GET, OPTIONS" test "$(header cors_ok Access-Control-Allow-Methods)" = "GET, OPTIONS"
check "X-WP-Total / X-WP-TotalPages exposed" grep -qi '^Access-Control-Expose-Headers:.*X-WP-Total, X-WP-TotalPages' "$TMP/cors_ok.h"
check "no Access-Control-Allow-Credentials (allowed origin)" bash -c "! grep -qi '^Access-Control-Allow-Credentials' '$TMP/cors_ok.h'"
get cors_port "$REST_BASE/posts?per_page=1" -H "Origin: http://localhost:4173" >/dev/null
check "any localhost port is allowed locally" test "$(header cors_port Access-Control-Allow-Origin)" = "http://localhost:4173"
get cors_bad "$REST_BASE/posts?per_page=1" -H "Origin: https://evil.example" >/dev/null
check "other origin gets no Access-Control-Allow-Origin" bash -c "! grep -qi '^Access-Control-Allow-Origin' '$TMP/cors_bad.h'"
check "no Access-Control-Allow-Credentials (other origin)" bash -c "! grep -qi '^Access-Control-Allow-Credentials' '$TMP/cors_bad.h'"
pre="$(get preflight "$REST_BASE/posts" -X OPTIONS -H "Origin: $allowed" -H 'Access-Control-Request-Method: GET')"
check "preflight OPTIONS -> 200 with the origin echoed" \
  bash -c "[[ '$pre' == 200 ]] && grep -qi '^Access-Control-Allow-Origin: $allowed' '$TMP/preflight.h'"

# --- deploy hook listener ----------------------------------------------------------
# A stand-in for the static host's deploy hook (lib/hook-listener.php) on a free
# loopback port. It logs every request to $HOOK_LOG; `timeout` bounds its life
# even if this script is killed, and cleanup() stops it on exit.
HOOK_LOG="$TMP/hook.jsonl"
HOOK_URL=""
free_port() { php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo parse_url("tcp://" . stream_socket_get_name($s, false), PHP_URL_PORT);'; }
for _ in 1 2 3; do
  port="$(free_port)"
  HOOK_LISTENER_LOG="$HOOK_LOG" timeout 300 php -S "127.0.0.1:$port" -t "$TMP" "$WP_SCRIPTS_DIR/lib/hook-listener.php" \
    >"$TMP/hook-listener.out" 2>&1 </dev/null &
  hook_pid=$!
  for _ in $(seq 1 50); do
    if curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$port/ping"; then HOOK_URL="http://127.0.0.1:$port"; break 2; fi
    kill -0 "$hook_pid" 2>/dev/null || break
    sleep 0.1
  done
  kill "$hook_pid" 2>/dev/null || true
  wait "$hook_pid" 2>/dev/null || true
  hook_pid=""
done
# hook_posts: number of POSTs the listener logged (after a /ping barrier: the
# single-process listener answers it only once earlier requests are logged).
hook_posts() {
  curl -fs -o /dev/null --max-time 5 "$HOOK_URL/ping" || true
  if [[ -s "$HOOK_LOG" ]]; then grep -c '"method":"POST"' "$HOOK_LOG" || true; else echo 0; fi
}

# --- in-process plugin checks (sanitisers, allow-list rules, meta box, deploy hook) ---
# The deploy hook part publishes/trashes posts and creates a category inside a
# rolled-back transaction, so other clients never see them.
if [[ -n "$HOOK_URL" ]]; then
  ok "deploy hook listener up on $HOOK_URL"
else
  bad "deploy hook listener did not start: $(tail -n 3 "$TMP/hook-listener.out" 2>/dev/null | tr '\n' ' ')"
fi
if WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" HOOK_LISTENER_URL="$HOOK_URL" HOOK_LISTENER_LOG="$HOOK_LOG" \
  php -d display_errors=stderr "$WP_SCRIPTS_DIR/lib/plugin-selftest.php" >"$TMP/selftest.out" 2>&1; then
  ok "plugin self-test ($(grep -c '^ok' "$TMP/selftest.out") in-process checks; see wordpress/lib/plugin-selftest.php)"
else
  cat "$TMP/selftest.out"
  bad "plugin self-test"
fi
if [[ -n "$HOOK_URL" ]]; then
  self_posts="$(hook_posts)"
  check "self-test: listener got 10 POSTs (publish, deferred, 7 single changes, manual), got $self_posts" test "$self_posts" = 10
fi

# --- deploy hook over HTTP: settings page, form validation, manual button ----------
# These need the hook stored for real (the web server is another process):
# lib/deploy-hook-fixture.php saves the plugin's options first and cleanup()
# puts them back. A logged-in admin session is opened with curl and closed at the end.
if [[ -n "$HOOK_URL" ]]; then
  hook_state="$TMP/hook-state.json"
  if WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php "$WP_SCRIPTS_DIR/lib/deploy-hook-fixture.php" save "$hook_state" "$HOOK_URL/hook"; then
    ok "deploy hook pointed at the listener (previous options saved)"
  else
    bad "could not point the deploy hook at the listener"
  fi
  JAR="$TMP/cookies.txt"
  ADMIN="$SITE_URL/wp-admin"
  SETTINGS="$ADMIN/options-general.php?page=curadoria-afiliados"
  # page NAME URL [curl args]: like get, with the admin cookie jar.
  page() { get "$1" "$2" -b "$JAR" -c "$JAR" "${@:3}"; }
  # field NAME INPUT_NAME: value="" of the input with that name in page NAME.
  field() {
    php -r 'preg_match("/name=\"" . preg_quote($argv[2], "/") . "\"[^>]*value=\"([^\"]*)\"|value=\"([^\"]*)\"[^>]*name=\"" . preg_quote($argv[2], "/") . "\"/", file_get_contents($argv[1]), $m); echo html_entity_decode(($m[1] ?? "") !== "" ? $m[1] : ($m[2] ?? ""), ENT_QUOTES);' \
      "$TMP/$1.json" "$2"
  }
  textarea() { php -r 'preg_match("/<textarea[^>]*name=\"" . preg_quote($argv[2], "/") . "\"[^>]*>(.*?)<\/textarea>/s", file_get_contents($argv[1]), $m); echo html_entity_decode($m[1] ?? "", ENT_QUOTES);' "$TMP/$1.json" "$2"; }

  posts0="$(hook_posts)"
  check "anonymous 'rebuild now' -> 400, nothing sent" \
    bash -c "[[ \"\$(curl -sS -o /dev/null -w '%{http_code}' --max-time 30 -d action=curadoria_afiliados_deploy_now '$ADMIN/admin-post.php')\" == 400 ]]"

  page login_form "$SITE_URL/wp-login.php" >/dev/null
  login_status="$(page login "$SITE_URL/wp-login.php" --data-urlencode "log=$WP_ADMIN_USER" --data-urlencode "pwd=$WP_ADMIN_PASSWORD" -d testcookie=1)"
  check "admin login -> 302 ($login_status)" test "$login_status" = 302

  check "settings page -> 200" test "$(page settings "$SETTINGS")" = 200
  check "settings page has 'URL do deploy hook' with the stored URL" \
    bash -c "grep -q 'URL do deploy hook' '$TMP/settings.json' && grep -q 'value=\"$HOOK_URL/hook\"' '$TMP/settings.json'"
  check "settings page has the 'Disparar rebuild agora' button" grep -q 'value="Disparar rebuild agora"' "$TMP/settings.json"
  check "settings page warns that DISABLE_WP_CRON needs a real cron" grep -q 'DISABLE_WP_CRON está ativo' "$TMP/settings.json"

  # The settings form refuses a bad URL, keeps the old one, and leaves the CORS list alone.
  origins_before="$(textarea settings curadoria_afiliados_allowed_origins)"
  for bad_url in 'ftp://example.com/hook' 'javascript:alert(1)'; do
    status="$(page save "$SITE_URL/wp-admin/options.php" \
      --data-urlencode option_page=curadoria_afiliados --data-urlencode action=update \
      --data-urlencode "_wpnonce=$(field settings _wpnonce)" \
      --data-urlencode "_wp_http_referer=/wp-admin/options-general.php?page=curadoria-afiliados" \
      --data-urlencode "curadoria_afiliados_allowed_origins=$origins_before" \
      --data-urlencode "curadoria_afiliados_deploy_hook=$bad_url")"
    page after_save "$SETTINGS&settings-updated=true" >/dev/null
    check "settings form rejects $bad_url (302 $status, error shown, URL kept)" \
      bash -c "[[ '$status' == 302 ]] && grep -q 'URL do deploy hook inválida' '$TMP/after_save.json' && grep -q 'value=\"$HOOK_URL/hook\"' '$TMP/after_save.json'"
  done
  check "… and the CORS list is unchanged" test "$(textarea after_save curadoria_afiliados_allowed_origins)" = "$origins_before"

  posts1="$(hook_posts)"
  check "no POST so far from the HTTP checks ($((posts1 - posts0)))" test "$posts1" = "$posts0"
  nostatus="$(page deploy_nonce_bad "$ADMIN/admin-post.php" -d action=curadoria_afiliados_deploy_now -d curadoria_afiliados_deploy_nonce=deadbeef00)"
  posts2="$(hook_posts)"
  check "'rebuild now' with a bad nonce -> 403, nothing sent ($nostatus)" bash -c "[[ '$nostatus' == 403 && '$posts2' == '$posts1' ]]"

  deploy_status="$(page deploy "$ADMIN/admin-post.php" -d action=curadoria_afiliados_deploy_now \
    --data-urlencode "curadoria_afiliados_deploy_nonce=$(field settings curadoria_afiliados_deploy_nonce)")"
  posts3="$(hook_posts)"
  location="$(header deploy Location)"
  check "'rebuild now' -> 302 back to the settings page ($deploy_status)" \
    bash -c "[[ '$deploy_status' == 302 && '$location' == *'page=curadoria-afiliados&curadoria-deploy=1' ]]"
  check "'rebuild now' sent exactly one POST ($((posts3 - posts2)))" test "$posts3" = $((posts2 + 1))
  check "… with the plugin's User-Agent and a JSON {} body" \
    bash -c "tail -n 1 '$HOOK_LOG' | grep -q '\"user_agent\":\"curadoria-afiliados/' && tail -n 1 '$HOOK_LOG' | grep -q '\"content_type\":\"application/json\",\"user_agent\":\"[^\"]*\",\"body\":\"{}\"'"
  page deployed "$location" >/dev/null
  check "the settings page shows the HTTP result as a notice" \
    grep -q 'Rebuild solicitado. Resposta do deploy hook: HTTP 200 OK.' "$TMP/deployed.json"
  check "… and the time of the last call" grep -q 'Último envio ao deploy hook' "$TMP/deployed.json"

  # Close the session (the logout link carries its own nonce).
  logout_url="$(php -r 'preg_match("/href=\"([^\"]*wp-login\.php\?action=logout[^\"]*)\"/", file_get_contents($argv[1]), $m); echo html_entity_decode($m[1] ?? "", ENT_QUOTES);' "$TMP/deployed.json")"
  if [[ -n "$logout_url" ]]; then page logout "$logout_url" >/dev/null; fi
  check "admin session closed" bash -c "[[ -n '$logout_url' ]] && [[ \"\$(curl -sS -o /dev/null -w '%{http_code}' -b '$JAR' '$SETTINGS')\" == 302 ]]"
fi

echo
echo "passed: $passed, failed: $failed"
((failed == 0))

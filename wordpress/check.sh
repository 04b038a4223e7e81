#!/usr/bin/env bash
# Assert that the running local WordPress (up.sh + seed.sh) serves what the app
# expects: pagination, meta fields, embedded images, hidden draft, neutralised
# javascript: links, CORS as the plugin designs it. Exits non-zero on failure.
# Uses only bash, curl and php (for JSON and the in-process plugin checks).
# Usage: bash wordpress/check.sh
# shellcheck disable=SC2016  # the PHP expressions below are single-quoted on purpose
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

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

# --- in-process plugin checks (sanitisers, allow-list rules, meta box) ------------
if WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php -d display_errors=stderr "$WP_SCRIPTS_DIR/lib/plugin-selftest.php" >"$TMP/selftest.out" 2>&1; then
  ok "plugin self-test ($(grep -c '^ok' "$TMP/selftest.out") in-process checks; see wordpress/lib/plugin-selftest.php)"
else
  cat "$TMP/selftest.out"
  bad "plugin self-test"
fi

echo
echo "passed: $passed, failed: $failed"
((failed == 0))

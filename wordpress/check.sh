#!/usr/bin/env bash
# Assert that the running local WordPress (up.sh + seed.sh) serves what the app
# expects: pagination, meta fields, embedded images, hidden draft, neutralised
# javascript: links, the seeded pages, CORS as the plugin designs it, the
# plugin's counting routes (events, popular, config) and admin screens, its
# link checks (against a throw-away loopback fixture) and its deploy hook
# (against a throw-away local listener). Exits non-zero on failure.
# Uses only bash, curl and php (for JSON, the listener, the fixture and the in-process plugin checks).
# Usage: bash wordpress/check.sh   (LINK_FIXTURE_PORT=N pins the link fixture's port; default: a free one)
# shellcheck disable=SC2016  # the PHP expressions below are single-quoted on purpose
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

TMP="$(mktemp -d)"
hook_pid=""          # the deploy hook listener (timeout + php -S), if started
link_pid=""          # the link-check fixture (timeout + php -S), if started
hook_state=""        # saved plugin options, restored on exit
stats_state=""       # temporary posts of the counting checks, deleted on exit
cleanup() {
  if [[ -n "$stats_state" && -s "$stats_state" ]]; then
    WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php "$WP_SCRIPTS_DIR/lib/stats-fixture.php" delete "$stats_state" ||
      echo "WARNING: could not delete the temporary posts listed in $stats_state" >&2
  fi
  if [[ -n "$link_pid" ]]; then
    kill "$link_pid" 2>/dev/null || true
    wait "$link_pid" 2>/dev/null || true
  fi
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
# The plugin's 4:3 crops (curadoria-4x3-*). WordPress never enlarges: a 600×900 upload gets 480×360
# and 600×450 (its 800×600 comes out 600×600), a 1200×800 or 800×800 one 800×600 too, none 1200×900.
check "embedded media offers the plugin's 4:3 crops (480×360, 600×450, and 800×600 when the upload allows)" \
  jtrue page1 'count(array_filter($d, function ($p) {
    $m = $p["_embedded"]["wp:featuredmedia"][0]["media_details"] ?? array();
    $is = fn($name, $w, $h) => ($m["sizes"][$name]["width"] ?? 0) === $w && ($m["sizes"][$name]["height"] ?? 0) === $h && str_starts_with($m["sizes"][$name]["source_url"] ?? "", "http");
    return $is("curadoria-4x3-480", 480, 360) && $is("curadoria-4x3-600", 600, 450) && (($m["width"] ?? 0) < 800 || ($m["height"] ?? 0) < 600 || $is("curadoria-4x3-800", 800, 600));
  })) >= 18'
check "the plugin's 4:3 crops are WebP, whatever the upload's format (WordPress's own sizes keep it)" \
  jtrue page1 'count(array_filter($d, function ($p) {
    $s = $p["_embedded"]["wp:featuredmedia"][0]["media_details"]["sizes"] ?? array();
    return ($s["curadoria-4x3-480"]["mime_type"] ?? "") === "image/webp" && str_ends_with($s["curadoria-4x3-480"]["source_url"] ?? "", ".webp")
      && ($s["thumbnail"]["mime_type"] ?? "") === ($p["_embedded"]["wp:featuredmedia"][0]["mime_type"] ?? "-");
  })) >= 18'
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

# --- seeded pages (footer and menu of the site) --------------------------------------
for slug in sobre como-funciona sugerir-produto contato politica-de-privacidade termos-de-uso disclosure-de-afiliados; do
  check "page '$slug' is published" \
    bash -c "[[ \"\$(curl -sS -o '$TMP/page-$slug.json' -w '%{http_code}' '$REST_BASE/pages?slug=$slug')\" == 200 ]] && php -r '\$d = json_decode(file_get_contents(\$argv[1]), true); exit(count(\$d) === 1 && \$d[0][\"status\"] === \"publish\" && strlen(\$d[0][\"content\"][\"rendered\"]) > 500 ? 0 : 1);' '$TMP/page-$slug.json'"
done
check "privacy notice names the AdSense cookies, Consent Mode, the banner and the cookie-free counting" \
  jtrue page-politica-de-privacidade 'count(array_filter(["AdSense", "__gads", "IDE", "Consent Mode", "ad_user_data", "Rejeitar", "Preferências de cookies", "sem cookies", "não guardamos endereço IP"], fn($w) => !str_contains($d[0]["content"]["rendered"], $w))) === 0'
check "affiliate disclosure cites CONAR and says purchases pay a commission" \
  jtrue page-disclosure-de-afiliados 'str_contains($d[0]["content"]["rendered"], "CONAR") && str_contains($d[0]["content"]["rendered"], "comiss")'
check "WordPress's sample page is gone" test "$(get samplepage "$REST_BASE/pages?slug=sample-page")$(cat "$TMP/samplepage.json")" = "200[]"

# --- price date -------------------------------------------------------------------------
check "every post on page 1 has meta.price_checked_at '' or YYYY-MM-DD" \
  jtrue page1 'count(array_filter($d, fn($p) => !preg_match("/^(\d{4}-\d{2}-\d{2})?$/", $p["meta"]["price_checked_at"] ?? "x"))) === 0'
check "some dates are recent, some older than 30 days" \
  jtrue page1 'count(array_filter($d, fn($p) => $p["meta"]["price_checked_at"] !== "" && strtotime($p["meta"]["price_checked_at"]) >= strtotime("-30 days midnight"))) >= 5 && count(array_filter(array_merge($d, json_decode(file_get_contents(dirname($argv[1]) . "/page2.json"), true)), fn($p) => $p["meta"]["price_checked_at"] !== "" && strtotime($p["meta"]["price_checked_at"]) < strtotime("-30 days midnight"))) >= 5'
check "hostile post: garbage date served as ''" slug_check teste-xss-conteudo-malicioso '$p["meta"]["price_checked_at"] === ""'
check "no-price post has no price date" slug_check fita-de-led-rgb-sem-preco '$p["meta"]["price_checked_at"] === ""'
# seed_val 'php expression over $s': a value from .wordpress/seed-summary.json.
seed_val() { php -r '$s = json_decode(file_get_contents($argv[1]), true); echo eval("return " . $argv[2] . ";");' "$SEED_SUMMARY" "$1"; }
check "the 30-day boundary post (caixa-de-som-jbl-go-3) has the date seed-summary.json gives" \
  slug_check caixa-de-som-jbl-go-3 "\$p['meta']['price_checked_at'] === '$(seed_val '$s["price_checked_at"]["caixa-de-som-jbl-go-3"]')'"

# --- prices as amounts, offers, price history (plugin 1.4.0) -------------------------------
# ago N: the day N days before today in the site's time zone (what the plugin calls day N).
SITE_TZ="$(curl -sS --max-time 30 "$SITE_URL/wp-json/" | php -r '$d = json_decode(stream_get_contents(STDIN), true); echo $d["timezone_string"] ?? "UTC";')"
ago() { php -r 'date_default_timezone_set($argv[1]); echo date("Y-m-d", strtotime("today -" . $argv[2] . " days"));' "${SITE_TZ:-UTC}" "$1"; }
get allprices "$REST_BASE/posts?per_page=100&_fields=id,slug,meta,price_history" >/dev/null
check "every post has meta.price_cents (integer), price_currency BRL, offers {store, price_cents > 0, http(s) url} and price_history {currency, points, lowest_90}" \
  jtrue allprices "count(\$d) === $total && count(array_filter(\$d, fn(\$p) => is_int(\$p['meta']['price_cents']) && \$p['meta']['price_currency'] === 'BRL' && is_array(\$p['meta']['offers'])
    && count(array_filter(\$p['meta']['offers'], fn(\$o) => array_keys(\$o) === ['store', 'price_cents', 'url'] && \$o['store'] !== '' && is_int(\$o['price_cents']) && \$o['price_cents'] > 0 && preg_match('#^https?://#', \$o['url']))) === count(\$p['meta']['offers'])
    && array_keys(\$p['price_history']) === ['currency', 'points', 'lowest_90'])) === $total"
# The seed's own record of what it wrote (seed-summary.json: prices), compared with what REST serves.
prices_as_seeded() {
  php -r '$d = json_decode(file_get_contents($argv[1]), true); $s = json_decode(file_get_contents($argv[2]), true)["prices"] ?? []; $bad = [];
    foreach ($d as $p) {
      if (!isset($s[$p["slug"]])) { continue; }
      $e = $s[$p["slug"]];
      $points = array_map(fn($x) => ["date" => $x["date"], "store" => $x["store"], "price_cents" => $x["price_cents"]], $e["points"]);
      usort($points, fn($a, $b) => [$a["date"], strtolower($a["store"])] <=> [$b["date"], strtolower($b["store"])]);
      if ($p["meta"]["price"] !== $e["price"] || $p["meta"]["price_cents"] !== $e["price_cents"] || $p["meta"]["offers"] !== $e["offers"] || $p["price_history"]["points"] !== $points) { $bad[] = $p["slug"]; }
    }
    if ($bad) { fwrite(STDERR, "differs: " . implode(", ", $bad) . "\n"); }
    exit(!$bad && count($s) >= 30 ? 0 : 1);' "$TMP/allprices.json" "$SEED_SUMMARY"
}
check "the 31 seeded products with a price: price text, amount, offers and history points as seed-summary.json records them" prices_as_seeded
price_slug() { jval allprices "json_encode(array_values(array_filter(\$d, fn(\$p) => \$p['slug'] === '$1'))[0] ?? null)" >"$TMP/p-$1.json"; }
for slug in air-fryer-mondial-4-litros escova-dental-eletrica-oral-b-pro-series-1 fone-bluetooth-jbl-tune-520bt smartwatch-amazfit-bip-5 kindle-paperwhite-16gb organizador-de-cabos-magnetico; do price_slug "$slug"; done
check "'Black Fraude' air fryer: one offer (Amazon R\$ 399,90) read from its single price and link" \
  jtrue p-air-fryer-mondial-4-litros '$d["meta"]["price"] === "R$ 399,90" && array_map(fn($o) => [$o["store"], $o["price_cents"]], $d["meta"]["offers"]) === [["Amazon", 39990]] && str_starts_with($d["meta"]["offers"][0]["url"], "https://www.amazon.com.br/")'
check "… history: 379,90 from 150 days ago, 399,90 from 40, 499,90 from 21, 399,90 from 2; lowest of 90 days 379,90 dated the window's first day ($(ago 89))" \
  jtrue p-air-fryer-mondial-4-litros "\$d['price_history'] === ['currency' => 'BRL', 'points' => [
    ['date' => '$(ago 150)', 'store' => 'Amazon', 'price_cents' => 37990], ['date' => '$(ago 40)', 'store' => 'Amazon', 'price_cents' => 39990],
    ['date' => '$(ago 21)', 'store' => 'Amazon', 'price_cents' => 49990], ['date' => '$(ago 2)', 'store' => 'Amazon', 'price_cents' => 39990]],
    'lowest_90' => ['price_cents' => 37990, 'date' => '$(ago 89)', 'store' => 'Amazon']]"
check "toothbrush, a real drop: Amazon 189,90 (219,90 until 10 days ago), Magalu 229,90; lowest of 90 days 189,90 at Amazon from $(ago 10)" \
  jtrue p-escova-dental-eletrica-oral-b-pro-series-1 "array_map(fn(\$o) => [\$o['store'], \$o['price_cents']], \$d['meta']['offers']) === [['Amazon', 18990], ['Magalu', 22990]]
    && \$d['price_history']['points'] === [['date' => '$(ago 120)', 'store' => 'Amazon', 'price_cents' => 21990], ['date' => '$(ago 120)', 'store' => 'Magalu', 'price_cents' => 22990], ['date' => '$(ago 10)', 'store' => 'Amazon', 'price_cents' => 18990]]
    && \$d['price_history']['lowest_90'] === ['price_cents' => 18990, 'date' => '$(ago 10)', 'store' => 'Amazon'] && \$d['meta']['price'] === 'R\$ 219,90'"
check "JBL headphones: four stores in the editor's order (Amazon 249,90, Mercado Livre 239,90, Magalu 259,90, Shopee 244,90), history from 90 days ago" \
  jtrue p-fone-bluetooth-jbl-tune-520bt "array_map(fn(\$o) => [\$o['store'], \$o['price_cents']], \$d['meta']['offers']) === [['Amazon', 24990], ['Mercado Livre', 23990], ['Magalu', 25990], ['Shopee', 24490]] && \$d['price_history']['points'][0]['date'] === '$(ago 90)' && count(\$d['price_history']['points']) === 9"
check "smartwatch: three stores; Kindle: two" \
  bash -c "php -r 'exit(count(json_decode(file_get_contents(\$argv[1]), true)[\"meta\"][\"offers\"]) === 3 && count(json_decode(file_get_contents(\$argv[2]), true)[\"meta\"][\"offers\"]) === 2 ? 0 : 1);' '$TMP/p-smartwatch-amazfit-bip-5.json' '$TMP/p-kindle-paperwhite-16gb.json'"
check "cable organiser: only the old price text and link (price 'R\$ 39,90', price_cents 0, no offer, no history)" \
  jtrue p-organizador-de-cabos-magnetico '$d["meta"]["price"] === "R$ 39,90" && $d["meta"]["price_cents"] === 0 && $d["meta"]["offers"] === [] && $d["meta"]["affiliate_url"] !== "" && $d["price_history"] === ["currency" => "BRL", "points" => [], "lowest_90" => null]'
check "hostile post: price written around the sanitiser has no amount, its javascript: link no offer" slug_check teste-xss-conteudo-malicioso '$p["meta"]["price_cents"] === 0 && $p["meta"]["offers"] === []'
air_id="$(jval p-air-fryer-mondial-4-litros '$d["id"]')"
check "GET /curadoria/v1/prices/$air_id -> 200, the same JSON as the price_history field" \
  bash -c "[[ \"\$(curl -sS -o '$TMP/prices-air.json' -w '%{http_code}' '$SITE_URL/wp-json/curadoria/v1/prices/$air_id')\" == 200 ]] && php -r 'exit(json_decode(file_get_contents(\$argv[1]), true) === json_decode(file_get_contents(\$argv[2]), true)[\"price_history\"] ? 0 : 1);' '$TMP/prices-air.json' '$TMP/p-air-fryer-mondial-4-litros.json'"
not_found_shape() { jtrue "$1" '$d === ["code" => "curadoria_post_not_countable", "message" => "Post não encontrado.", "data" => ["status" => 404]]'; }
check "GET /prices/$draft_id (draft) -> 404, the counting routes' error" bash -c "[[ \"\$(curl -sS -o '$TMP/prices-draft.json' -w '%{http_code}' '$SITE_URL/wp-json/curadoria/v1/prices/$draft_id')\" == 404 ]]"
check "… same body as the events route's 404" not_found_shape prices-draft
check "GET /prices/999999999 (missing) -> 404" test "$(get prices-missing "$SITE_URL/wp-json/curadoria/v1/prices/999999999")" = 404
check "GET /prices/abc -> 404 (no such route)" test "$(get prices-abc "$SITE_URL/wp-json/curadoria/v1/prices/abc")" = 404
check "a listing asking only id,price_history gets 20 histories" \
  bash -c "[[ \"\$(curl -sS -o '$TMP/ph.json' -w '%{http_code}' '$REST_BASE/posts?per_page=20&_fields=id,price_history')\" == 200 ]] && php -r '\$d = json_decode(file_get_contents(\$argv[1]), true); exit(count(\$d) === 20 && count(array_filter(\$d, fn(\$p) => array_keys(\$p) === [\"id\", \"price_history\"])) === 20 ? 0 : 1);' '$TMP/ph.json'"

# --- plugin routes: config, popular, events ------------------------------------------------
PLUGIN_REST="$SITE_URL/wp-json/curadoria/v1"
BROWSER_UA='Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
check "GET /curadoria/v1/config -> version 1.5.0, price_fresh_days 30" \
  bash -c "[[ \"\$(curl -sS -o '$TMP/config.json' -w '%{http_code}' '$PLUGIN_REST/config')\" == 200 ]] && grep -qx '{\"version\":\"1.5.0\",\"price_fresh_days\":30}' '$TMP/config.json'"
seed_ids() { seed_val 'implode(",", array_column($s["stats"]["popular_30_days"], "id"))'; }
check "GET /popular -> 200" test "$(get popular "$PLUGIN_REST/popular")" = 200
check "… the 5 most viewed of 30 days, in the seeded order (not the first five by date)" \
  jtrue popular "implode(',', array_map(fn(\$r) => \$r['id'], \$d)) === '$(seed_ids | cut -d, -f1-5)'"
check "… as [{id, views, clicks}] integers, views not increasing" \
  jtrue popular 'count(array_filter($d, fn($r) => array_keys($r) === ["id", "views", "clicks"] && is_int($r["id"]) && is_int($r["views"]) && is_int($r["clicks"]))) === 5 && $d[0]["views"] >= $d[4]["views"]'
get popular50 "$PLUGIN_REST/popular?days=30&limit=50" >/dev/null
check "… limit=50: the seeded ten, then the hostile post 11th; never the draft (900 views)" \
  jtrue popular50 "implode(',', array_slice(array_map(fn(\$r) => \$r['id'], \$d), 0, 11)) === '$(seed_ids),$(seed_val '$s["stats"]["hostile"]["id"]')' && !in_array($(seed_val '$s["stats"]["draft"]["id"]'), array_column(\$d, 'id'), true)"
get popular60 "$PLUGIN_REST/popular?days=60&limit=1" >/dev/null
check "… days=60: the post read 31-44 days ago comes first" jtrue popular60 "\$d[0]['id'] === $(seed_val '$s["stats"]["outside_window"]["id"]')"
for q in 'days=0' 'days=366' 'limit=0' 'limit=51' 'days=abc'; do
  check "GET /popular?$q -> 400" test "$(get popbad "$PLUGIN_REST/popular?$q")" = 400
done

stats_state="$TMP/stats-fixture.json"
if WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php "$WP_SCRIPTS_DIR/lib/stats-fixture.php" create "$stats_state" >"$TMP/stats-ids.json"; then
  ok "temporary published and protected posts created"
else
  bad "could not create the temporary posts"
fi
tmp_id="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["published"] ?? 0;' "$stats_state")"
protected_id="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["protected"] ?? 0;' "$stats_state")"
# event NAME BODY [curl args]: POST an event like the site does, prints the status.
event() { get "$1" "$PLUGIN_REST/events" -X POST --data "$2" "${@:3}"; }
check "view as JSON -> 200 {\"counted\":true}" \
  bash -c "[[ \"\$(curl -sS -o '$TMP/ev1.json' -w '%{http_code}' -X POST -A '$BROWSER_UA' -H 'Content-Type: application/json' --data '{\"type\":\"view\",\"post\":$tmp_id}' '$PLUGIN_REST/events')\" == 200 ]] && grep -qx '{\"counted\":true}' '$TMP/ev1.json'"
ev="$(event ev2 "{\"type\":\"click\",\"post\":$tmp_id}" -A "$BROWSER_UA" -H 'Content-Type: text/plain;charset=UTF-8' -H "Origin: $allowed")"
check "click as text/plain from an allowed origin (sendBeacon) -> 200 counted" bash -c "[[ '$ev' == 200 ]] && grep -qx '{\"counted\":true}' '$TMP/ev2.json'"
check "… answer carries the origin, POST allowed, no credentials" \
  bash -c "grep -qi '^Access-Control-Allow-Origin: $allowed' '$TMP/ev2.h' && grep -qi '^Access-Control-Allow-Methods: POST, OPTIONS' '$TMP/ev2.h' && ! grep -qi '^Access-Control-Allow-Credentials' '$TMP/ev2.h'"
ev="$(event ev3 "{\"type\":\"view\",\"post\":$tmp_id}" -A 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' -H 'Content-Type: text/plain')"
check "Googlebot -> 200 {\"counted\":false,\"reason\":\"bot\"}" bash -c "[[ '$ev' == 200 ]] && grep -qx '{\"counted\":false,\"reason\":\"bot\"}' '$TMP/ev3.json'"
get popular1 "$PLUGIN_REST/popular?days=1&limit=50" >/dev/null
check "GET /popular?days=1 counts exactly that view and that click" jtrue popular1 "in_array(['id' => $tmp_id, 'views' => 1, 'clicks' => 1], \$d, true)"
# Clicks per store: the temporary post offers Amazon and Mercado Livre.
ev="$(event ev_store "{\"type\":\"click\",\"post\":$tmp_id,\"store\":\"amazon\"}" -A "$BROWSER_UA" -H 'Content-Type: text/plain;charset=UTF-8')"
check "click naming one of the post's stores ('amazon') -> 200 counted" bash -c "[[ '$ev' == 200 ]] && grep -qx '{\"counted\":true}' '$TMP/ev_store.json'"
ev="$(event ev_other "{\"type\":\"click\",\"post\":$tmp_id,\"store\":\"Shopee\"}" -A "$BROWSER_UA")$(event ev_num "{\"type\":\"click\",\"post\":$tmp_id,\"store\":42}" -A "$BROWSER_UA")"
check "click naming a store the post does not offer, or a number -> 200 counted, never 400 ($ev)" test "$ev" = 200200
get popular_store "$PLUGIN_REST/popular?days=1&limit=50" >/dev/null
check "… the post's clicks are now 4 (1 + these 3)" jtrue popular_store "(array_column(\$d, 'clicks', 'id')[$tmp_id] ?? 0) === 4"
check "GET /prices/$protected_id (password-protected) -> 404" test "$(get prices-protected "$PLUGIN_REST/prices/$protected_id")" = 404
check "protected post -> 404" test "$(event ev4 "{\"type\":\"view\",\"post\":$protected_id}" -A "$BROWSER_UA")" = 404
check "draft -> 404" test "$(event ev5 "{\"type\":\"view\",\"post\":$draft_id}" -A "$BROWSER_UA")" = 404
check "malformed event -> 400" test "$(event ev6 '{"type":"compra","post":1}' -A "$BROWSER_UA")" = 400
ev="$(event ev7 "{\"type\":\"view\",\"post\":$tmp_id}" -A "$BROWSER_UA" -H 'Origin: https://evil.example')"
check "origin outside the allow-list -> 403, no Access-Control-Allow-Origin" bash -c "[[ '$ev' == 403 ]] && ! grep -qi '^Access-Control-Allow-Origin' '$TMP/ev7.h'"
check "GET /events -> 404 (POST only)" test "$(get evget "$PLUGIN_REST/events")" = 404
pre="$(get pre_ev "$PLUGIN_REST/events" -X OPTIONS -H "Origin: $allowed" -H 'Access-Control-Request-Method: POST' -H 'Access-Control-Request-Headers: content-type')"
check "preflight of a JSON POST to /events -> 200, POST and Content-Type allowed" \
  bash -c "[[ '$pre' == 200 ]] && grep -qi '^Access-Control-Allow-Origin: $allowed' '$TMP/pre_ev.h' && grep -qi '^Access-Control-Allow-Methods: POST, OPTIONS' '$TMP/pre_ev.h' && grep -qi '^Access-Control-Allow-Headers:.*Content-Type' '$TMP/pre_ev.h'"
check "other routes still allow only GET, OPTIONS" test "$(header preflight Access-Control-Allow-Methods)" = "GET, OPTIONS"
check "popular answers to an allowed origin too" \
  bash -c "curl -sS -o /dev/null -D '$TMP/popcors.h' -H 'Origin: $allowed' '$PLUGIN_REST/popular' && grep -qi '^Access-Control-Allow-Origin: $allowed' '$TMP/popcors.h'"

# --- the rate limit under concurrency ---------------------------------------------
# 50 events at once from one visitor (X-Forwarded-For, honoured by lib/test-proxy.php
# like a proxied site would) with the limit lowered to 20 for them: exactly 20
# counted, 30 refused, and the post's views grow by exactly 20. The limit counts
# per clock minute, so the burst starts with at least 15 s of its minute left; the
# address is new each run, so its bucket starts empty (but for the one time in
# 65,536 that it shares one with an address that sent events this minute).
BURST=50
BURST_LIMIT=20
burst_ip="198.18.$((RANDOM % 256)).$((RANDOM % 254 + 1))"
views_of_tmp() { get popular_tmp "$PLUGIN_REST/popular?days=1&limit=50" >/dev/null && jval popular_tmp "array_column(\$d, 'views', 'id')[$tmp_id] ?? 0"; }
views_before="$(views_of_tmp)"
second="$(date +%S)"
if ((10#$second > 45)); then sleep $((61 - 10#$second)); fi
curl -sS --max-time 60 --parallel --parallel-immediate --parallel-max "$BURST" -X POST -A "$BROWSER_UA" \
  -H 'Content-Type: text/plain;charset=UTF-8' -H "X-Forwarded-For: $burst_ip" -H "X-Curadoria-Rate-Limit: $BURST_LIMIT" \
  --data "{\"type\":\"view\",\"post\":$tmp_id}" -o "$TMP/burst_#1.json" -w '%{http_code}\n' \
  "$PLUGIN_REST/events?burst=[1-$BURST]" >"$TMP/burst.codes" 2>"$TMP/burst.err" || true
burst_ok="$(grep -c '^200$' "$TMP/burst.codes" || true)"
burst_limited="$(grep -c '^429$' "$TMP/burst.codes" || true)"
check "$BURST events at once from one address, limit $BURST_LIMIT: $BURST_LIMIT counted, $((BURST - BURST_LIMIT)) refused with 429 (got $burst_ok and $burst_limited)" \
  test "$burst_ok $burst_limited" = "$BURST_LIMIT $((BURST - BURST_LIMIT))"
views_after="$(views_of_tmp)"
check "… and the post's views grew by exactly the $burst_ok accepted ($views_before -> $views_after)" test "$((views_after - views_before))" = "$burst_ok"

# --- deploy hook listener and link-check fixture ----------------------------------
# Stand-ins for the static host's deploy hook (lib/hook-listener.php) and for
# shops answering link checks (lib/link-fixture.php), each a `php -S` on a
# loopback port. They log every request to $HOOK_LOG / $LINK_LOG; `timeout`
# bounds their life even if this script is killed, and cleanup() stops them.
HOOK_LOG="$TMP/hook.jsonl"
LINK_LOG="$TMP/links.jsonl"
free_port() { php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo parse_url("tcp://" . stream_socket_get_name($s, false), PHP_URL_PORT);'; }
# serve ROUTER NAME PORT [VAR=value...]: start php -S with ROUTER on 127.0.0.1:PORT
# (empty PORT: a free one, three tries) and wait for GET /ping. Sets served_pid
# and served_url ('' when it did not come up; output in $TMP/NAME.out).
serve() {
  local router="$1" name="$2" fixed="$3" port
  shift 3
  served_pid=""
  served_url=""
  for _ in 1 2 3; do
    port="${fixed:-$(free_port)}"
    env "$@" timeout 300 php -S "127.0.0.1:$port" -t "$TMP" "$router" >"$TMP/$name.out" 2>&1 </dev/null &
    served_pid=$!
    for _ in $(seq 1 50); do
      if curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$port/ping"; then served_url="http://127.0.0.1:$port"; return 0; fi
      kill -0 "$served_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$served_pid" 2>/dev/null || true
    wait "$served_pid" 2>/dev/null || true
    served_pid=""
  done
}
serve "$WP_SCRIPTS_DIR/lib/hook-listener.php" hook-listener "" HOOK_LISTENER_LOG="$HOOK_LOG"
hook_pid="$served_pid"
HOOK_URL="$served_url"
# Several workers: /slow keeps one busy for 2 s after the plugin gave up on it.
serve "$WP_SCRIPTS_DIR/lib/link-fixture.php" link-fixture "${LINK_FIXTURE_PORT:-}" LINK_FIXTURE_LOG="$LINK_LOG" PHP_CLI_SERVER_WORKERS=8
link_pid="$served_pid"
LINK_URL="$served_url"
# hook_posts: number of POSTs the listener logged (after a /ping barrier: the
# single-process listener answers it only once earlier requests are logged).
hook_posts() {
  curl -fs -o /dev/null --max-time 5 "$HOOK_URL/ping" || true
  if [[ -s "$HOOK_LOG" ]]; then grep -c '"method":"POST"' "$HOOK_LOG" || true; else echo 0; fi
}

# --- in-process plugin checks -------------------------------------------------------
# Sanitisers, allow-list rules, meta box, deploy hook, counting, rate limit,
# popular list, price date, link checks, uninstall. Posts, counts and options
# they create live inside rolled-back transactions, so other clients never see
# them; the uninstall check saves the table and options and puts them back.
if [[ -n "$HOOK_URL" ]]; then
  ok "deploy hook listener up on $HOOK_URL"
else
  bad "deploy hook listener did not start: $(tail -n 3 "$TMP/hook-listener.out" 2>/dev/null | tr '\n' ' ')"
fi
if [[ -n "$LINK_URL" ]]; then
  ok "link-check fixture up on $LINK_URL"
else
  bad "link-check fixture did not start: $(tail -n 3 "$TMP/link-fixture.out" 2>/dev/null | tr '\n' ' ')"
fi
if WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" HOOK_LISTENER_URL="$HOOK_URL" HOOK_LISTENER_LOG="$HOOK_LOG" \
  LINK_FIXTURE_URL="$LINK_URL" LINK_FIXTURE_LOG="$LINK_LOG" \
  php -d display_errors=stderr "$WP_SCRIPTS_DIR/lib/plugin-selftest.php" >"$TMP/selftest.out" 2>&1; then
  ok "plugin self-test ($(grep -c '^ok' "$TMP/selftest.out") in-process checks; see wordpress/lib/plugin-selftest.php)"
  grep '^skip\|^info' "$TMP/selftest.out" || true
else
  cat "$TMP/selftest.out"
  bad "plugin self-test"
fi
if [[ -n "$HOOK_URL" ]]; then
  self_posts="$(hook_posts)"
  check "self-test: listener got 12 POSTs (publish, deferred, 8 single changes, manual, redirecting hook), got $self_posts" test "$self_posts" = 12
  check "… none of them followed the redirect (exactly one POST reached /redirect)" test "$(grep -c '"path":"/redirect"' "$HOOK_LOG")" = 1
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

  # The owner's cockpit: columns, sorting, dashboard widget, broken-link notice, settings.
  top_id="$(seed_ids | cut -d, -f1)"
  check "posts list -> 200" test "$(page posts "$ADMIN/edit.php")" = 200
  check "posts list has 'Visualizações (30 dias)', 'Cliques (30 dias)' and 'Link' columns" \
    bash -c "grep -q 'Visualizações (30 dias)' '$TMP/posts.json' && grep -q 'Cliques (30 dias)' '$TMP/posts.json' && grep -q 'id=.curadoria_link' '$TMP/posts.json'"
  check "views and clicks columns are sortable" \
    bash -c "grep -q 'orderby=curadoria_views' '$TMP/posts.json' && grep -q 'orderby=curadoria_clicks' '$TMP/posts.json'"
  first_row() { php -r 'preg_match("/<tr id=\"post-(\d+)\"/", file_get_contents($argv[1]), $m); echo $m[1] ?? "";' "$TMP/$1.json"; }
  # Published posts only: the admin list also shows the seeded draft, whose 900 views are counted too.
  page by_views "$ADMIN/edit.php?post_status=publish&orderby=curadoria_views&order=desc" >/dev/null
  check "sorted by views (desc): the most viewed post is first (#$top_id)" test "$(first_row by_views)" = "$top_id"
  check "… its row shows 480 views, 61 clicks and the click rate 12,7% (12.7% in an English admin)" \
    bash -c "php -r 'preg_match(\"/<tr id=\\\"post-$top_id\\\".*?<\/tr>/s\", file_get_contents(\$argv[1]), \$m); \$r = \$m[0] ?? \"\"; exit(preg_match(\"/curadoria_views[^>]*>480</\", \$r) && preg_match(\"/curadoria_clicks[^>]*>61</\", \$r) && preg_match(\"/taxa 12[.,]7%/\", \$r) ? 0 : 1);' '$TMP/by_views.json'"
  row_has() { # row_has PAGE POST_ID TEXT: the posts list row of POST_ID contains TEXT
    php -r 'preg_match("/<tr id=\"post-" . $argv[2] . "\".*?<\/tr>/s", file_get_contents($argv[1]), $m); exit(str_contains($m[0] ?? "", $argv[3]) ? 0 : 1);' "$TMP/$1.json" "$2" "$3"
  }
  check "… and its clicks per store: 'Amazon 61'" row_has by_views "$top_id" 'curadoria-store-clicks">Amazon 61<'
  page by_clicks "$ADMIN/edit.php?post_status=publish&orderby=curadoria_clicks&order=desc" >/dev/null
  check "sorted by clicks (desc): the most clicked post is first (#$top_id)" test "$(first_row by_clicks)" = "$top_id"
  page by_views_asc "$ADMIN/edit.php?post_status=publish&orderby=curadoria_views&order=asc" >/dev/null
  check "sorted by views (asc): a post without views first" \
    bash -c "php -r 'preg_match(\"/<tr id=\\\"post-\\d+\\\".*?<\/tr>/s\", file_get_contents(\$argv[1]), \$m); exit(preg_match(\"/curadoria_views[^>]*>0</\", \$m[0] ?? \"\") ? 0 : 1);' '$TMP/by_views_asc.json'"
  check "the temporary post's clicks per store: 'Amazon 1' (the clicks naming Shopee or 42 counted without a store)" row_has posts "$tmp_id" 'curadoria-store-clicks">Amazon 1<'
  check "the broken link shows as 'quebrado (HTTP 404)' in the Link column" \
    bash -c "php -r 'preg_match(\"/<tr id=\\\"post-$tmp_id\\\".*?<\/tr>/s\", file_get_contents(\$argv[1]), \$m); exit(str_contains(\$m[0] ?? \"\", \"quebrado</strong> (HTTP 404)\") ? 0 : 1);' '$TMP/posts.json'"
  check "posts list shows the broken-link notice naming the post" \
    bash -c "grep -q 'id=\"curadoria-afiliados-broken-links\"' '$TMP/posts.json' && grep -q 'Check.sh produto temporário' '$TMP/posts.json'"
  check "dashboard -> 200" test "$(page dashboard "$ADMIN/index.php")" = 200
  check "dashboard has the 'Mais lidas (30 dias)' widget with the most viewed post first" \
    bash -c "grep -q 'Mais lidas (30 dias)' '$TMP/dashboard.json' && php -r 'preg_match(\"/id=\\\"curadoria-afiliados-popular\\\".*?<tbody>\\\\s*<tr>.*?post=(\\\\d+)&/s\", file_get_contents(\$argv[1]), \$m); exit((\$m[1] ?? \"\") === \"$top_id\" ? 0 : 1);' '$TMP/dashboard.json'"
  check "… ten rows" bash -c "php -r 'preg_match(\"/id=\\\"curadoria-afiliados-popular\\\".*?<\/table>/s\", file_get_contents(\$argv[1]), \$m); exit(substr_count(\$m[0] ?? \"\", \"<tr>\") === 11 ? 0 : 1);' '$TMP/dashboard.json'"
  check "dashboard shows the broken-link notice" grep -q 'id="curadoria-afiliados-broken-links"' "$TMP/dashboard.json"
  check "… the widget's 'Cliques por loja' column: 'Amazon 61' on the top post's row" \
    bash -c "grep -q '<th scope=\"col\">Cliques por loja</th>' '$TMP/dashboard.json' && php -r 'preg_match(\"/id=\\\"curadoria-afiliados-popular\\\".*?<tbody>\\s*(<tr>.*?<\\/tr>)/s\", file_get_contents(\$argv[1]), \$m); exit(str_contains(\$m[1] ?? \"\", \"<td>Amazon 61</td>\") ? 0 : 1);' '$TMP/dashboard.json'"
  check "… and 'Cliques por loja (30 dias)' over all posts, Amazon first (61 + 14 + 15 + 5 seeded + 1 counted above = 96)" \
    bash -c "php -r 'preg_match(\"/Cliques por loja \\(30 dias\\).*?<tbody>\\s*<tr>\\s*<td>([^<]*)<\\/td>\\s*<td[^>]*>([^<]*)</s\", file_get_contents(\$argv[1]), \$m); exit(((\$m[1] ?? \"\") === \"Amazon\" && (\$m[2] ?? \"\") === \"96\") ? 0 : 1);' '$TMP/dashboard.json'"
  check "settings page has the price freshness setting (30) and the link health summary" \
    bash -c "[[ '$(field settings curadoria_afiliados_price_fresh_days)' == 30 ]] && grep -q 'Saúde dos links de afiliado' '$TMP/settings.json'"
  post_edit="$(page edit_post "$ADMIN/post.php?post=$top_id&action=edit")"
  check "post editor meta box has 'Preço verificado em' with the stored date" \
    bash -c "[[ '$post_edit' == 200 && '$(field edit_post curadoria_afiliados_price_checked_at)' == '$(seed_val '$s["price_checked_at"]["air-fryer-mondial-4-litros"]')' ]] && grep -q 'Preço verificado em' '$TMP/edit_post.json'"

  # The editor's boxes, saved the way the block editor saves them (a POST of the
  # meta box forms to the page's _wpMetaBoxUrl), on the temporary post.
  page edit_jbl "$ADMIN/post.php?post=$(jval p-fone-bluetooth-jbl-tune-520bt '$d["id"]')&action=edit" >/dev/null
  check "'Ofertas' box of the JBL headphones: its four stores in order, prices as typed back, then one blank row" \
    bash -c "[[ '$(field edit_jbl 'curadoria_afiliados_offers[0][store]')|$(field edit_jbl 'curadoria_afiliados_offers[1][store]')|$(field edit_jbl 'curadoria_afiliados_offers[2][store]')|$(field edit_jbl 'curadoria_afiliados_offers[3][store]')|$(field edit_jbl 'curadoria_afiliados_offers[3][price]')|$(field edit_jbl 'curadoria_afiliados_offers[4][store]')' == 'Amazon|Mercado Livre|Magalu|Shopee|R\$ 244,90|' ]] && grep -q 'name=\"curadoria_afiliados_offers\[4\]\[price\]\"' '$TMP/edit_jbl.json'"
  # box_save NAME [curl data args]: save the temporary post's meta boxes; prints the status.
  box_save() {
    local name="$1" url
    shift
    page "edit_$name" "$ADMIN/post.php?post=$tmp_id&action=edit" >/dev/null
    url="$(php -r 'preg_match("/_wpMetaBoxUrl = (\"[^\"]*\")/", file_get_contents($argv[1]), $m); echo json_decode($m[1] ?? "\"\"");' "$TMP/edit_$name.json")"
    page "$name" "$url" --data-urlencode "_wpnonce=$(field "edit_$name" _wpnonce)" -d action=editpost -d post_type=post \
      -d "post_ID=$tmp_id" -d original_post_status=publish -d "user_ID=$(field "edit_$name" user_ID)" \
      --data-urlencode "curadoria_afiliados_nonce=$(field "edit_$name" curadoria_afiliados_nonce)" \
      --data-urlencode "curadoria_afiliados_offers_nonce=$(field "edit_$name" curadoria_afiliados_offers_nonce)" "$@"
  }
  notices_url() { php -r 'preg_match("/var curadoriaAfiliadosEditor = (\{.*?\});/", file_get_contents($argv[1]), $m); echo json_decode($m[1] ?? "{}", true)["noticesUrl"] ?? "";' "$TMP/$1.json"; }
  tmp_meta() { get tmp_meta "$REST_BASE/posts/$tmp_id?_fields=meta,price_history" >/dev/null; }
  status="$(box_save price_bad --data-urlencode 'curadoria_afiliados_price=R$ 12,50 à vista')"
  tmp_meta
  check "editor: an unreadable price is refused ($status), the post keeps no price" jtrue tmp_meta '$d["meta"]["price"] === "" && $d["meta"]["price_cents"] === 0'
  page notices "$(notices_url edit_price_bad)" >/dev/null
  check "… the block editor's script is told why, in Portuguese, once" \
    jtrue notices '$d === ["success" => true, "data" => ["O preço \"R$ 12,50 à vista\" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90."]]'
  page notices2 "$(notices_url edit_price_bad)" >/dev/null
  check "… (asked again: nothing)" jtrue notices2 '$d === ["success" => true, "data" => []]'
  check "… asking without the nonce -> 403" test "$(page notices_bad "$ADMIN/admin-ajax.php?action=curadoria_afiliados_notices&post=$tmp_id")" = 403
  status="$(box_save offers_ok \
    --data-urlencode 'curadoria_afiliados_offers[0][store]=Amazon' --data-urlencode 'curadoria_afiliados_offers[0][price]=R$ 1.299,90' --data-urlencode 'curadoria_afiliados_offers[0][url]=https://www.amazon.com.br/dp/CHECKSH' \
    --data-urlencode 'curadoria_afiliados_offers[1][store]=Mercado Livre' --data-urlencode 'curadoria_afiliados_offers[1][price]=9,90' --data-urlencode 'curadoria_afiliados_offers[1][url]=https://produto.mercadolivre.com.br/MLB-CHECKSH' --data-urlencode 'curadoria_afiliados_offers[1][remove]=1' \
    --data-urlencode 'curadoria_afiliados_offers[2][store]=Magalu' --data-urlencode 'curadoria_afiliados_offers[2][price]=1.349' --data-urlencode 'curadoria_afiliados_offers[2][url]=https://www.magazineluiza.com.br/checksh/p/1/' \
    --data-urlencode 'curadoria_afiliados_offers[3][store]=' --data-urlencode 'curadoria_afiliados_offers[3][price]=' --data-urlencode 'curadoria_afiliados_offers[3][url]=')"
  tmp_meta
  check "editor: 'Ofertas' saved ($status): Amazon 1.299,90 and Magalu 1.349 read as amounts, the removed and the blank row left out" \
    jtrue tmp_meta '$d["meta"]["offers"] === [["store" => "Amazon", "price_cents" => 129990, "url" => "https://www.amazon.com.br/dp/CHECKSH"], ["store" => "Magalu", "price_cents" => 134900, "url" => "https://www.magazineluiza.com.br/checksh/p/1/"]]'
  check "… the history has today's amounts ($(ago 0)), lowest of 90 days Amazon 1.299,90 today (Mercado Livre, no longer offered, left out)" \
    jtrue tmp_meta "in_array(['date' => '$(ago 0)', 'store' => 'Amazon', 'price_cents' => 129990], \$d['price_history']['points'], true) && in_array(['date' => '$(ago 0)', 'store' => 'Magalu', 'price_cents' => 134900], \$d['price_history']['points'], true) && \$d['price_history']['lowest_90'] === ['price_cents' => 129990, 'date' => '$(ago 0)', 'store' => 'Amazon']"
  status="$(box_save offers_bad \
    --data-urlencode 'curadoria_afiliados_offers[0][store]=Amazon' --data-urlencode 'curadoria_afiliados_offers[0][price]=1,00' --data-urlencode 'curadoria_afiliados_offers[0][url]=javascript:alert(1)')"
  tmp_meta
  check "editor: an offer with a javascript: link refuses the box ($status), the offers stay" jtrue tmp_meta 'count($d["meta"]["offers"]) === 2 && $d["meta"]["offers"][0]["price_cents"] === 129990'
  # The block editor's background save follows the redirect to the edit screen: loading it leaves the refusals for the script.
  page edit_after_bad "$ADMIN/post.php?post=$tmp_id&action=edit&message=1" >/dev/null
  page notices3 "$(notices_url edit_offers_bad)" >/dev/null
  check "… and the script is told why, after the edit screen the save redirects to was loaded" \
    jtrue notices3 '$d === ["success" => true, "data" => ["Oferta 1: o link de afiliado precisa ser um endereço http:// ou https://.", "As ofertas não foram salvas; as anteriores foram mantidas."]]'

  # Close the session (the logout link carries its own nonce).
  logout_url="$(php -r 'preg_match("/href=\"([^\"]*wp-login\.php\?action=logout[^\"]*)\"/", file_get_contents($argv[1]), $m); echo html_entity_decode($m[1] ?? "", ENT_QUOTES);' "$TMP/deployed.json")"
  if [[ -n "$logout_url" ]]; then page logout "$logout_url" >/dev/null; fi
  check "admin session closed" bash -c "[[ -n '$logout_url' ]] && [[ \"\$(curl -sS -o /dev/null -w '%{http_code}' -b '$JAR' '$SETTINGS')\" == 302 ]]"
fi

echo
echo "passed: $passed, failed: $failed"
((failed == 0))

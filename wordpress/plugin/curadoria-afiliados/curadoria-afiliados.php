<?php
/**
 * Plugin Name:       Curadoria Afiliados
 * Plugin URI:        https://example.com/curadoria-afiliados
 * Description:       Preço (texto e valor em centavos), data de verificação do preço, link de afiliado e ofertas de várias lojas nos posts, expostos na REST API; histórico de preços por loja; preços e disponibilidade atualizados todo dia nas lojas (página do produto, Creators API da Amazon, APIs do Mercado Livre e da Shopee); contagem de visualizações e cliques (também por loja) sem cookies; verificação diária dos links de afiliado; tamanhos de imagem 4:3 no formato do site; CORS com lista de origens permitidas e deploy hook para reconstruir o site headless de curadoria quando o conteúdo muda; inscrições com consentimento (LGPD) e confirmação por e-mail para alertas de queda de preço e a newsletter semanal.
 * Version:           1.7.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Curadoria
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       curadoria-afiliados
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

define( 'CURADORIA_AFILIADOS_VERSION', '1.7.0' );
define( 'CURADORIA_AFILIADOS_FILE', __FILE__ );

/** Schema version of the plugin's own tables; a different stored value runs the upgrade. */
const CURADORIA_AFILIADOS_DB_VERSION = '5';

/** Option holding the installed schema version. */
const CURADORIA_AFILIADOS_DB_VERSION_OPTION = 'curadoria_afiliados_db_version';

/** Option holding the newline-separated CORS allow-list. */
const CURADORIA_AFILIADOS_ORIGINS_OPTION = 'curadoria_afiliados_allowed_origins';

/** Maximum stored length of the price text. */
const CURADORIA_AFILIADOS_PRICE_MAX = 50;

/** Option holding the number of days a price date counts as recent. */
const CURADORIA_AFILIADOS_PRICE_FRESH_OPTION = 'curadoria_afiliados_price_fresh_days';

/** Default of that option. */
const CURADORIA_AFILIADOS_PRICE_FRESH_DAYS = 7;

/** Option holding the deploy hook URL ('' disables the feature). */
const CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION = 'curadoria_afiliados_deploy_hook';

/** Option holding the Unix time of the last deploy hook call (debounce). */
const CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION = 'curadoria_afiliados_deploy_hook_last';

/** WP-Cron hook of the deferred call that closes a debounce window. */
const CURADORIA_AFILIADOS_DEPLOY_EVENT = 'curadoria_afiliados_deploy_hook_event';

/** Default minimum number of seconds between two deploy hook calls. */
const CURADORIA_AFILIADOS_DEPLOY_INTERVAL = 60;

/** REST namespace of the plugin's own routes. */
const CURADORIA_AFILIADOS_REST_NAMESPACE = 'curadoria/v1';

// Pure rules, loadable without WordPress (the unit tests load them alone).
require_once __DIR__ . '/rules/price.php';
require_once __DIR__ . '/rules/price-date.php';
require_once __DIR__ . '/rules/price-history.php';
require_once __DIR__ . '/rules/bot-filter.php';
require_once __DIR__ . '/rules/counter-event.php';
require_once __DIR__ . '/rules/rate-limit.php';
require_once __DIR__ . '/rules/cors.php';
require_once __DIR__ . '/rules/ip-address.php';
require_once __DIR__ . '/rules/link-verdict.php';
require_once __DIR__ . '/rules/deploy-hook.php';
require_once __DIR__ . '/rules/latin-composition.php';
require_once __DIR__ . '/rules/store-name.php';
require_once __DIR__ . '/rules/store-offer.php';
require_once __DIR__ . '/rules/store-page-json-ld.php';
require_once __DIR__ . '/rules/store-page-markup.php';
require_once __DIR__ . '/rules/store-page.php';
require_once __DIR__ . '/rules/price-source.php';
require_once __DIR__ . '/rules/store-api-answers.php';
require_once __DIR__ . '/rules/robots.php';
require_once __DIR__ . '/rules/price-guard.php';
require_once __DIR__ . '/rules/site-address.php';
require_once __DIR__ . '/rules/preview-token.php';
require_once __DIR__ . '/rules/preview.php';
require_once __DIR__ . '/rules/consent.php';
require_once __DIR__ . '/rules/subscription-address.php';
require_once __DIR__ . '/rules/subscription-request.php';
require_once __DIR__ . '/rules/subscription-token.php';
require_once __DIR__ . '/rules/subscription-limits.php';
require_once __DIR__ . '/rules/subscription-mail.php';
require_once __DIR__ . '/rules/price-alert.php';

// One file per concern. The order is the order their hooks run in when they share one.
require_once __DIR__ . '/includes/wp-config-setting.php';
require_once __DIR__ . '/includes/site-day.php';
require_once __DIR__ . '/includes/safe-http.php';
require_once __DIR__ . '/includes/offers.php';
require_once __DIR__ . '/includes/price-sync.php';
require_once __DIR__ . '/includes/price-rest-validation.php';
require_once __DIR__ . '/includes/product-meta.php';
require_once __DIR__ . '/includes/product-box.php';
require_once __DIR__ . '/includes/price-date.php';
require_once __DIR__ . '/includes/editor-notices.php';
require_once __DIR__ . '/includes/offers-box.php';
require_once __DIR__ . '/includes/cors.php';
require_once __DIR__ . '/includes/image-sizes.php';
require_once __DIR__ . '/includes/deploy-hook-url.php';
require_once __DIR__ . '/includes/deploy-hook-changes.php';
require_once __DIR__ . '/includes/deploy-hook-dispatch.php';
require_once __DIR__ . '/includes/deploy-hook-button.php';
require_once __DIR__ . '/includes/image-backfill.php';
require_once __DIR__ . '/includes/counter.php';
require_once __DIR__ . '/includes/counter-bot-filter.php';
require_once __DIR__ . '/includes/counter-rate-limit.php';
require_once __DIR__ . '/includes/popular.php';
require_once __DIR__ . '/includes/site-config.php';
require_once __DIR__ . '/includes/post-ids-route.php';
require_once __DIR__ . '/includes/store-clicks.php';
require_once __DIR__ . '/includes/price-history.php';
require_once __DIR__ . '/includes/price-history-route.php';
require_once __DIR__ . '/includes/stats-admin.php';
require_once __DIR__ . '/includes/link-check.php';
require_once __DIR__ . '/includes/link-check-schedule.php';
require_once __DIR__ . '/includes/link-health-admin.php';
require_once __DIR__ . '/includes/store-fetch.php';
require_once __DIR__ . '/includes/price-credentials.php';
require_once __DIR__ . '/includes/price-readers.php';
require_once __DIR__ . '/includes/price-refresh.php';
require_once __DIR__ . '/includes/price-refresh-schedule.php';
require_once __DIR__ . '/includes/price-refresh-route.php';
require_once __DIR__ . '/includes/price-refresh-admin.php';
require_once __DIR__ . '/includes/site-address.php';
require_once __DIR__ . '/includes/preview-token.php';
require_once __DIR__ . '/includes/preview-route.php';
require_once __DIR__ . '/includes/preview-link.php';
require_once __DIR__ . '/includes/preview-revoke.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/subscriptions-settings.php';
require_once __DIR__ . '/includes/subscriptions-store.php';
require_once __DIR__ . '/includes/subscriptions-rate-limit.php';
require_once __DIR__ . '/includes/subscriptions-links.php';
require_once __DIR__ . '/includes/mail-queue.php';
require_once __DIR__ . '/includes/mail-messages.php';
require_once __DIR__ . '/includes/subscriptions-route.php';
require_once __DIR__ . '/includes/subscriptions-confirm.php';
require_once __DIR__ . '/includes/subscriptions-unsubscribe.php';
require_once __DIR__ . '/includes/price-alerts.php';
require_once __DIR__ . '/includes/newsletter.php';
require_once __DIR__ . '/includes/subscriptions-maintenance.php';
require_once __DIR__ . '/includes/subscriptions-admin.php';
require_once __DIR__ . '/includes/subscriptions-admin-actions.php';

/**
 * Create or upgrade what the plugin keeps outside post meta and options: the
 * statistics, clicks per store, rate-limit and price history tables, the
 * subscriptions' tables (dbDelta is idempotent), the daily link check and
 * price refresh, the images' backfill and the subscriptions' hourly upkeep.
 * Runs on activation and, after an update of the plugin files, on the next
 * request.
 */
function curadoria_afiliados_install() {
	curadoria_afiliados_stats_install();
	curadoria_afiliados_store_clicks_install();
	curadoria_afiliados_rate_install();
	curadoria_afiliados_history_install();
	curadoria_afiliados_subscriptions_install();
	curadoria_afiliados_subscribe_rate_install();
	curadoria_afiliados_mail_queue_install();
	curadoria_afiliados_alert_stats_install();
	curadoria_afiliados_link_check_schedule();
	curadoria_afiliados_subscriptions_schedule();
	curadoria_afiliados_image_backfill_schedule();
	curadoria_afiliados_price_refresh_schedule();
	curadoria_afiliados_api_settings_not_autoloaded();
	update_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION, CURADORIA_AFILIADOS_DB_VERSION );
}
register_activation_hook( __FILE__, 'curadoria_afiliados_install' );

/**
 * An update that replaces the files does not run the activation hook.
 */
function curadoria_afiliados_maybe_upgrade() {
	if ( get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ) !== CURADORIA_AFILIADOS_DB_VERSION ) {
		curadoria_afiliados_install();
	}
}
add_action( 'plugins_loaded', 'curadoria_afiliados_maybe_upgrade' );

/**
 * Deactivation: drop the scheduled events (the data stays until uninstall).
 */
function curadoria_afiliados_deactivate() {
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_LINK_CHECK_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_MAIL_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
}
register_deactivation_hook( __FILE__, 'curadoria_afiliados_deactivate' );

<?php
/**
 * Uninstall: remove everything the plugin keeps for itself — the statistics,
 * clicks per store, rate-limit and price history tables, the subscriptions
 * (subscribers with their addresses, consent records, the mail queue, the
 * alerts' counts), its options, its transients (cached popular lists, editor
 * notices, API tokens, robots.txt files, and 1.2.0's rate-limit counters), its
 * scheduled events, the link-health and price-refresh post meta, the images'
 * backfill marks and the posts' preview generations (the 4:3 WebP files stay:
 * they are listed in the images' metadata). The product
 * fields (price, price_cents, price_currency, offers, price_checked_at,
 * affiliate_url) are content and are kept.
 *
 * Runs without the plugin loaded, so names are spelled out here.
 *
 * @package CuradoriaAfiliados
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}curadoria_afiliados_stats, {$wpdb->prefix}curadoria_afiliados_store_clicks, {$wpdb->prefix}curadoria_afiliados_rate, {$wpdb->prefix}curadoria_afiliados_price_history, {$wpdb->prefix}curadoria_afiliados_subscribers, {$wpdb->prefix}curadoria_afiliados_subscriptions, {$wpdb->prefix}curadoria_afiliados_subscribe_rate, {$wpdb->prefix}curadoria_afiliados_mail_queue, {$wpdb->prefix}curadoria_afiliados_alert_stats" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange

foreach ( array(
	'curadoria_afiliados_allowed_origins',
	'curadoria_afiliados_deploy_hook',
	'curadoria_afiliados_deploy_hook_last',
	'curadoria_afiliados_db_version',
	'curadoria_afiliados_price_fresh_days',
	'curadoria_afiliados_rate_salt', // 1.2.0's daily salt, if the plugin is removed before an upgrade ran.
	'curadoria_afiliados_popular_generation',
	'curadoria_afiliados_image_backfill_done',
	'curadoria_afiliados_store_host_clock',
	'curadoria_afiliados_price_round',
	'curadoria_afiliados_price_stores',
	'curadoria_afiliados_amazon_credential_id',
	'curadoria_afiliados_amazon_credential_secret',
	'curadoria_afiliados_amazon_credential_version',
	'curadoria_afiliados_amazon_partner_tag',
	'curadoria_afiliados_amazon_marketplace',
	'curadoria_afiliados_mercado_livre_client_id',
	'curadoria_afiliados_mercado_livre_secret',
	'curadoria_afiliados_shopee_app_id',
	'curadoria_afiliados_shopee_secret',
	'curadoria_afiliados_site_address',
	'curadoria_afiliados_mail_hourly_cap',
	'curadoria_afiliados_consent_texts',
	'curadoria_afiliados_newsletter_schedule',
	'curadoria_afiliados_newsletter_last',
) as $curadoria_option ) {
	delete_option( $curadoria_option );
}

$wpdb->query(
	"DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_curadoria\\_afiliados\\_%' OR option_name LIKE '\\_transient\\_timeout\\_curadoria\\_afiliados\\_%'" // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
);
wp_cache_flush();

foreach ( array( 'curadoria_afiliados_deploy_hook_event', 'curadoria_afiliados_link_check', 'curadoria_afiliados_link_check_more', 'curadoria_afiliados_image_backfill', 'curadoria_afiliados_price_refresh', 'curadoria_afiliados_price_refresh_more', 'curadoria_afiliados_subscriptions_hourly', 'curadoria_afiliados_mail_batch', 'curadoria_afiliados_newsletter_weekly' ) as $curadoria_hook ) {
	wp_clear_scheduled_hook( $curadoria_hook );
}

foreach ( array( '_curadoria_link_status', '_curadoria_link_checked', '_curadoria_link_misses', '_curadoria_link_detail', '_curadoria_afiliados_image_sizes', '_curadoria_offer_states', '_curadoria_price_tried', '_curadoria_afiliados_preview_generation' ) as $curadoria_meta ) {
	delete_post_meta_by_key( $curadoria_meta );
}

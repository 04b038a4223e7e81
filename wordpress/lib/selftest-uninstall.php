<?php
/**
 * Part of lib/plugin-selftest.php: uninstall.php removes the statistics,
 * clicks per store, rate-limit and price history tables, the plugin's options
 * (1.2.0's salt included), transients (an editor notice among them),
 * scheduled events, link-health meta and the images' backfill marks, and
 * keeps the product fields.
 * DROP TABLE cannot be rolled back, so everything is saved first (the
 * statistics, clicks per store and history tables into copies) and put back
 * afterwards, the tables recreated by the plugin's install (what activation
 * and an upgrade run); for that moment the running site has no counts and no
 * history. The rate-limit rows (this minute's counters) are not kept: the
 * table comes back empty.
 *
 * @package CuradoriaAfiliados
 */

global $wpdb;
$kept_tables  = array( curadoria_afiliados_stats_table(), curadoria_afiliados_store_clicks_table(), curadoria_afiliados_history_table() );
$all_tables   = array_merge( $kept_tables, array( curadoria_afiliados_rate_table() ) );
$backup       = static fn( $table ) => $table . '_selftest_backup';
$row_counts   = static function () use ( $kept_tables ) {
	global $wpdb;
	return array_map( static fn( $table ) => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ), $kept_tables ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
};
$link_keys    = array( CURADORIA_AFILIADOS_LINK_STATUS_META, CURADORIA_AFILIADOS_LINK_CHECKED_META, CURADORIA_AFILIADOS_LINK_MISSES_META, CURADORIA_AFILIADOS_LINK_DETAIL_META, CURADORIA_AFILIADOS_IMAGE_SIZES_META );
$product_keys = "'price', 'price_cents', 'price_currency', 'offers', 'affiliate_url', 'price_checked_at'";
$hooks        = array( CURADORIA_AFILIADOS_DEPLOY_EVENT, CURADORIA_AFILIADOS_LINK_CHECK_EVENT, CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT, CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
$like_ours    = "option_name LIKE 'curadoria\\_afiliados\\_%' OR option_name LIKE '\\_transient\\_curadoria\\_afiliados\\_%' OR option_name LIKE '\\_transient\\_timeout\\_curadoria\\_afiliados\\_%'";
$in_link_keys = "'" . implode( "','", $link_keys ) . "'";

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
$saved = array(
	'options' => $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE {$like_ours}", ARRAY_A ),
	'meta'    => $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN ({$in_link_keys})", ARRAY_A ),
	'cron'    => array_map( 'wp_next_scheduled', array_combine( $hooks, $hooks ) ),
	'rows'    => $row_counts(),
);
$product_meta = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN ({$product_keys})" );
foreach ( $kept_tables as $table ) {
	$wpdb->query( "DROP TABLE IF EXISTS {$backup( $table )}" );
	$wpdb->query( "CREATE TABLE {$backup( $table )} AS SELECT * FROM {$table}" );
}
expect( 'uninstall: counts, clicks per store and history saved aside first', array_map( static fn( $table ) => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$backup( $table )}" ), $kept_tables ), $saved['rows'] );

try {
	// Something of every kind to remove.
	set_transient( CURADORIA_AFILIADOS_POPULAR_TRANSIENT . 'selftest', array(), 60 );
	set_transient( curadoria_afiliados_notice_key( 1 ), array( 'selftest' ), 60 );
	curadoria_afiliados_rate_limit_hit( '203.0.113.99' );
	update_option( 'curadoria_afiliados_rate_salt', array( 'day' => gmdate( 'Y-m-d' ), 'salt' => str_repeat( 'ab', 32 ) ), false );
	$some_post = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' LIMIT 1" );
	update_post_meta( $some_post, CURADORIA_AFILIADOS_LINK_STATUS_META, 'ok' );
	update_post_meta( (int) get_post_thumbnail_id( $some_post ), CURADORIA_AFILIADOS_IMAGE_SIZES_META, curadoria_afiliados_image_sizes_target() );
	wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
	wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
	update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, curadoria_afiliados_image_sizes_target(), true );

	if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
		define( 'WP_UNINSTALL_PLUGIN', 'curadoria-afiliados/curadoria-afiliados.php' );
	}
	include WP_PLUGIN_DIR . '/curadoria-afiliados/uninstall.php';
	wp_cache_flush();

	expect( 'uninstall: the four tables dropped (statistics, clicks per store, rate limit, price history)', array_map( static fn( $table ) => $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), $all_tables ), array( null, null, null, null ) );
	expect( 'uninstall: no option or transient of the plugin left', (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE {$like_ours}" ), 0 );
	expect( 'uninstall: no scheduled event left', array_values( array_map( 'wp_next_scheduled', $hooks ) ), array( false, false, false, false ) );
	expect( 'uninstall: link-health meta and the images\' backfill marks removed', (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN ({$in_link_keys})" ), 0 );
	expect( 'uninstall: price, price_cents, price_currency, offers, affiliate_url and price_checked_at kept (content)', (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN ({$product_keys})" ), $product_meta );
} finally {
	// Put everything back as it was.
	curadoria_afiliados_install();
	foreach ( $kept_tables as $table ) {
		$wpdb->query( "DELETE FROM {$table}" );
		$wpdb->query( "INSERT INTO {$table} SELECT * FROM {$backup( $table )}" );
		$wpdb->query( "DROP TABLE IF EXISTS {$backup( $table )}" );
	}
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE {$like_ours}" );
	foreach ( $saved['options'] as $row ) {
		$wpdb->insert( $wpdb->options, $row );
	}
	$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ({$in_link_keys})" );
	foreach ( $saved['meta'] as $row ) {
		$wpdb->insert( $wpdb->postmeta, $row );
	}
	wp_cache_flush();
	foreach ( $saved['cron'] as $hook => $when ) {
		wp_clear_scheduled_hook( $hook );
		if ( $when && CURADORIA_AFILIADOS_LINK_CHECK_EVENT === $hook ) {
			wp_schedule_event( $when, 'daily', $hook );
		} elseif ( $when ) {
			wp_schedule_single_event( $when, $hook );
		}
	}
}
// phpcs:enable
expect( 'uninstall test: the install (activation, upgrade) created the four tables again', count( array_filter( array_map( static fn( $table ) => $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), $all_tables ) ) ), 4 );
expect( 'uninstall test: counts, clicks per store and history restored', $row_counts(), $saved['rows'] );
expect( 'uninstall test: options and schedule restored', array( get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ), false !== wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT ) ), array( CURADORIA_AFILIADOS_DB_VERSION, true ) );

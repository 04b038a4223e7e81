<?php
/**
 * The subscription form's limit per visitor, without keeping the visitor's
 * address: as the counter does (counter-rate-limit.php), each request counts
 * for a bucket of addresses (16 bits of an HMAC of the address with a daily
 * key that is never stored), here per clock hour. A row holds the hour, the
 * bucket and the count; the first request of an hour deletes the rows of the
 * hours before.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Name of the table.
 *
 * @return string
 */
function curadoria_afiliados_subscribe_rate_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_subscribe_rate';
}

/**
 * Create or upgrade the table.
 */
function curadoria_afiliados_subscribe_rate_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_subscribe_rate_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  window_start int(10) unsigned NOT NULL,
  bucket smallint(5) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (window_start,bucket)
) {$charset};"
	);
}

/**
 * Count one request of the visitor and tell whether it is within the limit
 * (counted and read in one atomic statement, as the counter's limiter does).
 *
 * @param string $ip  The visitor's address (never stored).
 * @param int    $now Unix time.
 * @return bool
 */
function curadoria_afiliados_subscribe_visitor_allowed( $ip, $now ) {
	$hits = curadoria_afiliados_rate_count_stored( curadoria_afiliados_visitor_window( $now ), curadoria_afiliados_rate_bucket( $ip ), curadoria_afiliados_subscribe_rate_table() );
	return curadoria_afiliados_visitor_allowed( $hits, curadoria_afiliados_subscribe_visitor_limit() );
}

/**
 * Requests one visitor may make in a clock hour: 10, the constant
 * CURADORIA_SUBSCRIBE_VISITOR_LIMIT in wp-config.php (the local test
 * WordPress raises it: its browser tests all come from 127.0.0.1), the filter
 * curadoria_afiliados_subscribe_visitor_limit having the last word (0 = no limit).
 *
 * @return int
 */
function curadoria_afiliados_subscribe_visitor_limit() {
	$limit = defined( 'CURADORIA_SUBSCRIBE_VISITOR_LIMIT' ) ? (int) CURADORIA_SUBSCRIBE_VISITOR_LIMIT : CURADORIA_AFILIADOS_VISITOR_REQUESTS;
	/**
	 * Filters the subscription requests one visitor may make in a clock hour (0 = no limit).
	 *
	 * @param int $limit Default 10.
	 */
	return max( 0, (int) apply_filters( 'curadoria_afiliados_subscribe_visitor_limit', $limit ) );
}

<?php
/**
 * The counter's abuse limit: events per minute and bucket of addresses (the
 * buckets and windows are pure rules, rules/rate-limit.php). The counters
 * live in a persistent object cache when there is one, else in the plugin's
 * own table, one row per bucket and minute, deleted by the first event after
 * the minute.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Default events per minute per bucket of addresses (an IPv6 /64 counts as one address). */
const CURADORIA_AFILIADOS_RATE_LIMIT = 60;

/** Object cache group of the rate-limit counters (used only when the cache is persistent). */
const CURADORIA_AFILIADOS_RATE_CACHE_GROUP = 'curadoria_afiliados_rate';

/**
 * Name of the rate-limit table.
 *
 * @return string
 */
function curadoria_afiliados_rate_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_rate';
}

/**
 * Create or upgrade the rate-limit table: one row per minute and bucket that
 * sent events, holding only the number of events. Also removes what 1.2.0
 * kept instead: a daily salt in an option and counters in transients named by
 * a full HMAC of the address, which together let a copy of the database
 * recover the addresses.
 */
function curadoria_afiliados_rate_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_rate_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  window_start int(10) unsigned NOT NULL,
  bucket smallint(5) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (window_start,bucket)
) {$charset};"
	);
	delete_option( 'curadoria_afiliados_rate_salt' );
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_curadoria\\_afiliados\\_rl\\_%' OR option_name LIKE '\\_transient\\_timeout\\_curadoria\\_afiliados\\_rl\\_%'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * The address the rate limit is about: REMOTE_ADDR by default. Behind a
 * reverse proxy or CDN every visitor has the proxy's address; a site there
 * should return the visitor's address (from the header its proxy sets) with
 * the curadoria_afiliados_client_ip filter.
 *
 * @return string
 */
function curadoria_afiliados_client_ip() {
	$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	/**
	 * Filters the client address used for the event rate limit (never stored).
	 *
	 * @param string $ip Address.
	 */
	$ip = (string) apply_filters( 'curadoria_afiliados_client_ip', $ip );
	return filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '0.0.0.0';
}

/**
 * Key of a day's buckets: an HMAC of the UTC day with wp-config.php's nonce
 * key and salt. It is never stored, so a copy of the database (or of the
 * object cache) cannot tell which bucket an address falls in, and each day
 * puts every address in a new bucket.
 *
 * @param string $secret Secret to derive it from; default wp_salt( 'nonce' ).
 * @param string $day    Y-m-d (UTC); default today.
 * @return string
 */
function curadoria_afiliados_rate_key( $secret = '', $day = '' ) {
	return curadoria_afiliados_rate_day_key( '' === $secret ? wp_salt( 'nonce' ) : $secret, '' === $day ? gmdate( 'Y-m-d' ) : $day );
}

/**
 * Bucket of an address (of its /64 for IPv6): 16 bits of an HMAC, so every
 * bucket is shared by one 65,536th of all addresses.
 *
 * @param string $ip  Address.
 * @param string $key Key of the day; default curadoria_afiliados_rate_key().
 * @return int 0..65535.
 */
function curadoria_afiliados_rate_bucket( $ip, $key = '' ) {
	return curadoria_afiliados_rate_bucket_of( $ip, '' === $key ? curadoria_afiliados_rate_key() : $key );
}

/**
 * Events allowed per minute and bucket (0 = no limit). The constant
 * CURADORIA_EVENTS_RATE_LIMIT in wp-config.php sets it; the filter has the last word.
 *
 * @return int
 */
function curadoria_afiliados_rate_limit() {
	$limit = defined( 'CURADORIA_EVENTS_RATE_LIMIT' ) ? (int) CURADORIA_EVENTS_RATE_LIMIT : CURADORIA_AFILIADOS_RATE_LIMIT;
	/**
	 * Filters the number of events one bucket of addresses may send per minute (0 = no limit).
	 *
	 * @param int $limit Default 60.
	 */
	return max( 0, (int) apply_filters( 'curadoria_afiliados_events_rate_limit', $limit ) );
}

/**
 * Count one event for an address's bucket and tell whether the bucket is over
 * the limit. Fixed windows of a clock minute; counting and reading the count
 * are one atomic step, so concurrent requests never accept more than the limit.
 *
 * @param string $ip Address.
 * @return int 0 when allowed, else the seconds until the window ends.
 */
function curadoria_afiliados_rate_limit_hit( $ip ) {
	$limit = curadoria_afiliados_rate_limit();
	if ( 0 === $limit ) {
		return 0;
	}
	$now    = time();
	$window = curadoria_afiliados_rate_window( $now );
	$bucket = curadoria_afiliados_rate_bucket( $ip );
	$hits   = wp_using_ext_object_cache() ? curadoria_afiliados_rate_count_cached( $window, $bucket, curadoria_afiliados_rate_seconds_left( $now ) ) : curadoria_afiliados_rate_count_stored( $window, $bucket );
	return curadoria_afiliados_rate_retry_after( $hits, $limit, $now );
}

/**
 * Add one to a bucket's counter in the persistent object cache (Redis,
 * Memcached: increments are atomic there) and return it. Nothing reaches the
 * database; the counter expires when its window ends.
 *
 * @param int $window Unix time the window started.
 * @param int $bucket Bucket.
 * @param int $ttl    Seconds until the window ends.
 * @return int Events counted in the window, this one included.
 */
function curadoria_afiliados_rate_count_cached( $window, $bucket, $ttl ) {
	$key  = $window . '_' . $bucket;
	$hits = wp_cache_incr( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP );
	if ( false === $hits ) {
		// Missing: the window's first event, unless another request added it meanwhile.
		$hits = wp_cache_add( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP, $ttl ) ? 1 : wp_cache_incr( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP );
	}
	return (int) $hits;
}

/**
 * Add one to a bucket's row in the rate-limit table and return it: one
 * statement that both counts and reads (LAST_INSERT_ID(expr) hands the row's
 * new value back on this connection), so concurrent requests each get their
 * own number. The first event of a bucket in a window also deletes the rows of
 * the windows that have ended.
 *
 * @param int    $window Unix time the window started.
 * @param int    $bucket Bucket.
 * @param string $table  Table of the counters (default the events'; the subscription form has its own).
 * @return int Events counted in the window, this one included.
 */
function curadoria_afiliados_rate_count_stored( $window, $bucket, $table = '' ) {
	global $wpdb;
	$table   = '' === $table ? curadoria_afiliados_rate_table() : $table;
	$counted = $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (window_start, bucket, hits) VALUES (%d, %d, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$window,
			$bucket
		)
	);
	if ( false === $counted ) {
		// Without a count the limit cannot be kept: refuse rather than accept unchecked.
		return PHP_INT_MAX;
	}
	$hits = (int) $wpdb->insert_id;
	if ( 1 === $hits ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE window_start < %d", $window ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	return $hits;
}

<?php
/**
 * Must-use plugin of the local test WordPress only (up.sh links it into
 * wp-content/mu-plugins; never part of the plugin zip). It lets one machine
 * send events as many visitors, the way a site behind a reverse proxy or CDN
 * sees them, so the rate limit's test (the plugin's
 * tests/includes/counter-rate-limit.php) and the counter's load test
 * (wordpress/load-test.mjs) can exercise the per-address limit:
 *
 * - X-Forwarded-For from a loopback peer names the visitor's address, through
 *   the plugin's curadoria_afiliados_client_ip filter (what a proxied site
 *   does with the header its proxy sets);
 * - X-Curadoria-Rate-Limit may lower, never raise, the events limit of that
 *   one request, so a concurrency test reaches the limit with 50 requests.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the request comes from this machine (the only peer whose headers are trusted).
 *
 * @return bool
 */
function curadoria_test_proxy_is_loopback() {
	$peer = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	return in_array( $peer, array( '127.0.0.1', '::1' ), true );
}

add_filter(
	'curadoria_afiliados_client_ip',
	static function ( $ip ) {
		if ( ! curadoria_test_proxy_is_loopback() || empty( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
			return $ip;
		}
		$forwarded = trim( explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) )[0] );
		return filter_var( $forwarded, FILTER_VALIDATE_IP ) ? $forwarded : $ip;
	}
);

add_filter(
	'curadoria_afiliados_events_rate_limit',
	static function ( $limit ) {
		if ( ! curadoria_test_proxy_is_loopback() || ! isset( $_SERVER['HTTP_X_CURADORIA_RATE_LIMIT'] ) ) {
			return $limit;
		}
		$asked = (int) $_SERVER['HTTP_X_CURADORIA_RATE_LIMIT'];
		return $asked > 0 && ( 0 === (int) $limit || $asked < (int) $limit ) ? $asked : $limit;
	}
);

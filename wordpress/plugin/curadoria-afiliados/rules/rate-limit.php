<?php
/**
 * The counter's rate limit, without WordPress: buckets of addresses, the key
 * of a day, and the clock-minute windows.
 *
 * A bucket is 16 bits of an HMAC of the address (of its /64 for IPv6, which
 * one device may span), keyed by a secret derived from wp-config.php's salts
 * and the UTC day and never stored: it holds one 65,536th of all addresses, so
 * no stored counter can single one out, and without wp-config.php nobody can
 * tell which bucket an address is in.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Seconds of one rate-limit window: a clock minute. */
const CURADORIA_AFILIADOS_RATE_WINDOW = 60;

/**
 * Key of a day's buckets: an HMAC of the day with a secret.
 *
 * @param string $secret Secret (the plugin gives wp-config.php's nonce key and salt).
 * @param string $day    Y-m-d (UTC).
 * @return string
 */
function curadoria_afiliados_rate_day_key( $secret, $day ) {
	return hash_hmac( 'sha256', 'curadoria-afiliados-rate ' . $day, $secret );
}

/**
 * Bucket of an address under a day's key.
 *
 * @param string $ip  Address.
 * @param string $key Key of the day.
 * @return int 0..65535.
 */
function curadoria_afiliados_rate_bucket_of( $ip, $key ) {
	$subject = $ip;
	if ( filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
		$subject = bin2hex( substr( inet_pton( $ip ), 0, 8 ) ) . '::/64';
	}
	return (int) hexdec( substr( hash_hmac( 'sha256', $subject, $key ), 0, 4 ) );
}

/**
 * Start of the window a moment falls in.
 *
 * @param int $now Unix time.
 * @return int Unix time.
 */
function curadoria_afiliados_rate_window( $now ) {
	return $now - $now % CURADORIA_AFILIADOS_RATE_WINDOW;
}

/**
 * Seconds from a moment to the end of its window.
 *
 * @param int $now Unix time.
 * @return int 1..60.
 */
function curadoria_afiliados_rate_seconds_left( $now ) {
	return curadoria_afiliados_rate_window( $now ) + CURADORIA_AFILIADOS_RATE_WINDOW - $now;
}

/**
 * Whether a bucket's count is over the limit, as the seconds to wait.
 *
 * @param int $hits  Events counted in the window, this one included.
 * @param int $limit Events allowed per window.
 * @param int $now   Unix time.
 * @return int 0 when allowed, else the seconds until the window ends.
 */
function curadoria_afiliados_rate_retry_after( $hits, $limit, $now ) {
	return $hits > $limit ? curadoria_afiliados_rate_seconds_left( $now ) : 0;
}

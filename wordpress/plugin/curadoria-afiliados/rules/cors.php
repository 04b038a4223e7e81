<?php
/**
 * CORS rules, without WordPress: the allow-list's entries, which origin gets
 * which Access-Control-Allow-Origin, and the methods a route allows.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Split and normalise an allow-list. Valid entries: "*", an exact origin
 * "scheme://host[:port]", or "scheme://host:*" (any port on that host).
 *
 * @param string|string[] $raw Raw list.
 * @return string[]
 */
function curadoria_afiliados_parse_origins( $raw ) {
	$items   = is_array( $raw ) ? $raw : preg_split( '/[\s,]+/', (string) $raw );
	$origins = array();
	foreach ( $items as $item ) {
		$item = strtolower( rtrim( trim( (string) $item ), '/' ) );
		if ( '*' === $item || preg_match( '#^https?://[a-z0-9.\-\[\]:]+(:(\d{1,5}|\*))?$#', $item ) ) {
			$origins[] = $item;
		}
	}
	return array_values( array_unique( $origins ) );
}

/**
 * Decide the Access-Control-Allow-Origin value for a request Origin.
 *
 * @param string   $origin  Request Origin header ('' if none).
 * @param string[] $allowed Normalised allow-list.
 * @return string|null The header value, or null to send none.
 */
function curadoria_afiliados_cors_origin( $origin, array $allowed ) {
	if ( empty( $allowed ) ) {
		return '*'; // Fresh install: public read-only content, no credentials.
	}
	$origin = strtolower( rtrim( (string) $origin, '/' ) );
	if ( '' !== $origin ) {
		foreach ( $allowed as $entry ) {
			if ( $entry === $origin ) {
				return $origin;
			}
			if ( '*' !== $entry && ':*' === substr( $entry, -2 ) ) {
				$prefix = substr( $entry, 0, -1 ); // "http://127.0.0.1:"
				if ( 0 === strpos( $origin, $prefix ) && ctype_digit( substr( $origin, strlen( $prefix ) ) ) ) {
					return $origin;
				}
			}
		}
	}
	return in_array( '*', $allowed, true ) ? '*' : null;
}

/**
 * Methods a cross-origin page may use on a REST route: reading everywhere,
 * and POST on the event counter (sendBeacon / fetch keepalive) and the
 * subscription routes (the forms, the confirmation and unsubscribe pages).
 *
 * @param string $route REST route, e.g. "/wp/v2/posts".
 * @return string Access-Control-Allow-Methods value.
 */
function curadoria_afiliados_cors_methods( $route ) {
	$writable = array( CURADORIA_AFILIADOS_EVENTS_ROUTE, CURADORIA_AFILIADOS_SUBSCRIBE_ROUTE, CURADORIA_AFILIADOS_CONFIRM_ROUTE, CURADORIA_AFILIADOS_UNSUBSCRIBE_ROUTE );
	return in_array( '/' . trim( (string) $route, '/' ), $writable, true ) ? 'POST, OPTIONS' : 'GET, OPTIONS';
}

<?php
/**
 * CORS for the REST API: an allow-list instead of WordPress's echo-any-origin headers.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/* -------------------------------------------------------------------------
 * CORS for the REST API
 * ---------------------------------------------------------------------- */

/**
 * The configured allow-list: the CURADORIA_ALLOWED_ORIGINS constant (string
 * separated by newlines/commas/spaces, or an array) wins over the option.
 *
 * @return string[] Normalised entries; empty means "allow any origin with *".
 */
function curadoria_afiliados_allowed_origins() {
	return curadoria_afiliados_parse_origins( curadoria_afiliados_setting( 'CURADORIA_ALLOWED_ORIGINS', CURADORIA_AFILIADOS_ORIGINS_OPTION ) );
}

/**
 * A setting that wp-config.php may fix with a constant; otherwise the option.
 *
 * @param string $constant Constant name.
 * @param string $option   Option name.
 * @return mixed Raw value.
 */
function curadoria_afiliados_setting( $constant, $option ) {
	return defined( $constant ) ? constant( $constant ) : get_option( $option, '' );
}

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
 * Replace WordPress's permissive CORS headers (which echo any Origin and allow
 * credentials) with our allow-list based ones.
 */
function curadoria_afiliados_rest_init() {
	remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
	add_filter( 'rest_pre_serve_request', 'curadoria_afiliados_send_cors_headers', 10, 3 );
}
add_action( 'rest_api_init', 'curadoria_afiliados_rest_init', 20 );

/**
 * Methods a cross-origin page may use on a REST route: reading everywhere,
 * and POST on the event counter only (sendBeacon / fetch keepalive).
 *
 * @param string $route REST route, e.g. "/wp/v2/posts".
 * @return string Access-Control-Allow-Methods value.
 */
function curadoria_afiliados_cors_methods( $route ) {
	return CURADORIA_AFILIADOS_EVENTS_ROUTE === '/' . trim( (string) $route, '/' ) ? 'POST, OPTIONS' : 'GET, OPTIONS';
}

/**
 * Send the CORS headers. Hooked on rest_pre_serve_request, so it runs for
 * every REST response including OPTIONS preflights.
 *
 * @param bool                  $served  Whether the request has already been served.
 * @param mixed                 $result  Response, unused.
 * @param WP_REST_Request|null  $request Request.
 * @return bool Unchanged.
 */
function curadoria_afiliados_send_cors_headers( $served, $result = null, $request = null ) {
	if ( headers_sent() ) {
		return $served;
	}
	$allowed = curadoria_afiliados_allowed_origins();
	$value   = curadoria_afiliados_cors_origin( (string) get_http_origin(), $allowed );

	// With an allow-list the answer depends on Origin; tell caches so.
	if ( ! empty( $allowed ) ) {
		header( 'Vary: Origin', false );
	}
	if ( null === $value ) {
		header_remove( 'Access-Control-Allow-Origin' );
		return $served;
	}
	$route = $request instanceof WP_REST_Request ? $request->get_route() : '';
	header( 'Access-Control-Allow-Origin: ' . $value );
	header( 'Access-Control-Allow-Methods: ' . curadoria_afiliados_cors_methods( $route ) );
	header( 'Access-Control-Expose-Headers: X-WP-Total, X-WP-TotalPages, Link' );
	header( 'Access-Control-Max-Age: 600' );
	// Deliberately no Access-Control-Allow-Credentials: the site is anonymous.
	header_remove( 'Access-Control-Allow-Credentials' );
	return $served;
}

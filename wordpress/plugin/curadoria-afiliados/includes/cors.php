<?php
/**
 * CORS for the REST API: an allow-list instead of WordPress's echo-any-origin
 * headers. Which origin gets which header is a pure rule (rules/cors.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

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
 * Replace WordPress's permissive CORS headers (which echo any Origin and allow
 * credentials) with our allow-list based ones.
 */
function curadoria_afiliados_rest_init() {
	remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
	add_filter( 'rest_pre_serve_request', 'curadoria_afiliados_send_cors_headers', 10, 3 );
}
add_action( 'rest_api_init', 'curadoria_afiliados_rest_init', 20 );

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

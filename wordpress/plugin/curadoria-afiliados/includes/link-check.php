<?php
/**
 * Link health: a post's affiliate link requested (HEAD, then GET when HEAD is
 * refused), following up to 5 redirects, each hop checked like the first
 * request (public hosts only, safe-http.php), and the outcome stored on the
 * post. What an answer means is a pure rule (rules/link-verdict.php): a link
 * is broken after two checks in a row answered 404 or 410; 403, 405, 429,
 * other errors, timeouts and network failures are "unknown" (shops often
 * refuse robots: that says nothing about the product). The site keeps
 * showing the product either way.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Post meta: 'ok', 'broken' or 'unknown'. */
const CURADORIA_AFILIADOS_LINK_STATUS_META = '_curadoria_link_status';

/** Post meta: Unix time of the last check. */
const CURADORIA_AFILIADOS_LINK_CHECKED_META = '_curadoria_link_checked';

/** Post meta: consecutive checks answered 404/410. */
const CURADORIA_AFILIADOS_LINK_MISSES_META = '_curadoria_link_misses';

/** Post meta: what the last check saw ('http_404', 'timeout', 'network', 'refused', 'redirects'). */
const CURADORIA_AFILIADOS_LINK_DETAIL_META = '_curadoria_link_detail';

/** Redirects followed at most. */
const CURADORIA_AFILIADOS_LINK_MAX_REDIRECTS = 5;

/**
 * Request a URL, following redirects by hand so each hop goes through the
 * same address check as the first (curadoria_afiliados_safe_request()), and
 * never to WordPress's own host.
 *
 * @param string $url    URL.
 * @param string $method 'HEAD' or 'GET'.
 * @return int|string HTTP status of the last hop, or 'timeout', 'network',
 *                    'refused' (address not allowed) or 'redirects' (too many).
 */
function curadoria_afiliados_link_fetch( $url, $method ) {
	$args = array(
		'timeout'             => 5,
		'user-agent'          => 'Mozilla/5.0 (compatible; curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION . '; +' . home_url( '/' ) . ')',
		'limit_response_size' => 32768, // A GET only needs the status line.
	);
	/**
	 * Filters the request arguments of a link check (e.g. a shorter timeout).
	 *
	 * @param array  $args   wp_safe_remote_head()/get() arguments.
	 * @param string $url    URL of this hop.
	 * @param string $method 'HEAD' or 'GET'.
	 */
	$args = (array) apply_filters( 'curadoria_afiliados_link_check_request_args', $args, $url, $method );

	for ( $hop = 0; $hop <= CURADORIA_AFILIADOS_LINK_MAX_REDIRECTS; $hop++ ) {
		if ( curadoria_afiliados_is_own_host( $url ) ) {
			return 'refused'; // WordPress's own host, which core's http_request_host_is_external lets through.
		}
		$response = curadoria_afiliados_safe_request( $method, $url, $args );
		if ( is_wp_error( $response ) ) {
			return curadoria_afiliados_link_error_kind( (string) $response->get_error_code(), $response->get_error_message() );
		}
		$code     = (int) wp_remote_retrieve_response_code( $response );
		$location = wp_remote_retrieve_header( $response, 'location' );
		$location = is_array( $location ) ? (string) end( $location ) : (string) $location;
		if ( ! in_array( $code, CURADORIA_AFILIADOS_LINK_REDIRECTS, true ) || '' === $location ) {
			return $code;
		}
		$url = WP_Http::make_absolute_url( $location, $url );
	}
	return 'redirects';
}

/**
 * Check one link: HEAD first; when HEAD does not answer 2xx, GET decides
 * (curadoria_afiliados_link_needs_get()).
 *
 * @param string $url URL.
 * @return array{result: string, detail: string} result 'ok', 'missing'
 *         (404/410) or 'unknown'; detail 'http_NNN' or an error kind.
 */
function curadoria_afiliados_link_probe( $url ) {
	$answer = curadoria_afiliados_link_fetch( $url, 'HEAD' );
	if ( curadoria_afiliados_link_needs_get( $answer ) ) {
		$answer = curadoria_afiliados_link_fetch( $url, 'GET' );
	}
	return curadoria_afiliados_link_verdict( $answer );
}

/**
 * Check a post's affiliate link now and store the outcome.
 *
 * @param int $post_id Post ID.
 * @return string|null 'ok', 'broken' or 'unknown'; null when the post has no link.
 */
function curadoria_afiliados_link_check_post( $post_id ) {
	$url = curadoria_afiliados_sanitize_url( get_post_meta( $post_id, 'affiliate_url', true ) );
	if ( '' === $url ) {
		// Blank or not http(s) (written around the sanitiser): never requested,
		// and not due again before tomorrow.
		curadoria_afiliados_link_forget( $post_id );
		update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
		return null;
	}
	$probe  = curadoria_afiliados_link_probe( $url );
	$misses = curadoria_afiliados_link_misses( $probe['result'], (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, true ) );
	$status = curadoria_afiliados_link_status( $probe['result'], $misses );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_STATUS_META, $status );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, $misses );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_DETAIL_META, $probe['detail'] );
	return $status;
}

/**
 * Drop what is known about a post's link.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_link_forget( $post_id ) {
	foreach ( array( CURADORIA_AFILIADOS_LINK_STATUS_META, CURADORIA_AFILIADOS_LINK_CHECKED_META, CURADORIA_AFILIADOS_LINK_MISSES_META, CURADORIA_AFILIADOS_LINK_DETAIL_META ) as $key ) {
		delete_post_meta( $post_id, $key );
	}
}

/**
 * A new affiliate link starts with a clean slate (and is checked in the next batch).
 *
 * @param int|int[] $meta_id  Meta ID(s), unused.
 * @param int       $post_id  Post ID.
 * @param string    $meta_key Meta key.
 */
function curadoria_afiliados_link_on_change( $meta_id, $post_id, $meta_key ) {
	if ( 'affiliate_url' === $meta_key ) {
		curadoria_afiliados_link_forget( $post_id );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );

<?php
/**
 * GET /wp-json/curadoria/v1/popular: the most viewed published posts of the
 * last days, cached for a few minutes; the cache is made stale at once when a
 * listed post may have stopped being public.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Default seconds GET /popular answers are cached. */
const CURADORIA_AFILIADOS_POPULAR_TTL = 300;

/** Option holding the generation number of the GET /popular cache. */
const CURADORIA_AFILIADOS_POPULAR_GEN_OPTION = 'curadoria_afiliados_popular_generation';

/** Prefix of the GET /popular cache transients. */
const CURADORIA_AFILIADOS_POPULAR_TRANSIENT = 'curadoria_afiliados_popular_';

/**
 * Most viewed countable posts of the last $days days (today included), most
 * views first, then most clicks, then the newest post. Posts without a view
 * in the window are left out, so the list may be shorter than $limit.
 *
 * @param int $days  1..365.
 * @param int $limit 1..50.
 * @return array<int, array{id: int, views: int, clicks: int}>
 */
function curadoria_afiliados_popular_query( $days, $limit ) {
	global $wpdb;
	$table = curadoria_afiliados_stats_table();
	$rows  = $wpdb->get_results(
		$wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			"SELECT s.post_id, SUM(s.views) AS views, SUM(s.clicks) AS clicks
			FROM {$table} s INNER JOIN {$wpdb->posts} p ON p.ID = s.post_id
			WHERE s.day >= %s AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
			GROUP BY s.post_id HAVING views > 0
			ORDER BY views DESC, clicks DESC, s.post_id DESC LIMIT %d",
			curadoria_afiliados_day( $days - 1 ),
			$limit
		),
		ARRAY_A
	);
	return array_map(
		static function ( $row ) {
			return array(
				'id'     => (int) $row['post_id'],
				'views'  => (int) $row['views'],
				'clicks' => (int) $row['clicks'],
			);
		},
		(array) $rows
	);
}

/**
 * Seconds a GET /popular answer is cached (0 = not cached). The constant
 * CURADORIA_POPULAR_CACHE_TTL in wp-config.php sets it; the filter has the last word.
 *
 * @return int
 */
function curadoria_afiliados_popular_ttl() {
	$ttl = defined( 'CURADORIA_POPULAR_CACHE_TTL' ) ? (int) CURADORIA_POPULAR_CACHE_TTL : CURADORIA_AFILIADOS_POPULAR_TTL;
	/**
	 * Filters how long GET /curadoria/v1/popular answers are cached, in seconds.
	 *
	 * @param int $ttl Default 300.
	 */
	return max( 0, (int) apply_filters( 'curadoria_afiliados_popular_cache_ttl', $ttl ) );
}

/**
 * The popular list, cached in a transient for curadoria_afiliados_popular_ttl().
 *
 * @param int $days  1..365.
 * @param int $limit 1..50.
 * @return array<int, array{id: int, views: int, clicks: int}>
 */
function curadoria_afiliados_popular( $days, $limit ) {
	$ttl = curadoria_afiliados_popular_ttl();
	if ( 0 === $ttl ) {
		return curadoria_afiliados_popular_query( $days, $limit );
	}
	$key    = CURADORIA_AFILIADOS_POPULAR_TRANSIENT . (int) get_option( CURADORIA_AFILIADOS_POPULAR_GEN_OPTION, 0 ) . '_' . $days . '_' . $limit;
	$cached = get_transient( $key );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$list = curadoria_afiliados_popular_query( $days, $limit );
	set_transient( $key, $list, $ttl );
	return $list;
}

/**
 * Make every cached popular list stale (a listed post may have stopped being
 * public). Old entries are left to expire.
 */
function curadoria_afiliados_popular_flush() {
	update_option( CURADORIA_AFILIADOS_POPULAR_GEN_OPTION, (int) get_option( CURADORIA_AFILIADOS_POPULAR_GEN_OPTION, 0 ) + 1 );
}

/**
 * A post entering or leaving publish changes what may be listed.
 *
 * @param string $new_status New status.
 * @param string $old_status Old status.
 */
function curadoria_afiliados_popular_on_transition( $new_status, $old_status ) {
	if ( $new_status !== $old_status && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
		curadoria_afiliados_popular_flush();
	}
}
add_action( 'transition_post_status', 'curadoria_afiliados_popular_on_transition', 10, 2 );

/**
 * A password added to or removed from a post changes what may be listed.
 *
 * @param int     $post_id     Post ID.
 * @param WP_Post $post_after  Post after the update.
 * @param WP_Post $post_before Post before the update.
 */
function curadoria_afiliados_popular_on_update( $post_id, $post_after, $post_before ) {
	if ( $post_after->post_password !== $post_before->post_password ) {
		curadoria_afiliados_popular_flush();
	}
}
add_action( 'post_updated', 'curadoria_afiliados_popular_on_update', 10, 3 );

/**
 * Register /curadoria/v1/popular.
 */
function curadoria_afiliados_register_popular_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/popular',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_popular',
			'permission_callback' => '__return_true',
			'args'                => array(
				'days'  => array(
					'description'       => __( 'Janela em dias, contando hoje.', 'curadoria-afiliados' ),
					'type'              => 'integer',
					'minimum'           => 1,
					'maximum'           => 365,
					'default'           => 30,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'limit' => array(
					'description'       => __( 'Número máximo de posts.', 'curadoria-afiliados' ),
					'type'              => 'integer',
					'minimum'           => 1,
					'maximum'           => 50,
					'default'           => 5,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_popular_route' );

/**
 * GET /curadoria/v1/popular?days=30&limit=5.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_popular( WP_REST_Request $request ) {
	$response = new WP_REST_Response( curadoria_afiliados_popular( (int) $request['days'], (int) $request['limit'] ), 200 );
	$ttl      = curadoria_afiliados_popular_ttl();
	$response->header( 'Cache-Control', $ttl > 0 ? 'public, max-age=' . $ttl : 'no-cache' );
	return $response;
}

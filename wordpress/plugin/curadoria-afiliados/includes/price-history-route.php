<?php
/**
 * What the site reads of the price history: GET
 * /wp-json/curadoria/v1/prices/{id} and the price_history REST field of
 * posts, the last 180 days and the lowest price of the last 90.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Days of history answered (today included). */
const CURADORIA_AFILIADOS_HISTORY_DAYS = 180;

/** Window of the lowest price (today included). */
const CURADORIA_AFILIADOS_LOWEST_DAYS = 90;

/** Most points read for one post: one per store and day, 20 stores for 180 days fit. */
const CURADORIA_AFILIADOS_HISTORY_POINTS_MAX = 4000;

/**
 * A post's price history as the site reads it:
 * {"currency":"BRL","points":[{"date","store","price_cents","source"}],"lowest_90":…}.
 *
 * points: each recorded change of the last 180 days, plus each store's last
 * change before them (the price in force when the window opens), oldest
 * first; only of the stores the post offers now (at most 20), so what is
 * answered is bounded, and a store dropped from the post drops out of it.
 * Two indexed queries: the window by (post_id, day), and each store's
 * latest day before it by the primary key.
 *
 * @param int $post_id Post ID.
 * @return array{currency: string, points: array, lowest_90: array|null}
 */
function curadoria_afiliados_price_history( $post_id ) {
	global $wpdb;
	$offers = curadoria_afiliados_post_offers( $post_id );
	$names  = array();
	foreach ( $offers as $offer ) {
		$names[ curadoria_afiliados_store_key( $offer['store'] ) ] = $offer['store'];
	}
	if ( ! $names ) {
		return array(
			'currency'  => CURADORIA_AFILIADOS_CURRENCY,
			'points'    => array(),
			'lowest_90' => null,
		);
	}
	$table  = curadoria_afiliados_history_table();
	$start  = curadoria_afiliados_day( CURADORIA_AFILIADOS_HISTORY_DAYS - 1 );
	$stores = implode( ', ', array_fill( 0, count( $names ), '%s' ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- {$stores} is a list of %s placeholders.
	$window = $wpdb->get_results( $wpdb->prepare( "SELECT store, day, price_cents, source FROM {$table} WHERE post_id = %d AND store IN ({$stores}) AND day >= %s ORDER BY day DESC LIMIT %d", array_merge( array( $post_id ), array_values( $names ), array( $start, CURADORIA_AFILIADOS_HISTORY_POINTS_MAX ) ) ), ARRAY_A );
	$before = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT h.store, h.day, h.price_cents, h.source FROM {$table} h
			INNER JOIN (SELECT store, MAX(day) AS day FROM {$table} WHERE post_id = %d AND store IN ({$stores}) AND day < %s GROUP BY store) carried
			ON h.post_id = %d AND h.store = carried.store AND h.day = carried.day",
			array_merge( array( $post_id ), array_values( $names ), array( $start, $post_id ) )
		),
		ARRAY_A
	);
	// phpcs:enable
	$points = array();
	foreach ( array_merge( (array) $before, (array) $window ) as $row ) {
		$points[] = array(
			'date'        => (string) $row['day'],
			// The offer's spelling, when the store is offered today.
			'store'       => $names[ curadoria_afiliados_store_key( $row['store'] ) ] ?? (string) $row['store'],
			'price_cents' => (int) $row['price_cents'],
			'source'      => 'store' === $row['source'] ? 'store' : 'manual',
		);
	}
	usort(
		$points,
		static function ( $a, $b ) {
			return array( $a['date'], curadoria_afiliados_store_key( $a['store'] ) ) <=> array( $b['date'], curadoria_afiliados_store_key( $b['store'] ) );
		}
	);
	return array(
		'currency'  => CURADORIA_AFILIADOS_CURRENCY,
		'points'    => $points,
		'lowest_90' => curadoria_afiliados_lowest( $points, array_keys( $names ), curadoria_afiliados_day( CURADORIA_AFILIADOS_LOWEST_DAYS - 1 ) ),
	);
}

/**
 * The history of a post the public may see, or an empty one.
 *
 * @param int $post_id Post ID.
 * @return array
 */
function curadoria_afiliados_public_price_history( $post_id ) {
	if ( curadoria_afiliados_post_is_countable( $post_id ) ) {
		return curadoria_afiliados_price_history( $post_id );
	}
	return array(
		'currency'  => CURADORIA_AFILIADOS_CURRENCY,
		'points'    => array(),
		'lowest_90' => null,
	);
}

/**
 * Register GET /curadoria/v1/prices/{id} and the price_history field of posts.
 */
function curadoria_afiliados_register_price_routes() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/prices/(?P<id>\d+)',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_prices',
			'permission_callback' => '__return_true',
			'args'                => array(
				'id' => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
			),
		)
	);
	register_rest_field(
		'post',
		'price_history',
		array(
			'get_callback' => static function ( $post ) {
				return curadoria_afiliados_public_price_history( (int) $post['id'] );
			},
			'schema'       => array(
				'description' => __( 'Histórico de preços por loja (o mesmo JSON de /curadoria/v1/prices/{id}); vazio para posts não públicos.', 'curadoria-afiliados' ),
				'type'        => 'object',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_price_routes' );

/**
 * GET /curadoria/v1/prices/{id}: 404 like the counting routes for a draft,
 * private, password-protected or missing post.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_prices( WP_REST_Request $request ) {
	$post_id = (int) $request['id'];
	if ( ! curadoria_afiliados_post_is_countable( $post_id ) ) {
		return curadoria_afiliados_event_error( 'curadoria_post_not_countable', __( 'Post não encontrado.', 'curadoria-afiliados' ), 404 );
	}
	return new WP_REST_Response( curadoria_afiliados_price_history( $post_id ), 200 );
}

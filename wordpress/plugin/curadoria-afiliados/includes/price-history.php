<?php
/**
 * Price history: every change of a post's offers (day, store, amount) in the
 * plugin's own table, whatever made it (the editor, the REST API, an import
 * or any code writing the meta), and what the site reads of it:
 * GET /wp-json/curadoria/v1/prices/{id} and the price_history REST field.
 *
 * A change is noted by the meta hooks (prices.php) and recorded once per
 * request and post, when the request has written everything (after a REST
 * write, after the editor's save, else at shutdown), so a save that changes
 * both the price and the link records the final offers only.
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

/* -------------------------------------------------------------------------
 * Table
 * ---------------------------------------------------------------------- */

/**
 * Name of the history table.
 *
 * @return string
 */
function curadoria_afiliados_history_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_price_history';
}

/**
 * Create or upgrade the table: one row per post, store and day, holding the
 * day's last amount. The primary key finds a store's latest rows and its last
 * change before a window; the second key reads a post's window by day.
 * Store names compare without case (the table's collation), like the site's.
 */
function curadoria_afiliados_history_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_history_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  store varchar(100) NOT NULL,
  day date NOT NULL,
  price_cents int(10) unsigned NOT NULL,
  PRIMARY KEY  (post_id,store,day),
  KEY post_day (post_id,day)
) {$charset};"
	);
}

/* -------------------------------------------------------------------------
 * Recording
 * ---------------------------------------------------------------------- */

/**
 * Note that a post's offers may have changed (recorded by the next flush).
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_mark( $post_id ) {
	$GLOBALS['curadoria_afiliados_history_pending'][ (int) $post_id ] = true;
}

/**
 * Record the offers of every post noted since the last flush.
 */
function curadoria_afiliados_history_flush() {
	$pending = isset( $GLOBALS['curadoria_afiliados_history_pending'] ) ? array_keys( (array) $GLOBALS['curadoria_afiliados_history_pending'] ) : array();

	$GLOBALS['curadoria_afiliados_history_pending'] = array();
	foreach ( $pending as $post_id ) {
		curadoria_afiliados_history_record( $post_id );
	}
}
add_action( 'shutdown', 'curadoria_afiliados_history_flush', 5 );
add_action( 'save_post_post', 'curadoria_afiliados_history_flush', 99 );
add_action( 'rest_after_insert_post', 'curadoria_afiliados_history_flush' );

/**
 * Record today's amount of each offer of a post that differs from the last
 * one recorded for its store. Several changes in a day leave the day's last
 * value; a change undone the same day leaves nothing. A store that stops
 * being offered gets no row: its last amount stays its last point.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_record( $post_id ) {
	global $wpdb;
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post || 'post' !== $post->post_type ) {
		return; // Deleted meanwhile (or rolled back), or not a product.
	}
	$table = curadoria_afiliados_history_table();
	$today = curadoria_afiliados_day();
	foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT day, price_cents FROM {$table} WHERE post_id = %d AND store = %s ORDER BY day DESC LIMIT 2", $post_id, $offer['store'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$latest = $rows[0] ?? null;
		if ( $latest && (int) $latest['price_cents'] === $offer['price_cents'] ) {
			continue;
		}
		$before = $latest && $latest['day'] === $today ? ( $rows[1] ?? null ) : $latest;
		if ( $latest && $latest['day'] === $today && $before && (int) $before['price_cents'] === $offer['price_cents'] ) {
			$wpdb->delete( $table, array( 'post_id' => $post_id, 'store' => $offer['store'], 'day' => $today ), array( '%d', '%s', '%s' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		} else {
			curadoria_afiliados_history_put( $post_id, $offer['store'], $today, $offer['price_cents'] );
		}
	}
}

/**
 * Write one point (the seed backdates history with it).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param string $day     Y-m-d.
 * @param int    $cents   Amount.
 * @return bool
 */
function curadoria_afiliados_history_put( $post_id, $store, $day, $cents ) {
	global $wpdb;
	$table = curadoria_afiliados_history_table();
	return false !== $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (post_id, store, day, price_cents) VALUES (%d, %s, %s, %d) ON DUPLICATE KEY UPDATE price_cents = VALUES(price_cents)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			$store,
			$day,
			$cents
		)
	);
}

/**
 * A deleted post's history goes with it.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_on_delete( $post_id ) {
	global $wpdb;
	$wpdb->delete( curadoria_afiliados_history_table(), array( 'post_id' => (int) $post_id ), array( '%d' ) );
}
add_action( 'deleted_post', 'curadoria_afiliados_history_on_delete' );

/* -------------------------------------------------------------------------
 * Reading
 * ---------------------------------------------------------------------- */

/**
 * A post's price history as the site reads it:
 * {"currency":"BRL","points":[{"date","store","price_cents"}],"lowest_90":…}.
 *
 * points: each recorded change of the last 180 days, plus each store's last
 * change before them (the price in force when the window opens), oldest
 * first. Two indexed queries: the window by (post_id, day), and each store's
 * latest day before it by the primary key.
 *
 * @param int $post_id Post ID.
 * @return array{currency: string, points: array, lowest_90: array|null}
 */
function curadoria_afiliados_price_history( $post_id ) {
	global $wpdb;
	$table  = curadoria_afiliados_history_table();
	$start  = curadoria_afiliados_day( CURADORIA_AFILIADOS_HISTORY_DAYS - 1 );
	$window = $wpdb->get_results( $wpdb->prepare( "SELECT store, day, price_cents FROM {$table} WHERE post_id = %d AND day >= %s ORDER BY day DESC LIMIT %d", $post_id, $start, CURADORIA_AFILIADOS_HISTORY_POINTS_MAX ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$before = $wpdb->get_results(
		$wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			"SELECT h.store, h.day, h.price_cents FROM {$table} h
			INNER JOIN (SELECT store, MAX(day) AS day FROM {$table} WHERE post_id = %d AND day < %s GROUP BY store) carried
			ON h.post_id = %d AND h.store = carried.store AND h.day = carried.day",
			$post_id,
			$start,
			$post_id
		),
		ARRAY_A
	);

	$offers = curadoria_afiliados_post_offers( $post_id );
	$names  = array();
	foreach ( $offers as $offer ) {
		$names[ curadoria_afiliados_store_key( $offer['store'] ) ] = $offer['store'];
	}
	$points = array();
	foreach ( array_merge( (array) $before, (array) $window ) as $row ) {
		$points[] = array(
			'date'        => (string) $row['day'],
			// The offer's spelling, when the store is offered today.
			'store'       => $names[ curadoria_afiliados_store_key( $row['store'] ) ] ?? (string) $row['store'],
			'price_cents' => (int) $row['price_cents'],
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
 * The lowest amount in force on any day from $start to today, among the
 * stores offered today, counting the amount carried in from before $start.
 * Its date is the day that amount was set, or $start if set earlier; when
 * it was in force more than once (or at several stores), the latest.
 *
 * @param array    $points  Points, oldest first.
 * @param string[] $offered Stores offered today, lower case, in the offers' order.
 * @param string   $start   First day of the window, Y-m-d.
 * @return array{price_cents: int, date: string, store: string}|null Null without a point in force.
 */
function curadoria_afiliados_lowest( array $points, array $offered, $start ) {
	$series = array();
	foreach ( $points as $point ) {
		$series[ curadoria_afiliados_store_key( $point['store'] ) ][] = $point;
	}
	$best = null;
	foreach ( $offered as $store ) {
		$list = $series[ $store ] ?? array();
		foreach ( $list as $i => $point ) {
			if ( $i > 0 && $list[ $i - 1 ]['price_cents'] === $point['price_cents'] ) {
				continue; // Same amount as the point before: one stretch, counted from its start.
			}
			$next = null;
			for ( $j = $i + 1; $j < count( $list ) && null === $next; $j++ ) {
				$next = $list[ $j ]['price_cents'] !== $point['price_cents'] ? $list[ $j ]['date'] : null;
			}
			if ( null !== $next && $next <= $start ) {
				continue; // Replaced before the window opened.
			}
			$candidate = array(
				'price_cents' => $point['price_cents'],
				'date'        => max( $point['date'], $start ),
				'store'       => $point['store'],
			);
			if ( null === $best || $candidate['price_cents'] < $best['price_cents'] || ( $candidate['price_cents'] === $best['price_cents'] && $candidate['date'] > $best['date'] ) ) {
				$best = $candidate;
			}
		}
	}
	return $best;
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

/* -------------------------------------------------------------------------
 * REST API
 * ---------------------------------------------------------------------- */

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

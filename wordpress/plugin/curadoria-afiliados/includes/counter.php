<?php
/**
 * Views and clicks per post and day, without cookies and without personal
 * data: the site sends one event per product page view and per 'Ver produto'
 * or 'Ver na {loja}' click (POST /wp-json/curadoria/v1/events), the table
 * keeps only (post, day, views, clicks) and, for a click naming one of the
 * post's offers, store-clicks.php (post, day, store, clicks).
 *
 * Before an event is counted: a browser Origin outside the CORS allow-list is
 * refused, user agents of known bots are answered without counting
 * (counter-bot-filter.php), and each bucket of addresses has a limit of
 * events per minute (counter-rate-limit.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/* -------------------------------------------------------------------------
 * Table
 * ---------------------------------------------------------------------- */

/**
 * Name of the statistics table.
 *
 * @return string
 */
function curadoria_afiliados_stats_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_stats';
}

/**
 * Create or upgrade the table: one row per post and day (site time zone).
 * No address, cookie or user agent column, on purpose. The second index
 * covers the popular query (a window of days summed per post) so it never
 * reads the rows themselves: with 10,000 posts viewed every day for 60 days
 * it takes about 0.1 s instead of over 1 s with an index on the day alone.
 */
function curadoria_afiliados_stats_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_stats_table();
	$charset = $wpdb->get_charset_collate();
	// dbDelta() needs this exact layout: one column per line, two spaces after PRIMARY KEY.
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  day date NOT NULL,
  views int(10) unsigned NOT NULL DEFAULT 0,
  clicks int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (post_id,day),
  KEY day_totals (day,post_id,views,clicks)
) {$charset};"
	);
}

/**
 * Add views/clicks to a post's row of a day (an atomic increment: concurrent
 * events never lose a count).
 *
 * @param int    $post_id Post ID.
 * @param int    $views   Views to add.
 * @param int    $clicks  Clicks to add.
 * @param string $day     Y-m-d; default today.
 * @return bool
 */
function curadoria_afiliados_stats_add( $post_id, $views, $clicks, $day = '' ) {
	global $wpdb;
	$table = curadoria_afiliados_stats_table();
	return false !== $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (post_id, day, views, clicks) VALUES (%d, %s, %d, %d) ON DUPLICATE KEY UPDATE views = views + %d, clicks = clicks + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			'' === $day ? curadoria_afiliados_day() : $day,
			$views,
			$clicks,
			$views,
			$clicks
		)
	);
}

/**
 * Whether a post may be counted and listed: a published, non-protected post.
 *
 * @param int $post_id Post ID.
 * @return bool
 */
function curadoria_afiliados_post_is_countable( $post_id ) {
	$post = get_post( $post_id );
	return $post instanceof WP_Post && 'post' === $post->post_type && 'publish' === $post->post_status && '' === $post->post_password;
}

/**
 * A deleted post's counts go with it.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_stats_on_delete( $post_id ) {
	global $wpdb;
	$deleted = $wpdb->delete( curadoria_afiliados_stats_table(), array( 'post_id' => (int) $post_id ), array( '%d' ) );
	if ( $deleted ) {
		curadoria_afiliados_popular_flush();
	}
}
add_action( 'deleted_post', 'curadoria_afiliados_stats_on_delete' );

/* -------------------------------------------------------------------------
 * POST /curadoria/v1/events
 * ---------------------------------------------------------------------- */

/**
 * Register /curadoria/v1/events.
 */
function curadoria_afiliados_register_event_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/events',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'curadoria_afiliados_rest_event',
			'permission_callback' => '__return_true', // Anonymous by design; limits are in the callback.
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_event_route' );

/**
 * An error answer of the plugin's routes.
 *
 * @param string $code    Error code.
 * @param string $message Message.
 * @param int    $status  HTTP status.
 * @return WP_Error
 */
function curadoria_afiliados_event_error( $code, $message, $status ) {
	return new WP_Error( $code, $message, array( 'status' => $status ) );
}

/**
 * Read {"type": "view"|"click", "post": ID} from a JSON body, whatever the
 * Content-Type: navigator.sendBeacon() with a string sends text/plain, which
 * needs no CORS preflight.
 *
 * @param WP_REST_Request $request Request.
 * @return array{type: string, post: int, store: string}|null Null when malformed.
 */
function curadoria_afiliados_parse_event( WP_REST_Request $request ) {
	$data = $request->get_json_params();
	if ( ! is_array( $data ) ) {
		$data = json_decode( (string) $request->get_body(), true );
	}
	return curadoria_afiliados_event_from_data( $data );
}

/**
 * POST /curadoria/v1/events.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_event( WP_REST_Request $request ) {
	$origin  = (string) $request->get_header( 'origin' );
	$allowed = curadoria_afiliados_allowed_origins();
	if ( '' !== $origin && null === curadoria_afiliados_cors_origin( $origin, $allowed ) ) {
		return curadoria_afiliados_event_error( 'curadoria_origin_not_allowed', __( 'Origem não permitida.', 'curadoria-afiliados' ), 403 );
	}
	if ( strlen( (string) $request->get_body() ) > CURADORIA_AFILIADOS_EVENT_MAX_BYTES ) {
		return curadoria_afiliados_event_error( 'curadoria_event_too_large', __( 'Evento grande demais.', 'curadoria-afiliados' ), 413 );
	}
	$event = curadoria_afiliados_parse_event( $request );
	if ( null === $event ) {
		return curadoria_afiliados_event_error( 'curadoria_invalid_event', __( 'Envie {"type":"view"|"click","post":ID} (e, num clique, "store" opcional; "via":"alert" quando veio de um alerta).', 'curadoria-afiliados' ), 400 );
	}
	if ( curadoria_afiliados_is_bot( (string) $request->get_header( 'user_agent' ) ) ) {
		return new WP_REST_Response(
			array(
				'counted' => false,
				'reason'  => 'bot',
			),
			200
		);
	}
	$retry = curadoria_afiliados_rate_limit_hit( curadoria_afiliados_client_ip() );
	if ( $retry > 0 ) {
		$response = new WP_REST_Response(
			array(
				'code'    => 'curadoria_rate_limited',
				'message' => __( 'Eventos demais deste endereço; tente mais tarde.', 'curadoria-afiliados' ),
				'data'    => array( 'status' => 429 ),
			),
			429
		);
		$response->header( 'Retry-After', (string) $retry );
		return $response;
	}
	if ( ! curadoria_afiliados_post_is_countable( $event['post'] ) ) {
		return curadoria_afiliados_event_error( 'curadoria_post_not_countable', __( 'Post não encontrado.', 'curadoria-afiliados' ), 404 );
	}
	if ( ! curadoria_afiliados_stats_add( $event['post'], 'view' === $event['type'] ? 1 : 0, 'click' === $event['type'] ? 1 : 0 ) ) {
		return curadoria_afiliados_event_error( 'curadoria_event_not_stored', __( 'Não foi possível registrar o evento.', 'curadoria-afiliados' ), 500 );
	}
	// A click naming one of the post's offers also counts for that store (the
	// offer's spelling is stored); any other store is a click without one.
	$store = 'click' === $event['type'] ? curadoria_afiliados_offer_store( $event['post'], $event['store'] ) : '';
	if ( '' !== $store && ! curadoria_afiliados_store_clicks_add( $event['post'], $store ) ) {
		return curadoria_afiliados_event_error( 'curadoria_event_not_stored', __( 'Não foi possível registrar o evento.', 'curadoria-afiliados' ), 500 );
	}
	// A visit or click an alert's link brought also counts for the alerts (price-alerts.php).
	if ( $event['from_alert'] && ! curadoria_afiliados_alert_stats_add( $event['post'], 'view' === $event['type'] ? 'visits' : 'clicks' ) ) {
		return curadoria_afiliados_event_error( 'curadoria_event_not_stored', __( 'Não foi possível registrar o evento.', 'curadoria-afiliados' ), 500 );
	}
	return new WP_REST_Response( array( 'counted' => true ), 200 );
}

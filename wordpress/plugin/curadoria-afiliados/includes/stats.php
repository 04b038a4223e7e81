<?php
/**
 * Views and clicks per post and day, without cookies and without personal
 * data: the site sends one event per product page view and per 'Ver produto'
 * or 'Ver na {loja}' click (POST /wp-json/curadoria/v1/events), the table
 * keeps only (post, day, views, clicks) and, for a click naming one of the
 * post's offers, store-clicks.php (post, day, store, clicks); GET
 * /wp-json/curadoria/v1/popular answers the most viewed published posts of
 * the last days.
 *
 * Abuse limits: a limit of events per minute and bucket of addresses. A
 * bucket is 16 bits of an HMAC of the address, keyed by a secret derived from
 * wp-config.php's salts and the UTC day and never stored: it holds one 65,536th
 * of all addresses, so no stored counter can single one out, and without
 * wp-config.php nobody can tell which bucket an address is in. The counters
 * live in a persistent object cache when there is one, else in the plugin's
 * own table, one row per bucket and minute, deleted by the first event after
 * the minute. User agents of known bots are ignored; a browser Origin outside
 * the CORS allow-list is refused.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** REST namespace of the plugin's own routes. */
const CURADORIA_AFILIADOS_REST_NAMESPACE = 'curadoria/v1';

/** Route of the event counter (the only route a cross-origin page may POST to). */
const CURADORIA_AFILIADOS_EVENTS_ROUTE = '/curadoria/v1/events';

/** Largest event body accepted, in bytes ({"type":"click","post":123456,"store":"Mercado Livre"} is 54). */
const CURADORIA_AFILIADOS_EVENT_MAX_BYTES = 1024;

/** Default events per minute per bucket of addresses (an IPv6 /64 counts as one address). */
const CURADORIA_AFILIADOS_RATE_LIMIT = 60;

/** Default seconds GET /popular answers are cached. */
const CURADORIA_AFILIADOS_POPULAR_TTL = 300;

/** Option holding the generation number of the GET /popular cache. */
const CURADORIA_AFILIADOS_POPULAR_GEN_OPTION = 'curadoria_afiliados_popular_generation';

/** Object cache group of the rate-limit counters (used only when the cache is persistent). */
const CURADORIA_AFILIADOS_RATE_CACHE_GROUP = 'curadoria_afiliados_rate';

/** Prefix of the GET /popular cache transients. */
const CURADORIA_AFILIADOS_POPULAR_TRANSIENT = 'curadoria_afiliados_popular_';

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
 * Name of the rate-limit table.
 *
 * @return string
 */
function curadoria_afiliados_rate_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_rate';
}

/**
 * Create or upgrade the rate-limit table: one row per minute and bucket that
 * sent events, holding only the number of events. Also removes what 1.2.0
 * kept instead: a daily salt in an option and counters in transients named by
 * a full HMAC of the address, which together let a copy of the database
 * recover the addresses.
 */
function curadoria_afiliados_rate_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_rate_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  window_start int(10) unsigned NOT NULL,
  bucket smallint(5) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (window_start,bucket)
) {$charset};"
	);
	delete_option( 'curadoria_afiliados_rate_salt' );
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_curadoria\\_afiliados\\_rl\\_%' OR option_name LIKE '\\_transient\\_timeout\\_curadoria\\_afiliados\\_rl\\_%'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * A day in the site's time zone, $days_back days before today.
 *
 * @param int $days_back 0 = today.
 * @return string Y-m-d.
 */
function curadoria_afiliados_day( $days_back = 0 ) {
	$today = new DateTimeImmutable( 'today', wp_timezone() );
	return $today->modify( '-' . max( 0, (int) $days_back ) . ' days' )->format( 'Y-m-d' );
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

/* -------------------------------------------------------------------------
 * Abuse limits
 * ---------------------------------------------------------------------- */

/**
 * Whether a user agent belongs to a crawler, a headless browser or a script.
 * An empty user agent counts as a bot too.
 *
 * @param string $user_agent User-Agent header.
 * @return bool
 */
function curadoria_afiliados_is_bot( $user_agent ) {
	$user_agent = trim( (string) $user_agent );
	if ( '' === $user_agent ) {
		return true;
	}
	/**
	 * Filters the pattern matched (case-insensitively) against the User-Agent
	 * of an event; a match is not counted.
	 *
	 * @param string $pattern PCRE pattern.
	 */
	$pattern = (string) apply_filters(
		'curadoria_afiliados_bot_pattern',
		'~(?<!cu)bot\b|bot/|crawl|spider|slurp|mediapartners|adsbot|facebookexternalhit|facebot|bingpreview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|scan|curl/|wget|python|java/|go-http-client|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|feedfetcher|preview~i'
	);
	return (bool) preg_match( $pattern, $user_agent );
}

/**
 * The address the rate limit is about: REMOTE_ADDR by default. Behind a
 * reverse proxy or CDN every visitor has the proxy's address; a site there
 * should return the visitor's address (from the header its proxy sets) with
 * the curadoria_afiliados_client_ip filter.
 *
 * @return string
 */
function curadoria_afiliados_client_ip() {
	$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	/**
	 * Filters the client address used for the event rate limit (never stored).
	 *
	 * @param string $ip Address.
	 */
	$ip = (string) apply_filters( 'curadoria_afiliados_client_ip', $ip );
	return filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '0.0.0.0';
}

/**
 * Key of a day's buckets: an HMAC of the UTC day with wp-config.php's nonce
 * key and salt. It is never stored, so a copy of the database (or of the
 * object cache) cannot tell which bucket an address falls in, and each day
 * puts every address in a new bucket.
 *
 * @param string $secret Secret to derive it from; default wp_salt( 'nonce' ).
 * @param string $day    Y-m-d (UTC); default today.
 * @return string
 */
function curadoria_afiliados_rate_key( $secret = '', $day = '' ) {
	return hash_hmac( 'sha256', 'curadoria-afiliados-rate ' . ( '' === $day ? gmdate( 'Y-m-d' ) : $day ), '' === $secret ? wp_salt( 'nonce' ) : $secret );
}

/**
 * Bucket of an address (of its /64 for IPv6, which one device may span):
 * 16 bits of an HMAC, so every bucket is shared by one 65,536th of all
 * addresses.
 *
 * @param string $ip  Address.
 * @param string $key Key of the day; default curadoria_afiliados_rate_key().
 * @return int 0..65535.
 */
function curadoria_afiliados_rate_bucket( $ip, $key = '' ) {
	$subject = $ip;
	if ( filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
		$subject = bin2hex( substr( inet_pton( $ip ), 0, 8 ) ) . '::/64';
	}
	return (int) hexdec( substr( hash_hmac( 'sha256', $subject, '' === $key ? curadoria_afiliados_rate_key() : $key ), 0, 4 ) );
}

/**
 * Events allowed per minute and bucket (0 = no limit). The constant
 * CURADORIA_EVENTS_RATE_LIMIT in wp-config.php sets it; the filter has the last word.
 *
 * @return int
 */
function curadoria_afiliados_rate_limit() {
	$limit = defined( 'CURADORIA_EVENTS_RATE_LIMIT' ) ? (int) CURADORIA_EVENTS_RATE_LIMIT : CURADORIA_AFILIADOS_RATE_LIMIT;
	/**
	 * Filters the number of events one bucket of addresses may send per minute (0 = no limit).
	 *
	 * @param int $limit Default 60.
	 */
	return max( 0, (int) apply_filters( 'curadoria_afiliados_events_rate_limit', $limit ) );
}

/**
 * Count one event for an address's bucket and tell whether the bucket is over
 * the limit. Fixed windows of a clock minute; counting and reading the count
 * are one atomic step, so concurrent requests never accept more than the limit.
 *
 * @param string $ip Address.
 * @return int 0 when allowed, else the seconds until the window ends.
 */
function curadoria_afiliados_rate_limit_hit( $ip ) {
	$limit = curadoria_afiliados_rate_limit();
	if ( 0 === $limit ) {
		return 0;
	}
	$now    = time();
	$window = $now - $now % MINUTE_IN_SECONDS;
	$bucket = curadoria_afiliados_rate_bucket( $ip );
	$hits   = wp_using_ext_object_cache() ? curadoria_afiliados_rate_count_cached( $window, $bucket, $window + MINUTE_IN_SECONDS - $now ) : curadoria_afiliados_rate_count_stored( $window, $bucket );
	return $hits > $limit ? $window + MINUTE_IN_SECONDS - $now : 0;
}

/**
 * Add one to a bucket's counter in the persistent object cache (Redis,
 * Memcached: increments are atomic there) and return it. Nothing reaches the
 * database; the counter expires when its window ends.
 *
 * @param int $window Unix time the window started.
 * @param int $bucket Bucket.
 * @param int $ttl    Seconds until the window ends.
 * @return int Events counted in the window, this one included.
 */
function curadoria_afiliados_rate_count_cached( $window, $bucket, $ttl ) {
	$key  = $window . '_' . $bucket;
	$hits = wp_cache_incr( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP );
	if ( false === $hits ) {
		// Missing: the window's first event, unless another request added it meanwhile.
		$hits = wp_cache_add( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP, $ttl ) ? 1 : wp_cache_incr( $key, 1, CURADORIA_AFILIADOS_RATE_CACHE_GROUP );
	}
	return (int) $hits;
}

/**
 * Add one to a bucket's row in the rate-limit table and return it: one
 * statement that both counts and reads (LAST_INSERT_ID(expr) hands the row's
 * new value back on this connection), so concurrent requests each get their
 * own number. The first event of a bucket in a window also deletes the rows of
 * the windows that have ended.
 *
 * @param int $window Unix time the window started.
 * @param int $bucket Bucket.
 * @return int Events counted in the window, this one included.
 */
function curadoria_afiliados_rate_count_stored( $window, $bucket ) {
	global $wpdb;
	$table   = curadoria_afiliados_rate_table();
	$counted = $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (window_start, bucket, hits) VALUES (%d, %d, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$window,
			$bucket
		)
	);
	if ( false === $counted ) {
		// Without a count the limit cannot be kept: refuse rather than accept unchecked.
		return PHP_INT_MAX;
	}
	$hits = (int) $wpdb->insert_id;
	if ( 1 === $hits ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE window_start < %d", $window ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	return $hits;
}

/* -------------------------------------------------------------------------
 * GET /popular: most viewed published posts
 * ---------------------------------------------------------------------- */

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
 * REST routes
 * ---------------------------------------------------------------------- */

/**
 * Register /curadoria/v1/events, /popular and /config.
 */
function curadoria_afiliados_register_routes() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/events',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'curadoria_afiliados_rest_event',
			'permission_callback' => '__return_true', // Anonymous by design; limits are in the callback.
		)
	);
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
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/config',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_config',
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_routes' );

/**
 * An error answer of the event route.
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
 * needs no CORS preflight. An optional "store" is kept when it is a string
 * (whether it names an offer is decided later); any other value is ignored.
 *
 * @param WP_REST_Request $request Request.
 * @return array{type: string, post: int, store: string}|null Null when malformed.
 */
function curadoria_afiliados_parse_event( WP_REST_Request $request ) {
	$data = $request->get_json_params();
	if ( ! is_array( $data ) ) {
		$data = json_decode( (string) $request->get_body(), true );
	}
	if ( ! is_array( $data ) || ! isset( $data['type'], $data['post'] ) ) {
		return null;
	}
	$post = $data['post'];
	if ( is_string( $post ) && ctype_digit( $post ) ) {
		$post = (int) $post;
	}
	if ( ! in_array( $data['type'], array( 'view', 'click' ), true ) || ! is_int( $post ) || $post < 1 ) {
		return null;
	}
	return array(
		'type'  => $data['type'],
		'post'  => $post,
		'store' => isset( $data['store'] ) && is_string( $data['store'] ) ? $data['store'] : '',
	);
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
		return curadoria_afiliados_event_error( 'curadoria_invalid_event', __( 'Envie {"type":"view"|"click","post":ID} (e, num clique, "store" opcional).', 'curadoria-afiliados' ), 400 );
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
	return new WP_REST_Response( array( 'counted' => true ), 200 );
}

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

/**
 * GET /curadoria/v1/config: what the site may want to know about this plugin.
 *
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_config() {
	return new WP_REST_Response(
		array(
			'version'          => CURADORIA_AFILIADOS_VERSION,
			'price_fresh_days' => curadoria_afiliados_price_fresh_days(),
		),
		200
	);
}

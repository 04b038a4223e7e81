<?php
/**
 * Part of lib/plugin-selftest.php: view/click counting (POST
 * /curadoria/v1/events), its abuse limits, GET /curadoria/v1/popular and the
 * price date. Everything runs inside a rolled-back transaction: the posts,
 * counts, rate-limit rows and options it creates are never seen by other clients.
 *
 * @package CuradoriaAfiliados
 */

global $wpdb;
$stats_table = curadoria_afiliados_stats_table();

expect(
	'stats table has exactly post_id, day, views, clicks (no address, cookie or user agent)',
	$wpdb->get_col( "SHOW COLUMNS FROM {$stats_table}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	array( 'post_id', 'day', 'views', 'clicks' )
);
expect( 'schema version recorded', get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ), CURADORIA_AFILIADOS_DB_VERSION );
expect( 'daily link check scheduled', false !== wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT ), true );

const SELFTEST_BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * POST /curadoria/v1/events in-process.
 *
 * @return array{0: int, 1: mixed, 2: array} status, data, headers.
 */
function selftest_event( $body, $content_type = 'application/json', array $headers = array( 'User-Agent' => SELFTEST_BROWSER ) ) {
	$request = new WP_REST_Request( 'POST', '/curadoria/v1/events' );
	$request->set_header( 'Content-Type', $content_type );
	foreach ( $headers as $name => $value ) {
		$request->set_header( $name, $value );
	}
	$request->set_body( is_string( $body ) ? $body : wp_json_encode( $body ) );
	$response = rest_do_request( $request );
	return array( $response->get_status(), $response->get_data(), $response->get_headers() );
}

/**
 * Stored views and clicks of a post (all days).
 *
 * @return int[] array( views, clicks ).
 */
function selftest_counts( $post_id ) {
	global $wpdb;
	$row = $wpdb->get_row( $wpdb->prepare( 'SELECT COALESCE(SUM(views),0) v, COALESCE(SUM(clicks),0) c FROM ' . curadoria_afiliados_stats_table() . ' WHERE post_id = %d', $post_id ), ARRAY_N ); // phpcs:ignore
	return array( (int) $row[0], (int) $row[1] );
}

/** GET /curadoria/v1/popular in-process. */
function selftest_popular( array $query ) {
	$request = new WP_REST_Request( 'GET', '/curadoria/v1/popular' );
	$request->set_query_params( $query );
	$response = rest_do_request( $request );
	return array( $response->get_status(), $response->get_data(), $response->get_headers() );
}

/**
 * Wait, if needed, until the clock minute (the rate-limit window) has at least
 * $seconds left, so a burst of events falls in one window.
 */
function selftest_fresh_window( $seconds = 5 ) {
	$left = 60 - time() % 60;
	if ( $left < $seconds ) {
		sleep( $left );
	}
}

/**
 * The first address of a pattern (sprintf with 1..255) whose bucket differs
 * from those of $taken: unrelated addresses share a bucket one time in 65,536.
 */
function selftest_address_in_another_bucket( $pattern, array $taken ) {
	$used = array_map( 'curadoria_afiliados_rate_bucket', $taken );
	for ( $i = 1; $i < 256; $i++ ) {
		$ip = sprintf( $pattern, $i );
		if ( ! in_array( curadoria_afiliados_rate_bucket( $ip ), $used, true ) ) {
			return $ip;
		}
	}
	return '';
}

$client_ip = '203.0.113.7';
$ip_filter = static function () use ( &$client_ip ) {
	return $client_ip;
};
add_filter( 'curadoria_afiliados_client_ip', $ip_filter );
add_filter( 'curadoria_afiliados_popular_cache_ttl', '__return_zero' );

$wpdb->query( 'START TRANSACTION' );
try {
	$new_post = static function ( $title, array $extra = array() ) {
		return wp_insert_post( $extra + array( 'post_title' => $title, 'post_status' => 'publish', 'post_type' => 'post' ) );
	};
	$a         = $new_post( 'selftest contagem A' );
	$b         = $new_post( 'selftest contagem B' );
	$c         = $new_post( 'selftest contagem C' );
	$protected = $new_post( 'selftest protegido', array( 'post_password' => 'segredo' ) );
	$draft     = $new_post( 'selftest rascunho', array( 'post_status' => 'draft' ) );
	$page      = $new_post( 'selftest página', array( 'post_type' => 'page' ) );

	// --- counting ---------------------------------------------------------
	expect( 'view as JSON: 200 counted', array_slice( selftest_event( array( 'type' => 'view', 'post' => $a ) ), 0, 2 ), array( 200, array( 'counted' => true ) ) );
	expect( '… stored as one view', selftest_counts( $a ), array( 1, 0 ) );
	expect( 'click as text/plain (sendBeacon): 200 counted', array_slice( selftest_event( '{"type":"click","post":' . $a . '}', 'text/plain;charset=UTF-8' ), 0, 2 ), array( 200, array( 'counted' => true ) ) );
	expect( '… stored as one click on the same row', array( selftest_counts( $a ), (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$stats_table} WHERE post_id = %d", $a ) ) ), array( array( 1, 1 ), 1 ) ); // phpcs:ignore
	expect( 'row is dated today in the site time zone', $wpdb->get_var( $wpdb->prepare( "SELECT day FROM {$stats_table} WHERE post_id = %d", $a ) ), wp_date( 'Y-m-d' ) ); // phpcs:ignore
	expect( 'post id as a digit string is accepted', selftest_event( array( 'type' => 'view', 'post' => (string) $a ) )[0], 200 );
	expect( 'allowed Origin (local dev server): counted', selftest_event( array( 'type' => 'view', 'post' => $a ), 'text/plain', array( 'User-Agent' => SELFTEST_BROWSER, 'Origin' => 'http://127.0.0.1:5173' ) )[0], 200 );
	expect( '… 3 views, 1 click so far', selftest_counts( $a ), array( 3, 1 ) );

	foreach ( array(
		'protected post' => $protected,
		'draft'          => $draft,
		'page'           => $page,
		'missing post'   => 999999999,
	) as $what => $id ) {
		expect( "$what refused with 404", selftest_event( array( 'type' => 'view', 'post' => $id ) )[0], 404 );
	}
	expect( '… and nothing stored for them', array( selftest_counts( $protected ), selftest_counts( $draft ), selftest_counts( $page ) ), array( array( 0, 0 ), array( 0, 0 ), array( 0, 0 ) ) );

	foreach ( array(
		'unknown type'   => '{"type":"purchase","post":' . $a . '}',
		'post 0'         => '{"type":"view","post":0}',
		'negative post'  => '{"type":"view","post":-3}',
		'fractional'     => '{"type":"view","post":1.5}',
		'no post'        => '{"type":"view"}',
		'not JSON'       => 'type=view&post=' . $a,
		'JSON list'      => '[1,2]',
		'empty body'     => '',
	) as $what => $body ) {
		expect( "malformed event ($what): 400", selftest_event( $body, 'text/plain' )[0], 400 );
	}
	expect( 'body over 1 KB: 413', selftest_event( '{"type":"view","post":' . $a . ',"x":"' . str_repeat( 'a', 1100 ) . '"}' )[0], 413 );
	expect( 'Origin outside the allow-list: 403', selftest_event( array( 'type' => 'view', 'post' => $a ), 'text/plain', array( 'User-Agent' => SELFTEST_BROWSER, 'Origin' => 'https://evil.example' ) )[0], 403 );
	foreach ( array(
		'Googlebot'      => 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
		'Bingbot'        => 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
		'HeadlessChrome' => 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
		'Lighthouse'     => 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
		'curl'           => 'curl/7.88.1',
		'no user agent'  => '',
	) as $what => $ua ) {
		expect( "bot ($what): answered, not counted", array_slice( selftest_event( array( 'type' => 'view', 'post' => $a ), 'text/plain', array( 'User-Agent' => $ua ) ), 0, 2 ), array( 200, array( 'counted' => false, 'reason' => 'bot' ) ) );
	}
	expect( 'a phone whose brand ends in "bot" (CUBOT) is not a bot', curadoria_afiliados_is_bot( 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' ), false );
	expect( '… views unchanged by refused, malformed and bot events', selftest_counts( $a ), array( 3, 1 ) );

	// --- rate limit -----------------------------------------------------------
	$rate_table = curadoria_afiliados_rate_table();
	expect(
		'rate table has exactly window_start, bucket, hits (no address, cookie or user agent)',
		$wpdb->get_col( "SHOW COLUMNS FROM {$rate_table}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		array( 'window_start', 'bucket', 'hits' )
	);
	add_filter( 'curadoria_afiliados_events_rate_limit', $five = static fn() => 5 );
	selftest_fresh_window();
	$client_ip = '203.0.113.50';
	$statuses  = array();
	for ( $i = 0; $i < 6; $i++ ) {
		list( $statuses[] ) = selftest_event( array( 'type' => 'view', 'post' => $b ) );
	}
	expect( 'rate limit 5/min: five counted, the sixth refused with 429', $statuses, array( 200, 200, 200, 200, 200, 429 ) );
	list( , $limited_body, $limited_headers ) = selftest_event( array( 'type' => 'view', 'post' => $b ) );
	expect( '429 carries Retry-After: the seconds left in the clock minute', (int) ( $limited_headers['Retry-After'] ?? 0 ), 60 - time() % 60 );
	expect( '429 body code', $limited_body['code'] ?? '', 'curadoria_rate_limited' );
	expect( '… only the five were stored', selftest_counts( $b ), array( 5, 0 ) );
	$window = time() - time() % 60;
	expect(
		'… the limiter stored one row: this minute, the address\'s bucket, 7 hits (refused ones too)',
		$wpdb->get_results( $wpdb->prepare( "SELECT window_start, bucket, hits FROM {$rate_table} WHERE bucket = %d", curadoria_afiliados_rate_bucket( $client_ip ) ), ARRAY_A ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		array( array( 'window_start' => (string) $window, 'bucket' => (string) curadoria_afiliados_rate_bucket( $client_ip ), 'hits' => '7' ) )
	);
	$client_ip = selftest_address_in_another_bucket( '203.0.113.%d', array( '203.0.113.50' ) );
	expect( 'an address in another bucket is not limited', selftest_event( array( 'type' => 'click', 'post' => $b ) )[0], 200 );
	$client_ip = '2001:db8:1:2::1';
	for ( $i = 0; $i < 5; $i++ ) {
		selftest_event( array( 'type' => 'click', 'post' => $b ) );
	}
	$client_ip = '2001:db8:1:2:ffff:ffff:ffff:fffe';
	expect( 'IPv6: another address of the same /64 shares the limit', selftest_event( array( 'type' => 'click', 'post' => $b ) )[0], 429 );
	$client_ip = selftest_address_in_another_bucket( '2001:db8:1:%x::1', array( '203.0.113.50', '2001:db8:1:2::1' ) );
	expect( 'IPv6: a /64 in another bucket does not', selftest_event( array( 'type' => 'click', 'post' => $b ) )[0], 200 );

	$buckets = array_map( 'curadoria_afiliados_rate_bucket', array( '203.0.113.50', '203.0.113.51', '2001:db8:1:2::1', '::1', '255.255.255.255' ) );
	expect( 'a bucket is 16 bits', count( array_filter( $buckets, static fn( $bucket ) => is_int( $bucket ) && $bucket >= 0 && $bucket <= 0xffff ) ), 5 );
	expect( 'a new day has a new key, so an address changes bucket from day to day', curadoria_afiliados_rate_key( '', '2000-01-01' ) !== curadoria_afiliados_rate_key(), true );
	expect( 'the key comes from wp-config.php\'s nonce salts', curadoria_afiliados_rate_key( wp_salt( 'nonce' ) ), curadoria_afiliados_rate_key() );

	$wpdb->insert( $rate_table, array( 'window_start' => $window - 60, 'bucket' => 1, 'hits' => 3 ) );
	$wpdb->insert( $rate_table, array( 'window_start' => $window - 3600, 'bucket' => 2, 'hits' => 4 ) );
	$client_ip = selftest_address_in_another_bucket( '198.51.100.%d', array( '203.0.113.50', '2001:db8:1:2::1' ) );
	$limited   = $new_post( 'selftest limite' );
	selftest_event( array( 'type' => 'view', 'post' => $limited ) );
	expect( 'a bucket\'s first event of a minute deletes the rows of ended minutes', (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$rate_table} WHERE window_start < %d", $window ) ), 0 ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	// A persistent object cache (Redis, Memcached) keeps the counters instead;
	// WordPress's in-memory cache stands in for it here.
	$was_external = wp_using_ext_object_cache( true );
	$rows_before  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$rate_table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$options      = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
	$client_ip    = '192.0.2.80';
	$statuses     = array();
	for ( $i = 0; $i < 6; $i++ ) {
		list( $statuses[] ) = selftest_event( array( 'type' => 'view', 'post' => $limited ) );
	}
	wp_using_ext_object_cache( (bool) $was_external ); // null before: no drop-in loaded.
	expect( 'with a persistent object cache: five counted, the sixth refused', $statuses, array( 200, 200, 200, 200, 200, 429 ) );
	expect( '… and the limiter wrote nothing to the database', array( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$rate_table}" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ) ), array( $rows_before, $options ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	remove_filter( 'curadoria_afiliados_events_rate_limit', $five );

	expect(
		'no address and no user agent anywhere in the options table',
		(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%203.0.113%' OR option_value LIKE '%203.0.113%' OR option_value LIKE '%2001:db8%' OR option_value LIKE '%SM-A546E%'" ),
		0
	);

	// --- GET /popular ---------------------------------------------------------
	$client_ip = '203.0.113.60';
	foreach ( range( 1, 9 ) as $i ) {
		selftest_event( array( 'type' => 'view', 'post' => $c ) );
	}
	selftest_event( array( 'type' => 'click', 'post' => $b ) );
	selftest_event( array( 'type' => 'view', 'post' => $a ) );
	selftest_event( array( 'type' => 'view', 'post' => $a ) );
	// a: 5 views 1 click, b: 5 views 8 clicks, c: 9 views.
	curadoria_afiliados_stats_add( $a, 100, 0, curadoria_afiliados_day( 30 ) ); // 30 days ago: outside days=30
	curadoria_afiliados_stats_add( $protected, 500, 0 );
	curadoria_afiliados_stats_add( $draft, 500, 0 );
	$ours = static function ( $list ) use ( $a, $b, $c, $protected, $draft ) {
		return array_values( array_filter( $list, static fn( $row ) => in_array( $row['id'], array( $a, $b, $c, $protected, $draft ), true ) ) );
	};
	list( $status, $list, $headers ) = selftest_popular( array( 'days' => 30, 'limit' => 50 ) );
	expect( 'GET /popular?days=30&limit=50: 200', $status, 200 );
	expect(
		'… most viewed first, a tie broken by clicks; protected and draft posts never listed; 30 days ago is outside',
		$ours( $list ),
		array(
			array( 'id' => $c, 'views' => 9, 'clicks' => 0 ),
			array( 'id' => $b, 'views' => 5, 'clicks' => 8 ),
			array( 'id' => $a, 'views' => 5, 'clicks' => 1 ),
		)
	);
	expect( '… every entry is {id, views, clicks} with integers', array_unique( array_map( static fn( $r ) => implode( ',', array_keys( $r ) ) . ( is_int( $r['id'] ) && is_int( $r['views'] ) && is_int( $r['clicks'] ) ? ':int' : ':bad' ), $list ) ), array( 'id,views,clicks:int' ) );
	$views = wp_list_pluck( $list, 'views' );
	$desc  = $views;
	rsort( $desc );
	expect( '… views never increase down the whole list', $views, $desc );
	expect( 'days=31 includes 30 days ago', $ours( selftest_popular( array( 'days' => 31, 'limit' => 50 ) )[1] )[0], array( 'id' => $a, 'views' => 105, 'clicks' => 1 ) );
	expect( 'default days=30, limit=5', count( selftest_popular( array() )[1] ), 5 );
	expect( 'limit=2 gives two', count( selftest_popular( array( 'limit' => 2 ) )[1] ), 2 );
	foreach ( array( array( 'days' => 0 ), array( 'days' => 366 ), array( 'limit' => 0 ), array( 'limit' => 51 ), array( 'days' => 'abc' ) ) as $bad ) {
		expect( 'out-of-bounds params refused with 400: ' . wp_json_encode( $bad ), selftest_popular( $bad )[0], 400 );
	}

	remove_filter( 'curadoria_afiliados_popular_cache_ttl', '__return_zero' );
	add_filter( 'curadoria_afiliados_popular_cache_ttl', $five_minutes = static fn() => 300 );
	$first = selftest_popular( array( 'days' => 30, 'limit' => 50 ) );
	curadoria_afiliados_stats_add( $a, 50, 0 );
	$second = selftest_popular( array( 'days' => 30, 'limit' => 50 ) );
	expect( 'cached for 5 minutes: a new view does not show yet, Cache-Control says so', array( $second[1] === $first[1], $second[2]['Cache-Control'] ?? '' ), array( true, 'public, max-age=300' ) );
	wp_update_post( array( 'ID' => $c, 'post_status' => 'draft' ) );
	$third = $ours( selftest_popular( array( 'days' => 30, 'limit' => 50 ) )[1] );
	expect( 'unpublishing a post refreshes the cache at once (and drops it)', wp_list_pluck( $third, 'id' ), array( $a, $b ) );
	wp_update_post( array( 'ID' => $b, 'post_password' => 'novo' ) );
	expect( 'protecting a post refreshes the cache at once (and drops it)', wp_list_pluck( $ours( selftest_popular( array( 'days' => 30, 'limit' => 50 ) )[1] ), 'id' ), array( $a ) );
	remove_filter( 'curadoria_afiliados_popular_cache_ttl', $five_minutes );
	add_filter( 'curadoria_afiliados_popular_cache_ttl', '__return_zero' );

	wp_delete_post( $a, true );
	expect( 'deleting a post deletes its counts', selftest_counts( $a ), array( 0, 0 ) );

	// --- price date ---------------------------------------------------------------
	$today = wp_date( 'Y-m-d' );
	$p     = $new_post( 'selftest preço' );
	update_post_meta( $p, 'price', 'R$ 10,00' );
	expect( 'first price: price_checked_at = today', get_post_meta( $p, 'price_checked_at', true ), $today );
	update_post_meta( $p, 'price_checked_at', '2025-03-04' );
	update_post_meta( $p, 'price', 'R$ 10,00' );
	expect( 'same price saved again: date kept', get_post_meta( $p, 'price_checked_at', true ), '2025-03-04' );
	update_post_meta( $p, 'price', 'R$ 11,00' );
	expect( 'price changed: date = today', get_post_meta( $p, 'price_checked_at', true ), $today );
	expect( 'date sanitiser: impossible date', curadoria_afiliados_sanitize_date( '2025-02-30' ), '' );
	expect( 'date sanitiser: other formats and markup', array( curadoria_afiliados_sanitize_date( '04/03/2025' ), curadoria_afiliados_sanitize_date( 'ontem<script>' ) ), array( '', '' ) );

	$rest = static function ( array $meta ) use ( $p ) {
		$request = new WP_REST_Request( 'POST', '/wp/v2/posts/' . $p );
		$request->set_body_params( array( 'meta' => $meta ) );
		$response = rest_do_request( $request );
		wp_cache_delete( $p, 'post_meta' );
		return array( $response->get_status(), get_post_meta( $p, 'price_checked_at', true ) );
	};
	$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
	wp_set_current_user( $admins[0]->ID );
	expect( 'REST: price and date sent together: the date sent wins', $rest( array( 'price' => 'R$ 12,00', 'price_checked_at' => '2025-05-06' ) ), array( 200, '2025-05-06' ) );
	expect( 'REST: price alone: today', $rest( array( 'price' => 'R$ 13,00' ) ), array( 200, $today ) );
	expect( 'REST: date alone, editable', $rest( array( 'price_checked_at' => '2025-07-08' ) ), array( 200, '2025-07-08' ) );
	expect( 'REST: dd/mm/yyyy refused with 400, nothing changed', $rest( array( 'price_checked_at' => '08/07/2025' ) ), array( 400, '2025-07-08' ) );
	expect( 'REST: month 13 refused with 400', $rest( array( 'price_checked_at' => '2025-13-01' ) ), array( 400, '2025-07-08' ) );
	$get = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/posts/' . $p ) );
	expect( 'REST: meta.price_checked_at is served', $get->get_data()['meta']['price_checked_at'] ?? null, '2025-07-08' );
	$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->postmeta, array( 'meta_value' => 'ontem<script>' ), array( 'post_id' => $p, 'meta_key' => 'price_checked_at' ) );
	wp_cache_delete( $p, 'post_meta' );
	$get = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/posts/' . $p ) );
	expect( 'REST: garbage written around the sanitiser is served as ""', $get->get_data()['meta']['price_checked_at'] ?? null, '' );
	update_post_meta( $p, 'price_checked_at', '2025-07-08' );

	$box = static function ( array $fields ) use ( $p ) {
		$_POST = $fields + array( 'curadoria_afiliados_nonce' => wp_create_nonce( 'curadoria_afiliados_save_' . $p ) );
		curadoria_afiliados_save_meta_box( $p );
		$_POST = array();
		wp_cache_delete( $p, 'post_meta' );
		return get_post_meta( $p, 'price_checked_at', true );
	};
	expect( 'meta box: price changed, date field untouched: today', $box( array( 'curadoria_afiliados_price' => 'R$ 14,00', 'curadoria_afiliados_price_checked_at' => '2025-07-08' ) ), $today );
	update_post_meta( $p, 'price_checked_at', '2025-07-08' );
	expect( 'meta box: price changed and date edited: the edited date', $box( array( 'curadoria_afiliados_price' => 'R$ 15,00', 'curadoria_afiliados_price_checked_at' => '2025-09-10' ) ), '2025-09-10' );
	expect( 'meta box: only the date edited', $box( array( 'curadoria_afiliados_price' => 'R$ 15,00', 'curadoria_afiliados_price_checked_at' => '2025-09-11' ) ), '2025-09-11' );
	expect( 'meta box: date cleared', $box( array( 'curadoria_afiliados_price' => 'R$ 15,00', 'curadoria_afiliados_price_checked_at' => '' ) ), '' );

	$config = rest_do_request( new WP_REST_Request( 'GET', '/curadoria/v1/config' ) );
	expect( 'GET /config: version and freshness window', array( $config->get_status(), $config->get_data() ), array( 200, array( 'version' => CURADORIA_AFILIADOS_VERSION, 'price_fresh_days' => 30 ) ) );
	update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 45 );
	expect( 'GET /config follows the setting', rest_do_request( new WP_REST_Request( 'GET', '/curadoria/v1/config' ) )->get_data()['price_fresh_days'], 45 );
	curadoria_afiliados_register_setting();
	update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 0 );
	expect( 'settings form: 0 days refused, previous value kept', get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ), 45 );
	update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, '400' );
	expect( 'settings form: 400 days refused, previous value kept', get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ), 45 );
	$wpdb->update( $wpdb->options, array( 'option_value' => 'abc' ), array( 'option_name' => CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ) );
	wp_cache_flush();
	expect( 'a bad stored value falls back to 30', curadoria_afiliados_price_fresh_days(), 30 );
} finally {
	$wpdb->query( 'ROLLBACK' );
	wp_cache_flush();
	remove_filter( 'curadoria_afiliados_client_ip', $ip_filter );
	remove_filter( 'curadoria_afiliados_popular_cache_ttl', '__return_zero' );
	$_POST = array();
}
expect(
	'rollback: counting test posts and their counts are gone',
	array( get_posts( array( 'title' => 'selftest contagem C', 'post_status' => 'any' ) ), (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$stats_table} WHERE post_id IN (%d, %d, %d)", $b, $c, $draft ) ) ), // phpcs:ignore
	array( array(), 0 )
);

// An update from 1.2.0 (schema 1) removes its daily salt and its counters
// named by full HMACs. Outside the transaction: dbDelta would create a missing
// table, and DDL commits a transaction.
$legacy_transient = 'curadoria_afiliados_rl_' . str_repeat( 'cd', 16 );
update_option( 'curadoria_afiliados_rate_salt', array( 'day' => gmdate( 'Y-m-d' ), 'salt' => str_repeat( 'ab', 32 ) ), false );
set_transient( $legacy_transient, array( time(), 1 ), 60 );
update_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION, '1' );
try {
	curadoria_afiliados_maybe_upgrade();
	wp_cache_flush();
	expect(
		'upgrade from 1.2.0: salt option and rate-limit transients removed, schema 2',
		array( get_option( 'curadoria_afiliados_rate_salt' ), get_transient( $legacy_transient ), get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ) ),
		array( false, false, CURADORIA_AFILIADOS_DB_VERSION )
	);
} finally {
	delete_option( 'curadoria_afiliados_rate_salt' );
	delete_transient( $legacy_transient );
	update_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION, CURADORIA_AFILIADOS_DB_VERSION );
}

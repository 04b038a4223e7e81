<?php
/**
 * Part of lib/plugin-selftest.php: affiliate link checks against
 * lib/link-fixture.php (a php -S on loopback started by check.sh, at
 * LINK_FIXTURE_URL, logging to LINK_FIXTURE_LOG). Posts and link state are
 * created inside a rolled-back transaction.
 *
 * wp_safe_remote_*() and the plugin refuse loopback addresses and ports
 * other than 80/443/8080; this test, and only this test, lets the fixture
 * through with the http_request_host_is_external and http_allowed_safe_ports
 * filters.
 *
 * @package CuradoriaAfiliados
 */

expect( 'public addresses', array_map( 'curadoria_afiliados_ip_is_public', array( '8.8.8.8', '200.147.67.142', '2001:4860:4860::8888', '::ffff:8.8.8.8' ) ), array( true, true, true, true ) );
$non_public = array( '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', '2002:a9fe:a9fe::1', '2001:0:53aa:64c::1', '64:ff9b::7f00:1', 'ff02::1' );
expect(
	'non-public addresses (loopback, private, link-local/metadata, CGNAT, this-network, multicast; IPv6 loopback, ULA, link-local, IPv4-mapped/compatible/6to4 of internal addresses, Teredo, NAT64, multicast)',
	array_map( 'curadoria_afiliados_ip_is_public', $non_public ),
	array_fill( 0, count( $non_public ), false )
);

$fixture     = getenv( 'LINK_FIXTURE_URL' );
$fixture_log = getenv( 'LINK_FIXTURE_LOG' );
if ( ! $fixture || ! $fixture_log ) {
	echo "skip plugin: link checks against the fixture (no LINK_FIXTURE_URL)\n";
	return;
}

$fixture_host = (string) wp_parse_url( $fixture, PHP_URL_HOST );
$fixture_port = (int) wp_parse_url( $fixture, PHP_URL_PORT );
$external     = static fn( $is_external, $host ) => $is_external || $host === $fixture_host;
$ports        = static fn( $allowed ) => array_merge( (array) $allowed, array( $fixture_port ) );
$one_second   = static fn( $args ) => array( 'timeout' => 1 ) + $args;
expect( 'without the test filters the fixture is refused like any loopback address', curadoria_afiliados_link_probe( $fixture . '/ok' )['result'], 'unknown' );
add_filter( 'http_request_host_is_external', $external, 10, 2 );
add_filter( 'http_allowed_safe_ports', $ports );
add_filter( 'curadoria_afiliados_link_check_request_args', $one_second );

/** Requests the fixture logged for some paths, as "METHOD /path", in order. */
$fixture_requests = static function ( ...$paths ) use ( $fixture_log ) {
	clearstatcache();
	$lines = is_file( $fixture_log ) ? file( $fixture_log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) : array();
	$found = array();
	foreach ( $lines as $line ) {
		$entry = json_decode( $line, true );
		if ( in_array( $entry['path'], $paths, true ) ) {
			$found[] = $entry['method'] . ' ' . $entry['path'];
		}
	}
	return $found;
};

$cases = array(
	'/ok'                   => array( 'ok', 'http_200' ),
	'/not-found'            => array( 'missing', 'http_404' ),
	'/gone'                 => array( 'missing', 'http_410' ),
	'/forbidden'            => array( 'unknown', 'http_403' ),
	'/rate-limited'         => array( 'unknown', 'http_429' ),
	'/server-error'         => array( 'unknown', 'http_503' ),
	'/head-refused'         => array( 'ok', 'http_200' ),
	'/head-not-found'       => array( 'ok', 'http_200' ),
	'/head-refused-get-405' => array( 'unknown', 'http_405' ),
	'/redirect'             => array( 'ok', 'http_200' ),
	'/redirect-relative'    => array( 'ok', 'http_200' ),
	'/redirect-loop'        => array( 'unknown', 'redirects' ),
	'/redirect-internal'    => array( 'unknown', 'refused' ),
);
foreach ( $cases as $path => list( $result, $detail ) ) {
	expect( "probe $path -> $result ($detail)", curadoria_afiliados_link_probe( $fixture . $path ), array( 'result' => $result, 'detail' => $detail ) );
}
expect( 'HEAD refused with 405: retried with GET', $fixture_requests( '/head-refused' ), array( 'HEAD /head-refused', 'GET /head-refused' ) );
expect( '429: not retried (the shop asked us to slow down)', $fixture_requests( '/rate-limited' ), array( 'HEAD /rate-limited' ) );
expect( '404: confirmed with GET before counting', $fixture_requests( '/not-found' ), array( 'HEAD /not-found', 'GET /not-found' ) );
expect( 'redirects followed hop by hop, each hop once', $fixture_requests( '/redirect', '/redirect-2' ), array( 'HEAD /redirect', 'HEAD /redirect-2' ) );
expect( 'redirect loop: bounded (the request and 5 redirects)', count( $fixture_requests( '/redirect-loop' ) ), 6 );
expect( 'redirect to 169.254.169.254: refused without asking it (one request, to the fixture)', $fixture_requests( '/redirect-internal' ), array( 'HEAD /redirect-internal' ) );

$t0 = microtime( true );
expect( 'probe /slow with a 1 s timeout -> unknown (timeout)', curadoria_afiliados_link_probe( $fixture . '/slow' ), array( 'result' => 'unknown', 'detail' => 'timeout' ) );
expect( '… without waiting for the answer or a GET', microtime( true ) - $t0 < 1.9, true );
$closed      = stream_socket_server( 'tcp://127.0.0.1:0' );
$closed_port = (int) wp_parse_url( 'tcp://' . stream_socket_get_name( $closed, false ), PHP_URL_PORT );
fclose( $closed );
add_filter( 'http_allowed_safe_ports', $closed_ports = static fn( $allowed ) => array_merge( (array) $allowed, array( $closed_port ) ) );
expect( 'probe a closed port -> unknown (network)', curadoria_afiliados_link_probe( "http://127.0.0.1:$closed_port/x" ), array( 'result' => 'unknown', 'detail' => 'network' ) );
remove_filter( 'http_allowed_safe_ports', $closed_ports );

global $wpdb;
$count_link_states = static fn() => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", CURADORIA_AFILIADOS_LINK_STATUS_META ) );
$states_before     = $count_link_states();
$wpdb->query( 'START TRANSACTION' );
try {
	$post = wp_insert_post( array( 'post_title' => 'selftest link', 'post_status' => 'publish', 'post_type' => 'post' ) );
	$set  = static function ( $path ) use ( $post, $fixture ) {
		update_post_meta( $post, 'affiliate_url', $fixture . $path );
	};
	$state = static function () use ( $post ) {
		return array(
			'status' => get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ),
			'misses' => (int) get_post_meta( $post, CURADORIA_AFILIADOS_LINK_MISSES_META, true ),
		);
	};
	$set( '/not-found' );
	expect( '404 once: unknown, not broken yet', array( curadoria_afiliados_link_check_post( $post ), $state() ), array( 'unknown', array( 'status' => 'unknown', 'misses' => 1 ) ) );
	expect( '404 twice in a row: broken', array( curadoria_afiliados_link_check_post( $post ), $state() ), array( 'broken', array( 'status' => 'broken', 'misses' => 2 ) ) );
	expect( 'last check time and detail stored', array( abs( (int) get_post_meta( $post, CURADORIA_AFILIADOS_LINK_CHECKED_META, true ) - time() ) <= 5, get_post_meta( $post, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ) ), array( true, 'http_404' ) );
	expect( 'the broken post is listed for the admin notice', in_array( $post, wp_list_pluck( curadoria_afiliados_broken_links( 50 ), 'ID' ), true ), true );
	$set( '/ok' );
	expect( 'a new link starts over', $state(), array( 'status' => '', 'misses' => 0 ) );
	expect( 'the new link answers: ok', curadoria_afiliados_link_check_post( $post ), 'ok' );
	$set( '/gone' );
	curadoria_afiliados_link_check_post( $post );
	expect( '410 twice in a row: broken', curadoria_afiliados_link_check_post( $post ), 'broken' );
	$set( '/forbidden' );
	curadoria_afiliados_link_check_post( $post );
	curadoria_afiliados_link_check_post( $post );
	expect( '403 twice: still unknown, never broken', array( curadoria_afiliados_link_check_post( $post ), $state() ), array( 'unknown', array( 'status' => 'unknown', 'misses' => 0 ) ) );
	$set( '/rate-limited' );
	curadoria_afiliados_link_check_post( $post );
	expect( '429 twice: unknown', curadoria_afiliados_link_check_post( $post ), 'unknown' );
	$set( '/slow' );
	curadoria_afiliados_link_check_post( $post );
	expect( 'timeout twice: unknown', curadoria_afiliados_link_check_post( $post ), 'unknown' );
	$set( '/not-found' );
	curadoria_afiliados_link_check_post( $post );
	update_post_meta( $post, 'affiliate_url', $fixture . '/forbidden' );
	update_post_meta( $post, 'affiliate_url', $fixture . '/not-found' );
	curadoria_afiliados_link_check_post( $post );
	expect( '404, link changed, 404: the count restarted with the link', $state(), array( 'status' => 'unknown', 'misses' => 1 ) );
	delete_post_meta( $post, 'affiliate_url' );
	expect( 'no link: nothing to check, state dropped', array( curadoria_afiliados_link_check_post( $post ), $state() ), array( null, array( 'status' => '', 'misses' => 0 ) ) );
	$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $post, 'meta_key' => 'affiliate_url', 'meta_value' => 'javascript:alert(1)' ) );
	wp_cache_delete( $post, 'post_meta' );
	expect( 'a javascript: link stored around the sanitiser is never requested', array( curadoria_afiliados_link_check_post( $post ), in_array( $post, curadoria_afiliados_link_due( 100000 ), true ) ), array( null, false ) );
	delete_post_meta( $post, 'affiliate_url' );

	// Batches: every published post with a link is due once; a batch stops at
	// its size, and schedules the next one while posts are left.
	$set( '/ok' );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	$due = count( curadoria_afiliados_link_due( 100000 ) );
	expect( 'every published post with a link is due (seeded posts + this one)', $due >= 30, true );
	add_filter( 'curadoria_afiliados_link_check_limits', $small = static fn() => array( 'batch_size' => 3 ) );
	$batch = curadoria_afiliados_link_check_batch();
	expect( 'a batch checks at most batch_size posts and says more are due', $batch, array( 'checked' => 3, 'more' => true ) );
	expect( '… they are no longer due', count( curadoria_afiliados_link_due( 100000 ) ), $due - 3 );
	expect( '… and the next batch is scheduled in 2 minutes', abs( (int) wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT ) - ( time() + 120 ) ) <= 5, true );
	remove_filter( 'curadoria_afiliados_link_check_limits', $small );
	add_filter( 'curadoria_afiliados_link_check_limits', $no_time = static fn() => array( 'time_budget' => 0 ) );
	expect( 'past the time budget no new check starts', curadoria_afiliados_link_check_batch()['checked'], 0 );
	remove_filter( 'curadoria_afiliados_link_check_limits', $no_time );
	set_transient( CURADORIA_AFILIADOS_LINK_LOCK, 1, 60 );
	expect( 'a batch never overlaps a running one', curadoria_afiliados_link_check_batch(), array( 'checked' => 0, 'more' => true, 'locked' => true ) );
	delete_transient( CURADORIA_AFILIADOS_LINK_LOCK );
	$t0    = microtime( true );
	$total = 0;
	do {
		$batch  = curadoria_afiliados_link_check_batch();
		$total += $batch['checked'];
	} while ( $batch['more'] && $batch['checked'] > 0 );
	expect( 'batches until none is due check every post once', array( $total, $batch['more'] ), array( $due - 3, false ) );
	printf( "info plugin: %d link checks in %.2f s (offline: external hosts blocked by WP_HTTP_BLOCK_EXTERNAL)\n", $total, microtime( true ) - $t0 );
	expect( 'the fixture link of the test post was checked: ok', get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ), 'ok' );
} finally {
	$wpdb->query( 'ROLLBACK' );
	wp_cache_flush();
	remove_filter( 'http_request_host_is_external', $external, 10 );
	remove_filter( 'http_allowed_safe_ports', $ports );
	remove_filter( 'curadoria_afiliados_link_check_request_args', $one_second );
}
expect( 'rollback: link states as before the test', $count_link_states(), $states_before );

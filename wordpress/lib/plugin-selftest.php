<?php
/**
 * In-process checks of the curadoria-afiliados plugin that curl cannot reach:
 * sanitisers, the registered 4:3 image sizes, allow-list parsing/matching (incl. the empty-list and "*" rules
 * that the local setup does not use), the meta box save path (nonce and
 * capability), the deploy hook (URL rules, internal addresses and redirects
 * refused, one generic error message, which changes trigger it, one request
 * per change set, 60 s debounce with a deferred WP-Cron call), and in the
 * selftest-*.php files beside it: view/click counting, the rate limit, the
 * popular list, the price date (selftest-counting.php), no visitor address
 * recoverable from what the counter stores (selftest-counter-privacy.php), link checks against
 * a loopback fixture (selftest-link-health.php, needs LINK_FIXTURE_URL and
 * LINK_FIXTURE_LOG: a wordpress/lib/link-fixture.php started by check.sh),
 * uninstall (selftest-uninstall.php), the deploy hook to GitHub
 * (selftest-deploy-dispatch.php) and the 4:3 sizes in WebP with their
 * backfill for older uploads (selftest-image-sizes.php).
 * Run by wordpress/check.sh; prints "ok"/"FAIL" lines, exits 1 on any failure.
 * Creates one temporary draft and deletes it again. The deploy hook checks
 * (only with HOOK_LISTENER_URL/HOOK_LISTENER_LOG: a wordpress/lib/hook-listener.php
 * started by check.sh) run inside a database transaction that is rolled back,
 * so the posts, category and option values they create are never visible to
 * other clients of the running site and leave nothing behind.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$failures = 0;
function expect( $label, $actual, $expected ) {
	global $failures;
	if ( $actual === $expected ) {
		echo "ok   plugin: $label\n";
	} else {
		++$failures;
		echo "FAIL plugin: $label\n     expected " . var_export( $expected, true ) . "\n     got      " . var_export( $actual, true ) . "\n";
	}
}

// --- sanitisers -------------------------------------------------------------
expect( 'price strips tags', curadoria_afiliados_sanitize_price( '<b>R$ 10,00</b>' ), 'R$ 10,00' );
expect( 'price max 50 chars', mb_strlen( curadoria_afiliados_sanitize_price( str_repeat( 'á', 80 ) ) ), 50 );
expect( 'url keeps https', curadoria_afiliados_sanitize_url( 'https://www.amazon.com.br/dp/X?tag=c-20&x=1' ), 'https://www.amazon.com.br/dp/X?tag=c-20&x=1' );
expect( 'url rejects javascript:', curadoria_afiliados_sanitize_url( 'javascript:alert(1)' ), '' );
expect( 'url rejects JaVaScRiPt: with spaces', curadoria_afiliados_sanitize_url( '  JaVaScRiPt:alert(1)' ), '' );
expect( 'url rejects data:', curadoria_afiliados_sanitize_url( 'data:text/html,<script>alert(1)</script>' ), '' );
expect( 'url rejects ftp:', curadoria_afiliados_sanitize_url( 'ftp://example.com/file' ), '' );
expect( 'url rejects relative', curadoria_afiliados_sanitize_url( '/produto/1' ), '' );
expect( 'registered sanitize_callback runs on update_post_meta path', sanitize_meta( 'affiliate_url', 'javascript:alert(1)', 'post', 'post' ), '' );

// --- 4:3 image sizes (the site's image box) ----------------------------------
$registered_sizes = wp_get_registered_image_subsizes();
foreach ( array( 480 => 360, 600 => 450, 800 => 600, 1200 => 900 ) as $w => $h ) {
	expect( "image size curadoria-4x3-$w is {$w}×{$h}, hard-cropped", $registered_sizes[ "curadoria-4x3-$w" ] ?? null, array( 'width' => $w, 'height' => $h, 'crop' => true ) );
}

// --- allow-list parsing and matching ------------------------------------------
expect(
	'parse: trims, lowercases, drops junk and trailing slash',
	curadoria_afiliados_parse_origins( " https://Loja.Example.com/ \nnot an origin\n*, http://127.0.0.1:*\nhttp://localhost:5173" ),
	array( 'https://loja.example.com', '*', 'http://127.0.0.1:*', 'http://localhost:5173' )
);
$list = array( 'https://loja.example.com', 'http://127.0.0.1:*' );
expect( 'empty list allows any origin with *', curadoria_afiliados_cors_origin( 'https://qualquer.example', array() ), '*' );
expect( 'exact origin echoed', curadoria_afiliados_cors_origin( 'https://loja.example.com', $list ), 'https://loja.example.com' );
expect( 'port wildcard matches any port', curadoria_afiliados_cors_origin( 'http://127.0.0.1:4173', $list ), 'http://127.0.0.1:4173' );
expect( 'port wildcard does not match other hosts', curadoria_afiliados_cors_origin( 'http://127.0.0.1:80.evil.example', $list ), null );
expect( 'port wildcard needs a port', curadoria_afiliados_cors_origin( 'http://127.0.0.1', $list ), null );
expect( 'other origin refused', curadoria_afiliados_cors_origin( 'https://evil.example', $list ), null );
expect( 'no Origin header: nothing sent', curadoria_afiliados_cors_origin( '', $list ), null );
expect( '"*" entry: other origins get *', curadoria_afiliados_cors_origin( 'https://evil.example', array( 'https://loja.example.com', '*' ) ), '*' );
expect( '"*" entry: listed origin still echoed', curadoria_afiliados_cors_origin( 'https://loja.example.com', array( 'https://loja.example.com', '*' ) ), 'https://loja.example.com' );

// --- meta box save: nonce and capability --------------------------------------
$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
wp_set_current_user( $admins[0]->ID );
$post_id = wp_insert_post(
	array(
		'post_title'  => 'selftest temporário',
		'post_status' => 'draft',
		'post_type'   => 'post',
	)
);
try {
	$save = static function ( array $post ) use ( $post_id ) {
		$_POST = $post;
		curadoria_afiliados_save_meta_box( $post_id );
		$_POST = array();
		clean_post_cache( $post_id );
		wp_cache_delete( $post_id, 'post_meta' );
		return array( get_post_meta( $post_id, 'price', true ), get_post_meta( $post_id, 'affiliate_url', true ) );
	};
	$fields = array(
		'curadoria_afiliados_price'         => wp_slash( 'R$ 1.234,56 <script>x</script>' ),
		'curadoria_afiliados_affiliate_url' => 'https://www.example.com/oferta?tag=curadoria-20',
	);

	expect( 'save without nonce is ignored', $save( $fields ), array( '', '' ) );
	expect( 'save with a wrong nonce is ignored', $save( $fields + array( 'curadoria_afiliados_nonce' => 'deadbeef00' ) ), array( '', '' ) );
	$nonce = wp_create_nonce( 'curadoria_afiliados_save_' . $post_id );
	expect(
		'editor save with nonce stores sanitised values',
		$save( $fields + array( 'curadoria_afiliados_nonce' => $nonce ) ),
		array( 'R$ 1.234,56', 'https://www.example.com/oferta?tag=curadoria-20' )
	);
	expect(
		'javascript: link from the form removes the meta',
		$save( array( 'curadoria_afiliados_affiliate_url' => 'javascript:alert(1)', 'curadoria_afiliados_nonce' => $nonce ) ),
		array( 'R$ 1.234,56', '' )
	);

	wp_set_current_user( 0 ); // anonymous: valid nonce for user 0, but no edit_post capability
	$anon_nonce = wp_create_nonce( 'curadoria_afiliados_save_' . $post_id );
	expect(
		'save without edit_post capability is ignored',
		$save( array( 'curadoria_afiliados_price' => 'R$ 0,01', 'curadoria_afiliados_nonce' => $anon_nonce ) ),
		array( 'R$ 1.234,56', '' )
	);
	expect( 'anonymous cannot write meta through REST auth_callback', curadoria_afiliados_meta_auth( false, 'price', $post_id ), false );
} finally {
	wp_set_current_user( $admins[0]->ID );
	wp_delete_post( $post_id, true );
}

// --- deploy hook: URL rules ---------------------------------------------------
expect( 'hook url keeps https', curadoria_afiliados_sanitize_deploy_hook( ' https://api.netlify.com/build_hooks/65a1b2c3 ' ), 'https://api.netlify.com/build_hooks/65a1b2c3' );
expect( 'this WordPress is a local environment (up.sh sets WP_ENVIRONMENT_TYPE)', curadoria_afiliados_is_local(), true );
expect( 'local: hook url allows http to 127.0.0.1 on a high port', curadoria_afiliados_sanitize_deploy_hook( 'http://127.0.0.1:8123/hook' ), 'http://127.0.0.1:8123/hook' );
expect( 'local: hook url allows http to localhost on a high port', curadoria_afiliados_sanitize_deploy_hook( 'http://localhost:8123/hook' ), 'http://localhost:8123/hook' );
expect( 'local: hook url rejects http://localhost:22 (privileged port)', curadoria_afiliados_sanitize_deploy_hook( 'http://localhost:22' ), '' );
expect( 'local: hook url rejects loopback on port 80', curadoria_afiliados_sanitize_deploy_hook( 'http://localhost/hook' ), '' );
expect( 'production: hook url rejects http to 127.0.0.1', curadoria_afiliados_sanitize_deploy_hook( 'http://127.0.0.1:8123/hook', false ), '' );
expect( 'production: hook url rejects https to localhost', curadoria_afiliados_sanitize_deploy_hook( 'https://localhost:8443/hook', false ), '' );
expect( 'production: hook url rejects http://localhost:22', curadoria_afiliados_sanitize_deploy_hook( 'http://localhost:22', false ), '' );
expect( 'production: hook url rejects https to [::1]', curadoria_afiliados_sanitize_deploy_hook( 'https://[::1]:8443/hook', false ), '' );
expect( 'production: hook url keeps https to a public host', curadoria_afiliados_sanitize_deploy_hook( 'https://api.netlify.com/build_hooks/x', false ), 'https://api.netlify.com/build_hooks/x' );
foreach ( array( 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5/hook', 'https://192.168.0.1/hook', 'https://172.16.3.4/hook', 'https://100.64.0.1/hook', 'https://0.0.0.0/hook' ) as $internal ) {
	expect( "hook url rejects internal address $internal (local and production)", array( curadoria_afiliados_sanitize_deploy_hook( $internal ), curadoria_afiliados_sanitize_deploy_hook( $internal, false ) ), array( '', '' ) );
}
expect( 'hook url rejects credentials in the URL', curadoria_afiliados_sanitize_deploy_hook( 'https://user:secret@api.netlify.com/build_hooks/x' ), '' );
expect( 'hook url rejects http to another host', curadoria_afiliados_sanitize_deploy_hook( 'http://api.netlify.com/build_hooks/x' ), '' );
expect( 'hook url rejects http to a host starting with localhost', curadoria_afiliados_sanitize_deploy_hook( 'http://localhost.evil.example/x' ), '' );
expect( 'hook url rejects ftp:', curadoria_afiliados_sanitize_deploy_hook( 'ftp://example.com/hook' ), '' );
expect( 'hook url rejects javascript:', curadoria_afiliados_sanitize_deploy_hook( 'javascript:alert(1)' ), '' );
expect( 'hook url rejects JaVaScRiPt: with spaces', curadoria_afiliados_sanitize_deploy_hook( "  JaVaScRiPt:alert('x')" ), '' );
expect( 'hook url rejects relative', curadoria_afiliados_sanitize_deploy_hook( '/build_hooks/x' ), '' );
expect( 'hook url: empty disables', curadoria_afiliados_sanitize_deploy_hook( '' ), '' );
expect( 'flush is hooked on shutdown', false !== has_action( 'shutdown', 'curadoria_afiliados_deploy_hook_flush' ), true );
expect( 'deferred call is hooked on the cron event', false !== has_action( CURADORIA_AFILIADOS_DEPLOY_EVENT, 'curadoria_afiliados_deploy_hook_cron' ), true );

// --- deploy hook: against a local listener -----------------------------------
$listener = getenv( 'HOOK_LISTENER_URL' );
$hook_log = getenv( 'HOOK_LISTENER_LOG' );
if ( $listener && $hook_log ) {
	/**
	 * Requests the listener received so far. A blocking /ping first: the
	 * listener serves connections in order, so earlier requests are logged by
	 * the time it answers; then wait up to 3 s for $at_least entries anyway.
	 */
	$hook_requests = static function ( $at_least = 0 ) use ( $listener, $hook_log ) {
		wp_remote_get( $listener . '/ping', array( 'timeout' => 5 ) );
		$deadline = microtime( true ) + 3;
		do {
			clearstatcache();
			$lines = is_file( $hook_log ) ? file( $hook_log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) : array();
			if ( count( $lines ) >= $at_least ) {
				break;
			}
			usleep( 50000 );
		} while ( microtime( true ) < $deadline );
		return array_map( static fn( $l ) => json_decode( $l, true ), $lines );
	};
	$hook_count   = static fn( $at_least = 0 ) => count( $hook_requests( $at_least ) );
	$reset_window = static function () {
		delete_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
	};
	$events = static function () {
		$n = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$n += isset( $hooks[ CURADORIA_AFILIADOS_DEPLOY_EVENT ] ) ? count( $hooks[ CURADORIA_AFILIADOS_DEPLOY_EVENT ] ) : 0;
		}
		return $n;
	};
	$hook_url   = $listener . '/hook';
	$before     = $hook_count();
	$saved_hook = get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '(absent)' );
	$saved_last = get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, '(absent)' );

	global $wpdb;
	$wpdb->query( 'START TRANSACTION' );
	try {
		// The Settings API path: the option's registered sanitize_callback.
		curadoria_afiliados_register_setting();
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $hook_url );
		expect( 'setting accepts the local listener URL', get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), $hook_url );
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, 'ftp://example.com/hook' );
		expect( 'setting rejects ftp:// (previous value kept)', get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), $hook_url );
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, 'javascript:alert(1)' );
		expect( 'setting rejects javascript: (previous value kept)', get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), $hook_url );
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, 'http://example.com/hook' );
		expect( 'setting rejects plain http to a remote host', get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), $hook_url );

		// Empty URL: nothing is recorded or sent.
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' );
		expect( 'setting: empty value disables', curadoria_afiliados_deploy_hook_url(), '' );
		$reset_window();
		$off_id = wp_insert_post( array( 'post_title' => 'selftest hook desligado', 'post_status' => 'publish', 'post_type' => 'post' ) );
		expect( 'no URL: publishing records nothing and sends nothing', array( curadoria_afiliados_deploy_hook_changes(), curadoria_afiliados_deploy_hook_flush() ), array( array(), 'none' ) );
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $hook_url );

		// A draft: creating and editing it (title, price) sends nothing.
		$reset_window();
		$post_id = wp_insert_post( array( 'post_title' => 'selftest hook rascunho', 'post_status' => 'draft', 'post_type' => 'post' ) );
		wp_update_post( array( 'ID' => $post_id, 'post_title' => 'selftest hook rascunho editado' ) );
		update_post_meta( $post_id, 'price', 'R$ 10,00' );
		expect( 'draft create/edit/meta: nothing recorded', curadoria_afiliados_deploy_hook_changes(), array() );
		expect( 'draft create/edit/meta: flush sends nothing', curadoria_afiliados_deploy_hook_flush(), 'none' );
		expect( 'draft: no POST reached the listener', $hook_count(), $before );
		expect( 'draft: no deferred call scheduled', $events(), 0 );

		// An autosave revision of it: nothing either.
		_wp_put_post_revision( get_post( $post_id ), true );
		expect( 'autosave revision: nothing recorded', curadoria_afiliados_deploy_hook_changes(), array() );

		// Publishing (status + meta in one request) sends exactly one POST.
		wp_update_post(
			array(
				'ID'          => $post_id,
				'post_status' => 'publish',
				'meta_input'  => array( 'affiliate_url' => 'https://www.example.com/oferta' ),
			)
		);
		expect( 'publish (status + meta in one update): change recorded', array() !== curadoria_afiliados_deploy_hook_changes(), true );
		$t0 = time();
		expect( 'publish: flush sends', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$got = $hook_requests( $before + 1 );
		expect( 'publish: exactly one POST reached the listener', count( $got ), $before + 1 );
		$req = end( $got );
		expect(
			'publish: POST /hook, JSON {} body, plugin User-Agent',
			array( $req['method'], $req['path'], $req['content_type'], $req['body'], $req['user_agent'] ),
			array( 'POST', '/hook', 'application/json', '{}', 'curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION )
		);
		$last = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		expect( 'publish: debounce stamp stored', abs( $last - $t0 ) <= 1, true );
		expect( 'flush again with no new change: nothing', curadoria_afiliados_deploy_hook_flush(), 'none' );

		// Changes within 60 s: no POST, one deferred WP-Cron event at window end.
		update_post_meta( $post_id, 'price', 'R$ 12,00' );
		expect( 'second change within 60 s: not sent, scheduled', curadoria_afiliados_deploy_hook_flush(), 'scheduled' );
		expect( 'second change within 60 s: no POST', $hook_count(), $before + 1 );
		expect( 'deferred call scheduled at the end of the window', wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT ), $last + 60 );
		wp_update_post( array( 'ID' => $post_id, 'post_title' => 'selftest hook publicado editado' ) );
		expect( 'third change within 60 s: still scheduled', curadoria_afiliados_deploy_hook_flush(), 'scheduled' );
		expect( 'third change within 60 s: still one event, no POST', array( $events(), $hook_count() ), array( 1, $before + 1 ) );

		// The cron event (run here by hand) sends the trailing call once.
		do_action( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		expect( 'cron callback sends the deferred POST', $hook_count( $before + 2 ), $before + 2 );
		expect( 'cron callback clears the event', $events(), 0 );

		// Each kind of change on its own, with a fresh window.
		$reset_window();
		update_post_meta( $post_id, 'price', 'R$ 12,00' );
		expect( 'unchanged meta value: nothing recorded', curadoria_afiliados_deploy_hook_changes(), array() );
		update_post_meta( $post_id, 'price', 'R$ 13,00' );
		expect( 'published post price changed: sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$reset_window();
		delete_post_meta( $post_id, 'affiliate_url' );
		expect( 'published post affiliate_url removed: sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$reset_window();
		update_post_meta( $post_id, 'price_checked_at', '2026-01-02' );
		expect( 'published post price date changed: sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$reset_window();
		update_post_meta( $post_id, '_curadoria_outro', 'x' );
		expect( 'other meta key: nothing recorded', curadoria_afiliados_deploy_hook_changes(), array() );
		$reset_window();
		wp_update_post( array( 'ID' => $post_id, 'post_status' => 'draft' ) );
		expect( 'unpublish (publish -> draft): sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$reset_window();
		wp_publish_post( $post_id );
		curadoria_afiliados_deploy_hook_flush();
		$reset_window();
		wp_trash_post( $post_id );
		expect( 'trash a published post: sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		$reset_window();
		wp_delete_post( $off_id, true );
		expect( 'force-delete a published post: sent', curadoria_afiliados_deploy_hook_flush(), 'sent' );

		$reset_window();
		$term = wp_insert_term( 'Selftest Categoria', 'category' );
		wp_update_term( $term['term_id'], 'category', array( 'name' => 'Selftest Categoria Renomeada' ) );
		wp_delete_term( $term['term_id'], 'category' );
		expect( 'category created + renamed + deleted: 3 changes recorded', count( curadoria_afiliados_deploy_hook_changes() ), 3 );
		expect( '… sent as one POST', curadoria_afiliados_deploy_hook_flush(), 'sent' );
		expect( 'one POST per change set above (8 more)', $hook_count( $before + 10 ), $before + 10 );

		// The seed/import switch.
		$reset_window();
		add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
		$seeded = wp_insert_post( array( 'post_title' => 'selftest hook seed', 'post_status' => 'publish', 'post_type' => 'post' ) );
		wp_insert_term( 'Selftest Seed', 'category' );
		expect( 'enabled filter false (seed): nothing recorded', curadoria_afiliados_deploy_hook_changes(), array() );
		remove_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
		expect( 'enabled filter false (seed): nothing sent', curadoria_afiliados_deploy_hook_flush(), 'none' );

		// The manual button's request: blocking, shows the HTTP answer, restarts the window.
		$reset_window();
		update_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, time() - 10 );
		wp_schedule_single_event( time() + 50, CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$notice = curadoria_afiliados_deploy_hook_trigger_now();
		expect( 'manual trigger ignores the window and reports HTTP 200', $notice, array( 'type' => 'success', 'message' => 'Rebuild solicitado. Resposta do deploy hook: HTTP 200 OK.' ) );
		expect( 'manual trigger: one POST, pending deferred call dropped', array( $hook_count( $before + 11 ), $events() ), array( $before + 11, 0 ) );
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $listener . '/nada' );
		add_filter(
			'pre_http_request',
			$fake_500 = static fn() => array(
				'headers'  => array(),
				'body'     => '',
				'response' => array( 'code' => 500, 'message' => 'Internal Server Error' ),
				'cookies'  => array(),
			)
		);
		expect( 'manual trigger reports a non-2xx answer as an error', curadoria_afiliados_deploy_hook_trigger_now()['type'], 'error' );
		remove_filter( 'pre_http_request', $fake_500 );

		// A hook that redirects: the 302 is the answer, the target is never asked.
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $listener . '/redirect' );
		expect( 'redirecting hook: reported as refused with its 302', curadoria_afiliados_deploy_hook_trigger_now(), array( 'type' => 'error', 'message' => 'O deploy hook recusou o pedido: HTTP 302 Found.' ) );
		$got = $hook_requests( $before + 12 );
		expect( 'redirecting hook: one POST to /redirect, none to where it points', array( count( $got ), end( $got )['path'] ), array( $before + 12, '/redirect' ) );

		// One message whatever went wrong: a closed port and an open port that
		// never answers HTTP must be indistinguishable.
		$silent = stream_socket_server( 'tcp://127.0.0.1:0' ); // accepts connections (kernel backlog), never answers
		$closed = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = static fn( $server ) => (int) parse_url( 'tcp://' . stream_socket_get_name( $server, false ), PHP_URL_PORT );
		$silent_port = $port( $silent );
		$closed_port = $port( $closed );
		fclose( $closed );
		add_filter( 'curadoria_afiliados_deploy_hook_request_args', $short = static fn( $args ) => array( 'timeout' => 1 ) + $args );
		$notices = array();
		foreach ( array( $closed_port, $silent_port ) as $p ) {
			update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, "http://127.0.0.1:$p/hook" );
			$notices[] = curadoria_afiliados_deploy_hook_trigger_now();
		}
		remove_filter( 'curadoria_afiliados_deploy_hook_request_args', $short );
		fclose( $silent );
		$generic = array( 'type' => 'error', 'message' => 'Falha ao chamar o deploy hook: o endereço não respondeu ou não é permitido. Confira a URL (https:// de um host público).' );
		expect( 'closed port and silent open port give the same generic message', $notices, array( $generic, $generic ) );

		// Addresses refused before any connection is attempted (send time: names are resolved).
		$attempts = 0;
		add_filter( 'pre_http_request', $spy = static function ( $pre ) use ( &$attempts ) { ++$attempts; return $pre; } );
		$refused = array(
			'https://169.254.169.254/latest/meta-data/' => true,
			'http://localhost:22'                       => true,
			'https://localhost:8443/hook'               => false,
			'https://[::1]:8443/hook'                   => false,
			'https://10.1.2.3/hook'                     => true,
		);
		foreach ( $refused as $target => $as_local ) {
			foreach ( array_unique( array( $as_local, false ) ) as $allow_loopback ) {
				$mode  = $allow_loopback ? 'local' : 'production';
				$check = curadoria_afiliados_check_target( $target, $allow_loopback );
				expect( "send-time check refuses $target ($mode)", is_wp_error( $check ) ? $check->get_error_code() : 'allowed', 'curadoria_afiliados_target_refused' );
				expect( "… and the request is not sent ($mode)", is_wp_error( curadoria_afiliados_safe_request( 'POST', $target, array( 'timeout' => 1 ), $allow_loopback ) ), true );
			}
		}
		expect( 'send-time check allows the local listener (local only)', array( is_array( curadoria_afiliados_check_target( $listener . '/hook', true ) ), is_wp_error( curadoria_afiliados_check_target( 'http://localhost:' . parse_url( $listener, PHP_URL_PORT ) . '/hook', false ) ) ), array( true, true ) );
		remove_filter( 'pre_http_request', $spy );
		expect( '… and no connection was attempted for any of them', $attempts, 0 );
	} finally {
		$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
	}
	expect( 'rollback: test posts are gone', get_posts( array( 'title' => 'selftest hook rascunho', 'post_status' => 'any' ) ), array() );
	expect(
		'rollback: hook options back to their previous values',
		array( get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '(absent)' ), get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, '(absent)' ) ),
		array( $saved_hook, $saved_last )
	);
} else {
	echo "skip plugin: deploy hook listener checks (no HOOK_LISTENER_URL)\n";
}

// Counting, popular list, price date; the counter's privacy; link health; uninstall (files beside this one).
require __DIR__ . '/selftest-counting.php';
require __DIR__ . '/selftest-prices.php';
require __DIR__ . '/selftest-counter-privacy.php';
require __DIR__ . '/selftest-link-health.php';
require __DIR__ . '/selftest-uninstall.php';
require __DIR__ . '/selftest-deploy-dispatch.php';
require __DIR__ . '/selftest-image-sizes.php';

// The wp-config.php constant wins over the option (last: constants stay defined).
define( 'CURADORIA_DEPLOY_HOOK', 'https://api.example.com/build_hooks/abc123' );
expect( 'CURADORIA_DEPLOY_HOOK constant overrides the option', curadoria_afiliados_deploy_hook_url(), 'https://api.example.com/build_hooks/abc123' );
expect( 'constant value is masked on the settings page', curadoria_afiliados_mask_url( CURADORIA_DEPLOY_HOOK ), 'https://api.example.com/…c123' );

exit( $failures ? 1 : 0 );

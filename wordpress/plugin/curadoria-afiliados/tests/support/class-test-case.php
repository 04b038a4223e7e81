<?php
/**
 * Base of the integration tests that run inside this process, against the
 * local WordPress loaded once per run (Curadoria_Local_WordPress). Each test
 * runs in a database transaction that is rolled back after it: the posts,
 * meta, options, counts and history it writes are never seen by the running
 * site's other clients and are gone when it ends, whatever it asserted. The
 * hooks it adds with add_filter() are removed, and the request globals, the
 * current user and the plugin's pending changes are reset.
 *
 * A statement that changes a table's structure ends the transaction: tests
 * that need one (uninstall, upgrade) extend Curadoria_Stored_Test_Case.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * In-process test case.
 */
abstract class Curadoria_Test_Case extends TestCase {

	/** A phone's Chrome: the visitor the counter is for. */
	protected const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

	/** A product's offers at two stores, in the editor's order. */
	protected const OFFERS = array(
		array(
			'store'       => 'Amazon',
			'price_cents' => 95000,
			'url'         => 'https://www.amazon.com.br/dp/OF',
		),
		array(
			'store'       => 'Magalu',
			'price_cents' => 97000,
			'url'         => 'https://www.magazineluiza.com.br/of/p/1/',
		),
	);

	/**
	 * Offers as stored ({store, price_cents, url}), without what the REST API
	 * adds to each (availability, checked_at, price_source: the price
	 * refresh's tests check those).
	 *
	 * @param array[] $offers Offers as served.
	 * @return array[]
	 */
	public static function stored_fields( array $offers ) {
		return array_map(
			static function ( $offer ) {
				return array_intersect_key( $offer, array_flip( array( 'store', 'price_cents', 'url' ) ) );
			},
			$offers
		);
	}

	/**
	 * Hooks added by the test: array( hook, callback, priority ).
	 *
	 * @var array[]
	 */
	private $added_hooks = array();

	/**
	 * The address events come from (see send_events_from()).
	 *
	 * @var string
	 */
	private $client_ip = '';

	/**
	 * Whether the client address filter is added.
	 *
	 * @var bool
	 */
	private $client_ip_filtered = false;

	/**
	 * Load WordPress (once per run).
	 */
	public static function setUpBeforeClass(): void {
		Curadoria_Local_WordPress::load();
	}

	/**
	 * Start the test's transaction, as an anonymous visitor.
	 */
	protected function setUp(): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
	}

	/**
	 * Roll back everything the test wrote.
	 */
	protected function tearDown(): void {
		global $wpdb;
		try {
			$this->reset_request();
		} finally {
			$wpdb->query( 'ROLLBACK' );
			wp_cache_flush();
		}
	}

	/**
	 * Add a filter (or action) for this test only.
	 *
	 * @param string   $hook     Hook name.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Arguments accepted.
	 */
	protected function add_filter( $hook, $callback, $priority = 10, $args = 1 ) {
		add_filter( $hook, $callback, $priority, $args );
		$this->added_hooks[] = array( $hook, $callback, $priority );
	}

	/**
	 * Act as the site's administrator.
	 *
	 * @return int User ID.
	 */
	protected function log_in_as_admin() {
		$admins = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		);
		wp_set_current_user( $admins[0]->ID );
		return (int) $admins[0]->ID;
	}

	/**
	 * A post of the test (published, type post, unless $args say otherwise).
	 *
	 * @param array $args wp_insert_post() arguments.
	 * @return int Post ID.
	 */
	protected function create_post( array $args = array() ) {
		$id = wp_insert_post(
			$args + array(
				'post_title'  => 'Teste ' . $this->getName( false ),
				'post_status' => 'publish',
				'post_type'   => 'post',
			),
			true
		);
		$this->assertIsInt( $id, 'the test post was not created' );
		return $id;
	}

	/**
	 * A REST request run in this process (no HTTP, no CORS headers).
	 *
	 * @param string       $method  HTTP method.
	 * @param string       $route   Route, e.g. '/curadoria/v1/popular'.
	 * @param array        $query   Query parameters.
	 * @param array|string $body    JSON body (an array is encoded), or none.
	 * @param array        $headers Request headers.
	 * @return WP_REST_Response
	 */
	protected function rest( $method, $route, array $query = array(), $body = null, array $headers = array() ) {
		$request = new WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( is_string( $body ) ? $body : wp_json_encode( $body ) );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_do_request( $request );
	}

	/**
	 * POST /curadoria/v1/events in-process, from a phone's browser unless
	 * $headers say otherwise.
	 *
	 * @param array|string $event        Event (an array is encoded as JSON).
	 * @param string       $content_type Content-Type.
	 * @param array        $headers      Request headers.
	 * @return WP_REST_Response
	 */
	protected function post_event( $event, $content_type = 'application/json', array $headers = array( 'User-Agent' => self::BROWSER ) ) {
		$request = new WP_REST_Request( 'POST', '/curadoria/v1/events' );
		$request->set_header( 'Content-Type', $content_type );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( is_string( $event ) ? $event : wp_json_encode( $event ) );
		return rest_do_request( $request );
	}

	/**
	 * A post's stored views and clicks, all days.
	 *
	 * @param int $post_id Post ID.
	 * @return int[] array( views, clicks ).
	 */
	protected function counts( $post_id ) {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT COALESCE(SUM(views), 0), COALESCE(SUM(clicks), 0) FROM ' . curadoria_afiliados_stats_table() . ' WHERE post_id = %d', $post_id ), ARRAY_N );
		return array( (int) $row[0], (int) $row[1] );
	}

	/**
	 * Events of this test come from $ip (the curadoria_afiliados_client_ip filter).
	 *
	 * @param string $ip Address.
	 */
	protected function send_events_from( $ip ) {
		$this->client_ip = $ip;
		if ( ! $this->client_ip_filtered ) {
			$this->client_ip_filtered = true;
			$this->add_filter(
				'curadoria_afiliados_client_ip',
				function () {
					return $this->client_ip;
				}
			);
		}
	}

	/**
	 * A post's stored meta value, read from the database (not the object
	 * cache), or null when absent (get_post_meta() would give the registered
	 * default).
	 *
	 * @param int    $post_id Post ID.
	 * @param string $key     Meta key.
	 * @return mixed
	 */
	protected function stored_meta( $post_id, $key ) {
		wp_cache_delete( $post_id, 'post_meta' );
		return metadata_exists( 'post', $post_id, $key ) ? get_post_meta( $post_id, $key, true ) : null;
	}

	/**
	 * Write a meta value around the plugin's hooks and sanitisers, as a post
	 * from before a plugin version, an import or direct SQL leaves it.
	 *
	 * @param int    $post_id Post ID.
	 * @param string $key     Meta key.
	 * @param string $value   Raw value.
	 */
	protected function write_raw_meta( $post_id, $key, $value ) {
		global $wpdb;
		$wpdb->delete(
			$wpdb->postmeta,
			array(
				'post_id'  => $post_id,
				'meta_key' => $key,
			)
		);
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $post_id,
				'meta_key'   => $key,
				'meta_value' => $value,
			)
		);
		wp_cache_delete( $post_id, 'post_meta' );
	}

	/**
	 * A post's price history rows, oldest first, as "day store centavos".
	 *
	 * @param int $post_id Post ID.
	 * @return string[]
	 */
	protected function history_rows( $post_id ) {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT day, store, price_cents FROM ' . curadoria_afiliados_history_table() . ' WHERE post_id = %d ORDER BY day, store', $post_id ), ARRAY_A );
		return array_map(
			static function ( $row ) {
				return $row['day'] . ' ' . $row['store'] . ' ' . $row['price_cents'];
			},
			$rows
		);
	}

	/**
	 * Move a post's history back, as if days had passed.
	 *
	 * @param int $post_id Post ID.
	 * @param int $days    Days.
	 */
	protected function age_history( $post_id, $days ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_history_table() . ' SET day = DATE_SUB(day, INTERVAL %d DAY) WHERE post_id = %d ORDER BY day', $days, $post_id ) );
	}

	/**
	 * The day $days_back days before today, in the site's time zone.
	 *
	 * @param int $days_back Days.
	 * @return string Y-m-d.
	 */
	protected function day( $days_back = 0 ) {
		return curadoria_afiliados_day( $days_back );
	}

	/**
	 * Wait, if needed, until the clock minute (the rate limit's window) has
	 * at least $seconds left, so a burst of events falls in one window.
	 *
	 * @param int $seconds Seconds needed.
	 */
	protected function wait_for_a_fresh_minute( $seconds ) {
		$left = 60 - time() % 60;
		if ( $left < $seconds ) {
			sleep( $left );
		}
	}

	/**
	 * Remove the test's hooks and reset what one request leaves in globals.
	 */
	protected function reset_request() {
		foreach ( array_reverse( $this->added_hooks ) as list( $hook, $callback, $priority ) ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->added_hooks        = array();
		$this->client_ip_filtered = false;
		$_POST                    = array();
		$_GET                     = array();
		$_REQUEST                 = array();
		// Settings a test registered (their sanitisers are filters) are not left behind.
		foreach ( array_intersect( array_keys( get_registered_settings() ), array( CURADORIA_AFILIADOS_ORIGINS_OPTION, CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION ) ) as $option ) {
			unregister_setting( 'curadoria_afiliados', $option );
		}
		$GLOBALS['curadoria_afiliados_deploy_changes']  = array();
		$GLOBALS['curadoria_afiliados_history_pending'] = array();
		$GLOBALS['current_screen']                      = null;
		$GLOBALS['post']                                = null;
		wp_set_current_user( 0 );
	}
}

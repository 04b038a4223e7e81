<?php
/**
 * Tests of includes/store-fetch.php: the price refresh asks stores as a
 * good citizen of the web, against the stand-in stores (store-fixture.php).
 *
 * @package CuradoriaAfiliados
 */

/**
 * The store fetcher.
 */
final class Store_Fetch_Test extends Curadoria_Test_Case {

	use Curadoria_Stores;

	/**
	 * The stand-in stores.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
	}

	/**
	 * The user agent names the plugin and this site.
	 */
	public function test_the_user_agent_names_the_site() {
		curadoria_afiliados_store_fetch( self::store( '/stores/magalu-graph' ) );
		$agents = array_unique( array_column( $this->store_requests(), 'agent' ) );
		$this->assertSame( array( 'Mozilla/5.0 (compatible; curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION . '; +' . home_url( '/' ) . ')' ), $agents );
	}

	/**
	 * robots.txt is asked once, and a page it disallows is never requested.
	 */
	public function test_robots_txt_is_respected() {
		$this->assertSame( 'robots', curadoria_afiliados_store_fetch( self::store( '/proibido/magalu-graph' ) )['status'] );
		$this->assertSame( 200, curadoria_afiliados_store_fetch( self::store( '/stores/magalu-graph' ) )['status'] );
		$this->assertSame( array( '/robots.txt', '/stores/magalu-graph' ), $this->asked_paths() );
	}

	/**
	 * An API is asked without robots.txt (it is no page).
	 */
	public function test_an_api_request_does_not_ask_robots_txt() {
		curadoria_afiliados_store_fetch( self::store( '/ml/items/MLB3512345678' ), array( 'robots' => false ) );
		$this->assertSame( array( '/ml/items/MLB3512345678' ), $this->asked_paths() );
	}

	/**
	 * One request per host per interval, also across calls.
	 */
	public function test_one_request_per_host_per_interval() {
		$this->add_filter(
			'curadoria_afiliados_store_request_interval',
			static function () {
				return 0.6;
			},
			20
		);
		foreach ( array( 'magalu-graph', 'kabum-microdata', 'loja-open-graph' ) as $page ) {
			curadoria_afiliados_store_fetch( self::store( '/stores/' . $page ), array( 'robots' => false ) );
		}
		$times = array_column( $this->store_requests(), 'time' );
		$this->assertCount( 3, $times );
		$this->assertGreaterThanOrEqual( 0.55, $times[1] - $times[0] );
		$this->assertGreaterThanOrEqual( 0.55, $times[2] - $times[1] );
		$this->assertGreaterThan( 0.0, curadoria_afiliados_host_ready_in( curadoria_afiliados_url_authority( self::store( '/' ) ) ) );
	}

	/**
	 * A page asked again with its ETag is not sent again.
	 */
	public function test_conditional_requests() {
		$first = curadoria_afiliados_store_fetch( self::store( '/stores/magalu-graph' ) );
		$again = curadoria_afiliados_store_fetch(
			self::store( '/stores/magalu-graph' ),
			array(
				'validators' => array(
					'url'  => self::store( '/stores/magalu-graph' ),
					'etag' => $first['headers']['etag'],
				),
			)
		);
		$this->assertTrue( $again['not_modified'] );
		$this->assertSame( '', $again['body'] );
		$this->assertSame( $first['headers']['etag'], $this->store_requests()[2]['if_none_match'] );
	}

	/**
	 * A 10 s timeout, 2 MB read at most.
	 */
	public function test_every_request_has_a_timeout_and_a_size_cap() {
		$seen = array();
		$this->add_filter(
			'http_request_args',
			static function ( $args ) use ( &$seen ) {
				$seen[] = array( $args['timeout'], $args['limit_response_size'] );
				return $args;
			}
		);
		curadoria_afiliados_store_fetch( self::store( '/stores/magalu-graph' ) );
		$this->assertSame( array( array( 10, 2097153 ), array( 10, 2097153 ) ), $seen );
		$this->assertSame( 'too_large', curadoria_afiliados_store_fetch( self::store( '/big' ) )['status'] );
	}

	/**
	 * Redirects are followed hop by hop, only to hosts the guard allows.
	 */
	public function test_redirects_go_only_where_the_guard_allows() {
		$this->assertSame( 200, curadoria_afiliados_store_fetch( self::store( '/go?to=' . rawurlencode( self::store( '/stores/kabum-microdata' ) ) ) )['status'] );
		foreach ( array( 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'ftp://loja.example/x', home_url( '/wp-admin/' ), 'http://127.0.0.1:' . ( (int) parse_url( self::store( '/' ), PHP_URL_PORT ) + 1 ) . '/' ) as $target ) {
			$this->assertSame( 'refused', curadoria_afiliados_store_fetch( self::store( '/go?to=' . rawurlencode( $target ) ) )['status'], $target );
		}
		$this->assertSame( 'refused', curadoria_afiliados_store_fetch( home_url( '/?p=1' ) )['status'] );
	}

	/**
	 * WordPress's own host is refused (on any port) even when a filter calls it external, and so is it for the link checker.
	 */
	public function test_wordpress_itself_is_refused_whatever_core_says() {
		$this->add_filter( 'http_request_host_is_external', '__return_true' );
		$port = (int) parse_url( self::store( '/' ), PHP_URL_PORT );
		$this->add_filter(
			'http_allowed_safe_ports',
			static function ( $ports ) use ( $port ) {
				return array_merge( $ports, array( $port ) );
			}
		);
		$this->assertFalse( curadoria_afiliados_store_target( home_url( '/wp-json/' ) ) );
		// Nor does that filter open loopback or private addresses to the store fetcher.
		$this->assertSame( 'refused', curadoria_afiliados_store_fetch( str_replace( '127.0.0.1', 'localhost', self::store( '/stores/magalu-graph' ) ) )['status'] );
		$this->assertSame( 'refused', curadoria_afiliados_link_fetch( home_url( '/wp-json/' ), 'GET' ) );
		$this->assertSame( 'refused', curadoria_afiliados_link_fetch( str_replace( '127.0.0.1', 'localhost', self::store( '/go?to=' ) ) . rawurlencode( home_url( '/' ) ), 'GET' ) );
		$this->assertSame( 'refused', curadoria_afiliados_link_fetch( self::store( '/stores/magalu-graph' ), 'GET' ) ); // WordPress's host name, on another port.
	}
}

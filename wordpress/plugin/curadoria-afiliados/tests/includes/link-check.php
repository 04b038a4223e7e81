<?php
/**
 * Tests of includes/link-check.php: affiliate links checked against a local
 * stand-in for shops (tests/support/link-fixture.php).
 *
 * wp_safe_remote_*() and the plugin refuse loopback addresses and ports
 * other than 80/443/8080; these tests, and only these, let the fixture
 * through with the http_request_host_is_external and http_allowed_safe_ports
 * filters.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Checking one link.
 */
final class Link_Check_Test extends Curadoria_Test_Case {

	/**
	 * The shops' stand-in.
	 *
	 * @var Curadoria_Fixture_Server
	 */
	private static $shop;

	/**
	 * Requests the fixture had before the test.
	 *
	 * @var int
	 */
	private $before;

	/**
	 * Start the fixture, with workers (its /slow path keeps one busy).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$shop = Curadoria_Fixture_Server::start( 'link-fixture.php', 'LINK_FIXTURE_LOG', 8 );
	}

	/**
	 * The fixture's address by the name localhost: WordPress's own host
	 * (127.0.0.1 here) is refused on any port.
	 *
	 * @return string
	 */
	private static function shop() {
		return str_replace( 'http://127.0.0.1:', 'http://localhost:', self::$shop->url );
	}

	/**
	 * Stop it.
	 */
	public static function tearDownAfterClass(): void {
		self::$shop->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Count the fixture's requests from here.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->before = count( self::$shop->requests() );
	}

	/**
	 * Let the fixture through, with a 1 s timeout.
	 */
	private function reach_the_fixture() {
		$host = (string) wp_parse_url( self::shop(), PHP_URL_HOST );
		$port = (int) wp_parse_url( self::shop(), PHP_URL_PORT );
		$this->add_filter(
			'http_request_host_is_external',
			static function ( $is_external, $requested ) use ( $host ) {
				return $is_external || $requested === $host;
			},
			10,
			2
		);
		$this->add_filter(
			'http_allowed_safe_ports',
			static function ( $allowed ) use ( $port ) {
				return array_merge( (array) $allowed, array( $port ) );
			}
		);
		$this->add_filter(
			'curadoria_afiliados_link_check_request_args',
			static function ( $args ) {
				return array( 'timeout' => 1 ) + $args;
			}
		);
	}

	/**
	 * The requests the fixture got for some paths during the test, as "METHOD /path".
	 *
	 * @param string ...$paths Paths.
	 * @return string[]
	 */
	private function asked( ...$paths ) {
		$asked = array();
		foreach ( array_slice( self::$shop->requests(), $this->before ) as $request ) {
			if ( in_array( $request['path'], $paths, true ) ) {
				$asked[] = $request['method'] . ' ' . $request['path'];
			}
		}
		return $asked;
	}

	/**
	 * Without the test's filters the fixture is refused like any loopback address.
	 */
	public function test_a_loopback_shop_is_refused() {
		$this->assertSame( 'unknown', curadoria_afiliados_link_probe( self::shop() . '/ok' )['result'] );
		$this->assertSame( array(), $this->asked( '/ok' ) );
	}

	/**
	 * Paths of the fixture and what a check of each concludes.
	 *
	 * @return array[]
	 */
	public function shops() {
		return array(
			'/ok'                   => array( '/ok', 'ok', 'http_200' ),
			'/not-found'            => array( '/not-found', 'missing', 'http_404' ),
			'/gone'                 => array( '/gone', 'missing', 'http_410' ),
			'/forbidden'            => array( '/forbidden', 'unknown', 'http_403' ),
			'/rate-limited'         => array( '/rate-limited', 'unknown', 'http_429' ),
			'/server-error'         => array( '/server-error', 'unknown', 'http_503' ),
			'/head-refused'         => array( '/head-refused', 'ok', 'http_200' ),
			'/head-not-found'       => array( '/head-not-found', 'ok', 'http_200' ),
			'/head-refused-get-405' => array( '/head-refused-get-405', 'unknown', 'http_405' ),
			'/redirect'             => array( '/redirect', 'ok', 'http_200' ),
			'/redirect-relative'    => array( '/redirect-relative', 'ok', 'http_200' ),
			'/redirect-loop'        => array( '/redirect-loop', 'unknown', 'redirects' ),
			'/redirect-internal'    => array( '/redirect-internal', 'unknown', 'refused' ),
		);
	}

	/**
	 * Each answer gives its verdict.
	 *
	 * @dataProvider shops
	 * @param string $path   Path.
	 * @param string $result Verdict.
	 * @param string $detail Detail.
	 */
	public function test_a_shops_answer_gives_its_verdict( $path, $result, $detail ) {
		$this->reach_the_fixture();
		$this->assertSame(
			array(
				'result' => $result,
				'detail' => $detail,
			),
			curadoria_afiliados_link_probe( self::shop() . $path )
		);
	}

	/**
	 * HEAD refused with 405 is asked again with GET; a 404 is confirmed with
	 * GET before it counts; a 429 is not retried.
	 */
	public function test_get_decides_when_head_does_not_answer_2xx_except_a_429() {
		$this->reach_the_fixture();
		foreach ( array( '/head-refused', '/rate-limited', '/not-found' ) as $path ) {
			curadoria_afiliados_link_probe( self::shop() . $path );
		}
		$this->assertSame( array( 'HEAD /head-refused', 'GET /head-refused' ), $this->asked( '/head-refused' ) );
		$this->assertSame( array( 'HEAD /rate-limited' ), $this->asked( '/rate-limited' ) );
		$this->assertSame( array( 'HEAD /not-found', 'GET /not-found' ), $this->asked( '/not-found' ) );
	}

	/**
	 * Redirects are followed hop by hop, each once; a loop stops after the
	 * request and 5 redirects; a redirect to the metadata address is refused
	 * without asking it.
	 */
	public function test_redirects_are_followed_hop_by_hop_and_checked() {
		$this->reach_the_fixture();
		foreach ( array( '/redirect', '/redirect-loop', '/redirect-internal' ) as $path ) {
			curadoria_afiliados_link_probe( self::shop() . $path );
		}
		$this->assertSame( array( 'HEAD /redirect', 'HEAD /redirect-2' ), $this->asked( '/redirect', '/redirect-2' ) );
		$this->assertCount( 6, $this->asked( '/redirect-loop' ) );
		$this->assertSame( array( 'HEAD /redirect-internal' ), $this->asked( '/redirect-internal' ) );
	}

	/**
	 * A shop slower than the timeout: unknown (timeout), without waiting for
	 * its answer or asking with GET.
	 */
	public function test_a_slow_shop_times_out_without_waiting() {
		$this->reach_the_fixture();
		$started = microtime( true );
		$this->assertSame(
			array(
				'result' => 'unknown',
				'detail' => 'timeout',
			),
			curadoria_afiliados_link_probe( self::shop() . '/slow' )
		);
		$this->assertLessThan( 1.9, microtime( true ) - $started );
	}

	/**
	 * A closed port: unknown (network).
	 */
	public function test_a_closed_port_is_a_network_error() {
		$closed = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( stream_socket_get_name( $closed, false ), ':' ), 1 );
		fclose( $closed );
		$this->add_filter(
			'http_allowed_safe_ports',
			static function ( $allowed ) use ( $port ) {
				return array_merge( (array) $allowed, array( $port ) );
			}
		);
		$this->add_filter(
			'http_request_host_is_external',
			static function ( $is_external, $host ) {
				return $is_external || 'localhost' === $host;
			},
			10,
			2
		);
		$this->assertSame(
			array(
				'result' => 'unknown',
				'detail' => 'network',
			),
			curadoria_afiliados_link_probe( "http://localhost:{$port}/x" )
		);
	}

	/**
	 * A post's link state after each check: status and misses in a row.
	 *
	 * @param int $post Post ID.
	 * @return array
	 */
	private function state( $post ) {
		return array(
			'status' => get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ),
			'misses' => (int) get_post_meta( $post, CURADORIA_AFILIADOS_LINK_MISSES_META, true ),
		);
	}

	/**
	 * A post linking to a path of the fixture.
	 *
	 * @param int    $post Post ID.
	 * @param string $path Path.
	 */
	private function link( $post, $path ) {
		update_post_meta( $post, 'affiliate_url', self::shop() . $path );
	}

	/**
	 * 404 once: unknown; twice in a row: broken, with the time and what was
	 * seen stored, and the post listed for the admin's notice.
	 */
	public function test_a_404_twice_in_a_row_makes_a_link_broken() {
		$this->reach_the_fixture();
		$post = $this->create_post();
		$this->link( $post, '/not-found' );
		$this->assertSame( 'unknown', curadoria_afiliados_link_check_post( $post ) );
		$this->assertSame(
			array(
				'status' => 'unknown',
				'misses' => 1,
			),
			$this->state( $post )
		);
		$this->assertSame( 'broken', curadoria_afiliados_link_check_post( $post ) );
		$this->assertSame(
			array(
				'status' => 'broken',
				'misses' => 2,
			),
			$this->state( $post )
		);
		$this->assertEqualsWithDelta( time(), (int) get_post_meta( $post, CURADORIA_AFILIADOS_LINK_CHECKED_META, true ), 5 );
		$this->assertSame( 'http_404', get_post_meta( $post, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ) );
		$this->assertContains( $post, wp_list_pluck( curadoria_afiliados_broken_links( 50 ), 'ID' ) );
	}

	/**
	 * A new link starts over, and is ok when the shop answers; 410 twice is broken too.
	 */
	public function test_a_new_link_starts_over() {
		$this->reach_the_fixture();
		$post = $this->create_post();
		$this->link( $post, '/not-found' );
		curadoria_afiliados_link_check_post( $post );
		curadoria_afiliados_link_check_post( $post );
		$this->link( $post, '/ok' );
		$this->assertSame(
			array(
				'status' => '',
				'misses' => 0,
			),
			$this->state( $post )
		);
		$this->assertSame( 'ok', curadoria_afiliados_link_check_post( $post ) );
		$this->link( $post, '/gone' );
		curadoria_afiliados_link_check_post( $post );
		$this->assertSame( 'broken', curadoria_afiliados_link_check_post( $post ) );
	}

	/**
	 * 403, 429 and timeouts are never broken, however many times.
	 */
	public function test_refusals_and_timeouts_never_make_a_link_broken() {
		$this->reach_the_fixture();
		$post = $this->create_post();
		$this->link( $post, '/forbidden' );
		curadoria_afiliados_link_check_post( $post );
		curadoria_afiliados_link_check_post( $post );
		$this->assertSame( 'unknown', curadoria_afiliados_link_check_post( $post ) );
		$this->assertSame(
			array(
				'status' => 'unknown',
				'misses' => 0,
			),
			$this->state( $post )
		);
		$this->link( $post, '/rate-limited' );
		curadoria_afiliados_link_check_post( $post );
		$this->assertSame( 'unknown', curadoria_afiliados_link_check_post( $post ) );
		$this->link( $post, '/slow' );
		curadoria_afiliados_link_check_post( $post );
		$this->assertSame( 'unknown', curadoria_afiliados_link_check_post( $post ) );
	}

	/**
	 * 404, the link changed (and back), 404: the count restarted with the link.
	 */
	public function test_changing_the_link_restarts_the_count() {
		$this->reach_the_fixture();
		$post = $this->create_post();
		$this->link( $post, '/not-found' );
		curadoria_afiliados_link_check_post( $post );
		$this->link( $post, '/forbidden' );
		$this->link( $post, '/not-found' );
		curadoria_afiliados_link_check_post( $post );
		$this->assertSame(
			array(
				'status' => 'unknown',
				'misses' => 1,
			),
			$this->state( $post )
		);
	}

	/**
	 * No link: nothing to check, and the state is dropped.
	 */
	public function test_a_post_without_a_link_is_not_checked() {
		$this->reach_the_fixture();
		$post = $this->create_post();
		$this->link( $post, '/not-found' );
		curadoria_afiliados_link_check_post( $post );
		delete_post_meta( $post, 'affiliate_url' );
		$this->assertNull( curadoria_afiliados_link_check_post( $post ) );
		$this->assertSame(
			array(
				'status' => '',
				'misses' => 0,
			),
			$this->state( $post )
		);
	}

	/**
	 * A javascript: link stored around the sanitiser is never requested, nor due.
	 */
	public function test_a_javascript_link_is_never_requested() {
		$post = $this->create_post();
		$this->write_raw_meta( $post, 'affiliate_url', 'javascript:alert(1)' );
		$this->assertNull( curadoria_afiliados_link_check_post( $post ) );
		$this->assertNotContains( $post, curadoria_afiliados_link_due( 100000 ) );
	}
}

<?php
/**
 * Tests of includes/cors.php: the REST API's CORS headers, as a browser gets
 * them from the server (the local WordPress allows http://127.0.0.1:* and
 * http://localhost:*).
 *
 * @package CuradoriaAfiliados
 */

/**
 * CORS over HTTP.
 */
final class Cors_Http_Test extends Curadoria_Http_Test_Case {

	/** The dev server's origin. */
	private const ALLOWED = 'http://127.0.0.1:5173';

	/**
	 * GET a REST route from an origin.
	 *
	 * @param string $origin Origin header.
	 * @param string $route  Path under /wp-json.
	 * @return Curadoria_Http_Response
	 */
	private function from( $origin, $route = '/wp/v2/posts?per_page=1' ) {
		return $this->http()->get( $this->site( '/wp-json' . $route ), array( 'Origin' => $origin ) );
	}

	/**
	 * An allowed origin is echoed, for GET and OPTIONS, with the pagination
	 * headers exposed, Vary: Origin, and never credentials.
	 */
	public function test_an_allowed_origin_may_read_the_api_without_credentials() {
		$response = $this->from( self::ALLOWED );
		$this->assertSame( self::ALLOWED, $response->header( 'Access-Control-Allow-Origin' ) );
		$this->assertStringContainsString( 'Origin', implode( ', ', $response->headers['vary'] ?? array() ) );
		$this->assertSame( 'GET, OPTIONS', $response->header( 'Access-Control-Allow-Methods' ) );
		$this->assertStringContainsString( 'X-WP-Total, X-WP-TotalPages', (string) $response->header( 'Access-Control-Expose-Headers' ) );
		$this->assertNull( $response->header( 'Access-Control-Allow-Credentials' ) );
	}

	/**
	 * http://localhost:* allows any port of localhost.
	 */
	public function test_any_port_of_an_allowed_host_is_allowed() {
		$this->assertSame( 'http://localhost:4173', $this->from( 'http://localhost:4173' )->header( 'Access-Control-Allow-Origin' ) );
	}

	/**
	 * Another origin gets no Access-Control-Allow-Origin, and no credentials.
	 */
	public function test_another_origin_gets_no_cors_headers() {
		$response = $this->from( 'https://evil.example' );
		$this->assertNull( $response->header( 'Access-Control-Allow-Origin' ) );
		$this->assertNull( $response->header( 'Access-Control-Allow-Credentials' ) );
	}

	/**
	 * A preflight is answered 200 with the origin echoed; routes other than
	 * the counter allow only GET.
	 */
	public function test_a_preflight_is_answered_and_allows_only_get_outside_the_counter() {
		$response = $this->http()->request(
			'OPTIONS',
			$this->site( '/wp-json/wp/v2/posts' ),
			array(
				'Origin'                        => self::ALLOWED,
				'Access-Control-Request-Method' => 'GET',
			)
		);
		$this->assertSame( 200, $response->status );
		$this->assertSame( self::ALLOWED, $response->header( 'Access-Control-Allow-Origin' ) );
		$this->assertSame( 'GET, OPTIONS', $response->header( 'Access-Control-Allow-Methods' ) );
	}

	/**
	 * The plugin's own routes answer an allowed origin too.
	 */
	public function test_the_plugins_routes_answer_an_allowed_origin() {
		$this->assertSame( self::ALLOWED, $this->from( self::ALLOWED, '/curadoria/v1/popular' )->header( 'Access-Control-Allow-Origin' ) );
	}
}

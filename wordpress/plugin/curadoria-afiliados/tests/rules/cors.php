<?php
/**
 * Tests of rules/cors.php: the allow-list, the origin each request gets, the
 * methods each route allows.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * CORS rules.
 */
final class Cors_Rules_Test extends TestCase {

	/** An allow-list with an exact origin and a port wildcard. */
	private const LIST = array( 'https://loja.example.com', 'http://127.0.0.1:*' );

	/**
	 * Entries are trimmed, lower-cased, without a trailing slash; junk is dropped.
	 */
	public function test_an_allow_list_is_normalised_and_junk_dropped() {
		$this->assertSame(
			array( 'https://loja.example.com', '*', 'http://127.0.0.1:*', 'http://localhost:5173' ),
			curadoria_afiliados_parse_origins( " https://Loja.Example.com/ \nnot an origin\n*, http://127.0.0.1:*\nhttp://localhost:5173" )
		);
	}

	/**
	 * A fresh install (empty list) lets any origin read, with *.
	 */
	public function test_an_empty_list_allows_any_origin_with_a_star() {
		$this->assertSame( '*', curadoria_afiliados_cors_origin( 'https://qualquer.example', array() ) );
	}

	/**
	 * A listed origin is echoed.
	 */
	public function test_a_listed_origin_is_echoed() {
		$this->assertSame( 'https://loja.example.com', curadoria_afiliados_cors_origin( 'https://loja.example.com', self::LIST ) );
	}

	/**
	 * host:* matches any port of that host, and only a port.
	 */
	public function test_a_port_wildcard_matches_any_port_of_its_host_only() {
		$this->assertSame( 'http://127.0.0.1:4173', curadoria_afiliados_cors_origin( 'http://127.0.0.1:4173', self::LIST ) );
		$this->assertNull( curadoria_afiliados_cors_origin( 'http://127.0.0.1:80.evil.example', self::LIST ) );
		$this->assertNull( curadoria_afiliados_cors_origin( 'http://127.0.0.1', self::LIST ) );
	}

	/**
	 * Another origin, or none, gets no header.
	 */
	public function test_another_origin_or_none_gets_no_header() {
		$this->assertNull( curadoria_afiliados_cors_origin( 'https://evil.example', self::LIST ) );
		$this->assertNull( curadoria_afiliados_cors_origin( '', self::LIST ) );
	}

	/**
	 * A "*" entry gives other origins *, and still echoes listed ones.
	 */
	public function test_a_star_entry_gives_other_origins_a_star() {
		$list = array( 'https://loja.example.com', '*' );
		$this->assertSame( '*', curadoria_afiliados_cors_origin( 'https://evil.example', $list ) );
		$this->assertSame( 'https://loja.example.com', curadoria_afiliados_cors_origin( 'https://loja.example.com', $list ) );
	}

	/**
	 * Reading routes take GET only; the event counter takes POST.
	 */
	public function test_reading_routes_allow_get_and_the_counter_post() {
		$this->assertSame( 'POST, OPTIONS', curadoria_afiliados_cors_methods( '/curadoria/v1/events' ) );
		$this->assertSame( 'GET, OPTIONS', curadoria_afiliados_cors_methods( '/wp/v2/posts' ) );
		$this->assertSame( 'GET, OPTIONS', curadoria_afiliados_cors_methods( '/curadoria/v1/popular' ) );
	}

	/**
	 * The subscription form, the confirmation page and the unsubscribe page post from the site.
	 */
	public function test_the_subscription_routes_take_a_post() {
		foreach ( array( '/curadoria/v1/subscriptions', '/curadoria/v1/subscriptions/confirm', '/curadoria/v1/subscriptions/unsubscribe' ) as $route ) {
			$this->assertSame( 'POST, OPTIONS', curadoria_afiliados_cors_methods( $route ), $route );
		}
	}
}

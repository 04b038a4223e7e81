<?php
/**
 * Tests of rules/site-address.php: the site's public address as the owner
 * types it, and its default from the CORS allow-list.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Site address rules.
 */
final class Site_Address_Rules_Test extends TestCase {

	/**
	 * An address is kept as scheme://host[:port], lower-case, without a trailing slash.
	 */
	public function test_an_address_is_normalised() {
		$this->assertSame( 'https://www.achados.com.br', curadoria_afiliados_sanitize_site_address( ' https://www.Achados.com.br/ ' ) );
		$this->assertSame( 'http://127.0.0.1:4173', curadoria_afiliados_sanitize_site_address( 'http://127.0.0.1:4173' ) );
	}

	/**
	 * A host alone is taken as https.
	 */
	public function test_a_host_alone_is_https() {
		$this->assertSame( 'https://achados.com.br', curadoria_afiliados_sanitize_site_address( 'achados.com.br' ) );
	}

	/**
	 * Paths, queries, credentials, other schemes and junk are refused.
	 */
	public function test_anything_but_an_origin_is_refused() {
		foreach ( array( 'https://achados.com.br/loja', 'https://achados.com.br?x=1', 'https://eu:senha@achados.com.br', 'javascript:alert(1)', 'ftp://achados.com.br', 'https://achados com.br', 'https://', array( 'https://achados.com.br' ) ) as $value ) {
			$this->assertSame( '', curadoria_afiliados_sanitize_site_address( $value ), var_export( $value, true ) );
		}
		$this->assertSame( '', curadoria_afiliados_sanitize_site_address( '' ) );
	}

	/**
	 * Without an address of its own, the first exact https origin of the allow-list.
	 */
	public function test_the_default_is_the_first_https_origin_of_the_allow_list() {
		$this->assertSame(
			'https://achados.com.br',
			curadoria_afiliados_site_address_from_origins( array( 'http://localhost:5173', 'https://*.example:*', 'https://achados.com.br', 'https://www.achados.com.br' ) )
		);
	}

	/**
	 * An allow-list of development entries and wildcards gives no default.
	 */
	public function test_no_default_from_development_entries() {
		$this->assertSame( '', curadoria_afiliados_site_address_from_origins( array( 'http://127.0.0.1:*', 'https://localhost:*', 'http://achados.test', '*' ) ) );
		$this->assertSame( '', curadoria_afiliados_site_address_from_origins( array() ) );
	}
}

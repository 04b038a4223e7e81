<?php
/**
 * Tests of rules/robots.php.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * robots.txt.
 */
final class Robots_Rules_Test extends TestCase {

	/** A store's robots.txt. */
	private const ROBOTS = "User-agent: *\nDisallow: /checkout\nDisallow: /*?sort=\nAllow: /checkout/ajuda\n\nUser-agent: BadBot\nUser-agent: curadoria-afiliados\nDisallow: /privado/\n# comment\nDisallow: /*.pdf\$\n";

	/**
	 * Our group, else "*"; longest match; allow wins a tie.
	 */
	public function test_robots_rules() {
		$this->assertTrue( curadoria_afiliados_robots_allows( self::ROBOTS, 'curadoria-afiliados', '/checkout' ) ); // Our group does not say /checkout.
		$this->assertFalse( curadoria_afiliados_robots_allows( self::ROBOTS, 'curadoria-afiliados', '/privado/produto' ) );
		$this->assertFalse( curadoria_afiliados_robots_allows( self::ROBOTS, 'curadoria-afiliados', '/manual.pdf' ) );
		$this->assertTrue( curadoria_afiliados_robots_allows( self::ROBOTS, 'curadoria-afiliados', '/manual.pdf?x=1' ) );
		$this->assertFalse( curadoria_afiliados_robots_allows( self::ROBOTS, 'otherbot', '/checkout/pagar' ) );
		$this->assertTrue( curadoria_afiliados_robots_allows( self::ROBOTS, 'otherbot', '/checkout/ajuda' ) );
		$this->assertFalse( curadoria_afiliados_robots_allows( self::ROBOTS, 'otherbot', '/produtos?sort=preco' ) );
		$this->assertTrue( curadoria_afiliados_robots_allows( self::ROBOTS, 'otherbot', '/produto/1' ) );
		$this->assertTrue( curadoria_afiliados_robots_allows( '', 'curadoria-afiliados', '/produto/1' ) );
		$this->assertFalse( curadoria_afiliados_robots_allows( "User-agent: *\nDisallow: /", 'curadoria-afiliados', '/produto/1' ) );
		$this->assertTrue( curadoria_afiliados_robots_allows( "User-agent: *\nDisallow:", 'curadoria-afiliados', '/produto/1' ) );
	}
}

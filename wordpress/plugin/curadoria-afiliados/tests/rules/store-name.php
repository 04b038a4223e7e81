<?php
/**
 * Tests of rules/store-name.php.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Store names.
 */
final class Store_Name_Rules_Test extends TestCase {

	/**
	 * One stored form.
	 */
	public function test_a_store_name_is_stored_in_one_form() {
		$this->assertSame( 'Amazon', curadoria_afiliados_normalize_store_name( "Amazon\u{200B}" ) );
		$this->assertSame( 'Amazon', curadoria_afiliados_normalize_store_name( "\u{202E}Amazon\u{202C}" ) );
		$this->assertSame( 'Mercado Livre', curadoria_afiliados_normalize_store_name( "  Mercado\u{00A0}\t Livre\u{FEFF} " ) );
		$this->assertSame( "Magal\u{00FA}", curadoria_afiliados_normalize_store_name( "Magalu\u{0301}" ) );
		$this->assertSame( 'a < b', curadoria_afiliados_normalize_store_name( 'a &lt; b' ) );
		$this->assertSame( 'a < b', curadoria_afiliados_normalize_store_name( 'a < b' ) );
		$this->assertSame( 'Loja', curadoria_afiliados_normalize_store_name( '<b>Loja</b>' ) );
		$this->assertSame( '', curadoria_afiliados_normalize_store_name( "\xC3\x28" ) );
		$this->assertSame( 60, mb_strlen( curadoria_afiliados_normalize_store_name( str_repeat( 'á', 80 ) ) ) );
	}

	/**
	 * Lookalikes in one list.
	 */
	public function test_lookalike_names_are_found() {
		$this->assertSame( array( 1 => 'Magalu' ), curadoria_afiliados_store_lookalikes( array( 'Magalu', 'Magalú' ) ) );
		$this->assertSame( array( 2 => 'Amazon' ), curadoria_afiliados_store_lookalikes( array( 'Amazon', 'KaBuM!', 'Amaz0n' ) ) );
		$this->assertSame( array( 1 => 'Amazon' ), curadoria_afiliados_store_lookalikes( array( 'Amazon', "\u{0410}mazon" ) ) );
		$this->assertSame( array( 1 => 'Casas Bahia' ), curadoria_afiliados_store_lookalikes( array( 'Casas Bahia', 'casas-bahia' ) ) );
		$this->assertSame( array(), curadoria_afiliados_store_lookalikes( array( 'Amazon', 'Magalu', 'Mercado Livre' ) ) );
	}
}

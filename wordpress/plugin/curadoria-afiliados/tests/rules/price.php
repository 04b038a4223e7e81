<?php
/**
 * Tests of rules/price.php: reading what owners type into centavos, writing
 * amounts, naming stores from their hosts.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Prices as amounts.
 */
final class Price_Rules_Test extends TestCase {

	/**
	 * Forms owners type, and their amounts.
	 *
	 * @return array[]
	 */
	public function readable_prices() {
		return array(
			'with R$ and thousands'      => array( 'R$ 1.299,90', 129990 ),
			'comma decimals'             => array( '1299,90', 129990 ),
			'one decimal after a dot'    => array( '1299.9', 129990 ),
			'thousands without decimals' => array( '1.299', 129900 ),
			'R$ 39,90'                   => array( 'R$ 39,90', 3990 ),
			'R$ without a space'         => array( 'R$39,90', 3990 ),
			'lower-case r$, one decimal' => array( 'r$ 39,9', 3990 ),
			'whole reais'                => array( '39', 3900 ),
			'centavos only'              => array( '0,99', 99 ),
			'12.5'                       => array( '12.5', 1250 ),
			'millions with dots'         => array( '1.299.000', 129900000 ),
			'English grouping'           => array( '1,299.90', 129990 ),
			'no-break space after R$'    => array( "R$\u{00A0}249,90", 24990 ),
			'spaces around'              => array( '  R$ 10,00  ', 1000 ),
			'the largest amount'         => array( 'R$ 10.000.000,00', 1000000000 ),
		);
	}

	/**
	 * Texts that are not an amount in reais.
	 *
	 * @return array[]
	 */
	public function unreadable_prices() {
		$texts = array( '', 'R$', 'abc', 'R$ 1,299', '12,345', '1.2345', '1.299.90', '1..299', '12,5,0', ',50', '10.', 'R$ -5,00', '-5', '0', '0,00', 'R$ 10.000.000,01', 'R$ 99.999.999.999,00', '1 299,90', '5 reais', 'R$ 12,50 à vista', 'US$ 10,00' );
		return array_combine(
			array_map(
				static function ( $text ) {
					return "'{$text}'";
				},
				$texts
			),
			array_map(
				static function ( $text ) {
					return array( $text );
				},
				$texts
			)
		);
	}

	/**
	 * A readable price gives its centavos.
	 *
	 * @dataProvider readable_prices
	 * @param string $text  As typed.
	 * @param int    $cents Amount.
	 */
	public function test_a_price_as_owners_type_it_reads_as_centavos( $text, $cents ) {
		$this->assertSame( $cents, curadoria_afiliados_parse_price( $text ) );
	}

	/**
	 * Anything else is refused: ambiguous groupings, words, zero, negative, too large.
	 *
	 * @dataProvider unreadable_prices
	 * @param string $text As typed.
	 */
	public function test_a_text_that_is_not_an_amount_in_reais_is_refused( $text ) {
		$this->assertNull( curadoria_afiliados_parse_price( $text ) );
	}

	/**
	 * Only texts (and integers) are read.
	 */
	public function test_a_price_that_is_not_a_text_is_refused() {
		$this->assertNull( curadoria_afiliados_parse_price( 12.5 ) );
		$this->assertNull( curadoria_afiliados_parse_price( array( '10' ) ) );
	}

	/**
	 * R$, dots for thousands, a comma and two decimals.
	 */
	public function test_amounts_are_written_the_brazilian_way() {
		$this->assertSame(
			array( 'R$ 1.299,90', 'R$ 0,99', 'R$ 39,00', 'R$ 10.000.000,00' ),
			array_map( 'curadoria_afiliados_format_price', array( 129990, 99, 3900, 1000000000 ) )
		);
	}

	/**
	 * An amount in centavos: a positive integer (or digits) up to the maximum, else 0.
	 */
	public function test_an_amount_in_centavos_is_a_positive_integer_up_to_ten_million_reais() {
		$this->assertSame( array( 129990, 129990, 0, 0, 0, 0 ), array_map( 'curadoria_afiliados_sanitize_cents', array( 129990, '129990', -1, '12,90', 1000000001, 12.5 ) ) );
	}

	/**
	 * Store names from the link's host: the big stores by name, others by host.
	 */
	public function test_a_store_is_named_after_the_host_of_its_link() {
		$hosts = array(
			'www.amazon.com.br'         => 'Amazon',
			'amazon.com'                => 'Amazon',
			'produto.mercadolivre.com.br' => 'Mercado Livre',
			'www.mercadolibre.com.ar'   => 'Mercado Livre',
			'www.magazineluiza.com.br'  => 'Magalu',
			'magalu.com'                => 'Magalu',
			'shopee.com.br'             => 'Shopee',
			'www.americanas.com.br'     => 'Americanas',
			'www.netshoes.com.br'       => 'netshoes.com.br',
			'amzn.to'                   => 'amzn.to',
			'notamazon.example'         => 'notamazon.example',
		);
		$this->assertSame( array_values( $hosts ), array_map( 'curadoria_afiliados_store_from_host', array_keys( $hosts ) ) );
	}

	/**
	 * Store names compare without case.
	 */
	public function test_store_names_compare_without_case() {
		$this->assertSame( curadoria_afiliados_store_key( 'Mercado Livre' ), curadoria_afiliados_store_key( 'MERCADO LIVRE' ) );
	}
}

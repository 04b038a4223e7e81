<?php
/**
 * Tests of rules/store-offer.php: amounts, currencies and availabilities as
 * stores write them, and several offers brought to one reading.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Offers.
 */
final class Store_Offer_Rules_Test extends TestCase {

	/**
	 * Amounts as stores write them.
	 *
	 * @return array[]
	 */
	public function amounts() {
		return array(
			'number'                   => array( 1299.9, 129990 ),
			'integer'                  => array( 379, 37900 ),
			'text with a dot'          => array( '1299.90', 129990 ),
			'thousands and comma'      => array( '1.299,90', 129990 ),
			'thousands and dot'        => array( '1,299.90', 129990 ),
			'with R$'                  => array( 'R$ 1.299,90', 129990 ),
			'thousands only'           => array( '2.499', 249900 ),
			'a fraction of a centavo'  => array( 12.345, null ),
			'zero'                     => array( 0, null ),
			'negative'                 => array( -5, null ),
			'words'                    => array( 'consulte', null ),
			'ambiguous 1,299'          => array( '1,299', null ),
			'a list'                   => array( array( 10 ), null ),
		);
	}

	/**
	 * Each amount in centavos, or refused.
	 *
	 * @dataProvider amounts
	 * @param mixed    $value Value.
	 * @param int|null $cents Expected.
	 */
	public function test_an_amount_reads_as_stores_write_it( $value, $cents ) {
		$this->assertSame( $cents, curadoria_afiliados_store_amount( $value ) );
	}

	/**
	 * Availabilities as stores write them.
	 */
	public function test_availability_words_of_schema_org_and_open_graph() {
		foreach ( array( 'https://schema.org/InStock', 'http://schema.org/PreOrder', 'schema:LimitedAvailability', 'InStock', 'instock', 'in stock' ) as $word ) {
			$this->assertSame( 'in_stock', curadoria_afiliados_store_availability( $word ), $word );
		}
		foreach ( array( 'https://schema.org/OutOfStock', 'https://schema.org/SoldOut', 'https://schema.org/Discontinued', 'oos', 'out of stock' ) as $word ) {
			$this->assertSame( 'out_of_stock', curadoria_afiliados_store_availability( $word ), $word );
		}
		$this->assertNull( curadoria_afiliados_store_availability( null ) );
		$this->assertNull( curadoria_afiliados_store_availability( 'https://schema.org/Whatever' ) );
	}

	/**
	 * Several offers: the lowest that sells, in reais only.
	 */
	public function test_several_offers_give_the_lowest_price_that_sells() {
		$offer = static function ( $amount, $currency = 'BRL', $availability = 'InStock' ) {
			return array(
				'amount'       => $amount,
				'currency'     => $currency,
				'availability' => $availability,
			);
		};
		$this->assertSame( 39990, curadoria_afiliados_offers_reading( array( $offer( 459.9 ), $offer( 379, 'BRL', 'OutOfStock' ), $offer( 399.9 ) ) )['cents'] );
		$this->assertSame( 10000, curadoria_afiliados_offers_reading( array( $offer( 50, 'USD' ), $offer( 100 ) ) )['cents'] );
		$this->assertSame( 'currency', curadoria_afiliados_offers_reading( array( $offer( 50, 'USD' ) ) )['status'] );
		$this->assertSame( 'currency', curadoria_afiliados_offers_reading( array( $offer( 50, null ) ) )['status'] );
		$this->assertSame( curadoria_afiliados_store_reading( null, 'out_of_stock' ), curadoria_afiliados_offers_reading( array( $offer( null, null, 'OutOfStock' ) ) ) );
		$this->assertSame( 'no_price', curadoria_afiliados_offers_reading( array() )['status'] );
	}
}

<?php
/**
 * Tests of rules/price-guard.php: never a wrong price.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * The guard.
 */
final class Price_Guard_Rules_Test extends TestCase {

	/** Now. */
	private const NOW = 1795000000;

	/**
	 * A store-read state at 100,00.
	 *
	 * @return array
	 */
	private static function store_state() {
		return curadoria_afiliados_offer_state(
			array(
				'source'       => 'store',
				'cents'        => 10000,
				'checked_at'   => self::NOW - 86400,
				'availability' => 'in_stock',
				'identity'     => 'sku:1',
			)
		);
	}

	/**
	 * A failure changes nothing shown; two in a row make the offer unverified.
	 */
	public function test_failures_change_no_price_and_two_make_it_unverified() {
		$first = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_failure( 'bot_wall' ), self::NOW );
		$this->assertNull( $first['cents'] );
		$this->assertSame( 'in_stock', curadoria_afiliados_offer_public_state( $first['state'], 10000 )['availability'] );
		$second = curadoria_afiliados_guard_reading( $first['state'], 10000, curadoria_afiliados_store_failure( 'http_503' ), self::NOW );
		$this->assertSame( 2, $second['state']['fails'] );
		$this->assertSame(
			array(
				'availability' => 'unknown',
				'checked_at'   => self::NOW - 86400,
				'price_source' => 'store',
			),
			curadoria_afiliados_offer_public_state( $second['state'], 10000 )
		);
		$back = curadoria_afiliados_guard_reading( $second['state'], 10000, curadoria_afiliados_store_reading( 10000, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 'in_stock', curadoria_afiliados_offer_public_state( $back['state'], 10000 )['availability'] );
	}

	/**
	 * A fall of more than half waits for a second reading that agrees.
	 */
	public function test_a_fall_of_more_than_half_is_held_until_a_second_reading_agrees() {
		$first = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_reading( 4999, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 'held', $first['outcome'] );
		$this->assertNull( $first['cents'] );
		$other = curadoria_afiliados_guard_reading( $first['state'], 10000, curadoria_afiliados_store_reading( 3000, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 'held', $other['outcome'] );
		$agrees = curadoria_afiliados_guard_reading( $other['state'], 10000, curadoria_afiliados_store_reading( 3000, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 3000, $agrees['cents'] );
		$half = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_reading( 5000, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 5000, $half['cents'] );
	}

	/**
	 * Another product than the one read before is a failure.
	 */
	public function test_another_product_at_the_link_is_refused() {
		$result = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_reading( 9000, 'in_stock', 'sku:2' ), self::NOW );
		$this->assertNull( $result['cents'] );
		$this->assertSame( 'other_product', $result['state']['status'] );
	}

	/**
	 * Out of stock: the availability, never the amount.
	 */
	public function test_out_of_stock_changes_the_availability_not_the_amount() {
		$manual = curadoria_afiliados_offer_state( array( 'cents' => 25990 ) );
		$result = curadoria_afiliados_guard_reading( $manual, 25990, curadoria_afiliados_store_reading( 19990, 'out_of_stock' ), self::NOW );
		$this->assertNull( $result['cents'] );
		$this->assertSame( 'out_of_stock', curadoria_afiliados_offer_public_state( $result['state'], 25990 )['availability'] );
	}

	/**
	 * A new amount, a confirmation; typed amounts are manual.
	 */
	public function test_readings_change_or_confirm_the_amount() {
		$changed = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_reading( 11990, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 11990, $changed['cents'] );
		$this->assertSame( self::NOW, curadoria_afiliados_offer_public_state( $changed['state'], 11990 )['checked_at'] );
		$confirmed = curadoria_afiliados_guard_reading( self::store_state(), 10000, curadoria_afiliados_store_reading( 10000, 'in_stock', 'sku:1' ), self::NOW );
		$this->assertSame( 'confirmed', $confirmed['outcome'] );
		$this->assertSame( 'manual', curadoria_afiliados_offer_public_state( self::store_state(), 12000 )['price_source'] );
		$this->assertSame(
			array(
				'availability' => 'unknown',
				'checked_at'   => null,
				'price_source' => 'manual',
			),
			curadoria_afiliados_offer_public_state( curadoria_afiliados_offer_state( null ), 12000 )
		);
	}
}

<?php
/**
 * Tests of rules/price-alert.php: the site's honest rule for an alert.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * When a recorded price earns an alert.
 */
final class Price_Alert_Rules_Test extends TestCase {

	/** The site's day in these tests. */
	private const TODAY = '2026-11-28';

	/**
	 * A recorded price.
	 *
	 * @param int         $amount       New amount.
	 * @param int|null    $previous     The offer's amount before.
	 * @param string      $availability Availability.
	 * @return array
	 */
	private function change( $amount, $previous, $availability = 'unknown' ) {
		return array(
			'amount_cents'   => $amount,
			'previous_cents' => $previous,
			'availability'   => $availability,
		);
	}

	/**
	 * A subscription.
	 *
	 * @param int|null    $target         Target.
	 * @param string|null $last_alert_day Day of its last alert.
	 * @return array
	 */
	private function subscription( $target = null, $last_alert_day = null ) {
		return array(
			'target_cents'   => $target,
			'last_alert_day' => $last_alert_day,
		);
	}

	/**
	 * Without a target: an amount below the lowest of the 30 days before is a drop.
	 */
	public function test_below_the_lowest_of_the_30_days_before_is_a_drop() {
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_DROP, curadoria_afiliados_alert_reason( $this->change( 44990, 49990 ), 45990, $this->subscription(), self::TODAY ) );
	}

	/**
	 * A Black Fraude rebound (raised, then "cut" back to where it was) is no
	 * drop, and neither is the lowest amount again.
	 */
	public function test_a_rebound_or_the_same_lowest_is_no_drop() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 39990, 49990 ), 39990, $this->subscription(), self::TODAY ), 'back to the lowest' );
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 42990, 49990 ), 39990, $this->subscription(), self::TODAY ), 'cut, but above the lowest' );
	}

	/**
	 * Without history before today there is nothing to beat.
	 */
	public function test_no_drop_without_history() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 100, null ), null, $this->subscription(), self::TODAY ) );
	}

	/**
	 * With a target: at the target or below, from a higher amount.
	 */
	public function test_at_or_under_the_target_from_above_is_a_target_alert() {
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_TARGET, curadoria_afiliados_alert_reason( $this->change( 30000, 32000 ), 29000, $this->subscription( 30000 ), self::TODAY ), 'at the target, even above the lowest' );
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_TARGET, curadoria_afiliados_alert_reason( $this->change( 25000, 32000 ), 29000, $this->subscription( 30000 ), self::TODAY ) );
	}

	/**
	 * A subscriber with a target hears nothing above it, even of a drop below the lowest.
	 */
	public function test_above_the_target_is_no_alert() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 30001, 40000 ), 35000, $this->subscription( 30000 ), self::TODAY ) );
	}

	/**
	 * Under the target but higher than before (a rise): no alert.
	 */
	public function test_a_rise_under_the_target_is_no_alert() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 26000, 25000 ), 25000, $this->subscription( 30000 ), self::TODAY ) );
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 25000, 25000 ), 25000, $this->subscription( 30000 ), self::TODAY ) );
	}

	/**
	 * A new store's first amount is measured against what the product cost before.
	 */
	public function test_a_new_stores_first_amount_counts_against_the_products_lowest() {
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_TARGET, curadoria_afiliados_alert_reason( $this->change( 28000, null ), 31000, $this->subscription( 30000 ), self::TODAY ) );
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 29000, null ), 28000, $this->subscription( 30000 ), self::TODAY ) );
	}

	/**
	 * Never for an offer out of stock.
	 */
	public function test_no_alert_out_of_stock() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 100, 50000, 'out_of_stock' ), 40000, $this->subscription(), self::TODAY ) );
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 100, 50000, 'out_of_stock' ), 40000, $this->subscription( 30000 ), self::TODAY ) );
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_DROP, curadoria_afiliados_alert_reason( $this->change( 100, 50000, 'in_stock' ), 40000, $this->subscription(), self::TODAY ) );
	}

	/**
	 * At most one alert per product and subscriber a day.
	 */
	public function test_at_most_one_alert_a_day() {
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 100, 50000 ), 40000, $this->subscription( null, self::TODAY ), self::TODAY ) );
		$this->assertNull( curadoria_afiliados_alert_reason( $this->change( 100, 50000 ), 40000, $this->subscription( 30000, self::TODAY ), self::TODAY ) );
		$this->assertSame( CURADORIA_AFILIADOS_ALERT_DROP, curadoria_afiliados_alert_reason( $this->change( 100, 50000 ), 40000, $this->subscription( null, '2026-11-27' ), self::TODAY ) );
	}
}

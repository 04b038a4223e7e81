<?php
/**
 * Tests of rules/price-history.php: what a new amount does to a store's
 * history, and the lowest price of the last 90 days.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Price history rules.
 */
final class Price_History_Rules_Test extends TestCase {

	/** Today, for these tests. */
	private const TODAY = '2026-11-28';

	/**
	 * The day $days_back days before TODAY.
	 *
	 * @param int $days_back Days.
	 * @return string
	 */
	private function day( $days_back ) {
		return ( new DateTimeImmutable( self::TODAY ) )->modify( "-{$days_back} days" )->format( 'Y-m-d' );
	}

	/**
	 * The lowest of 90 days of points given as (store, days ago, centavos).
	 *
	 * @param array    $points  Points, oldest first.
	 * @param string[] $offered Stores offered today, lower case.
	 * @return array|null
	 */
	private function lowest( array $points, array $offered = array( 'a' ) ) {
		return curadoria_afiliados_lowest(
			array_map(
				function ( $point ) {
					return array(
						'date'        => $this->day( $point[1] ),
						'store'       => $point[0],
						'price_cents' => $point[2],
					);
				},
				$points
			),
			$offered,
			$this->day( 89 )
		);
	}

	/**
	 * Rows as the table gives them: newest first.
	 *
	 * @param array $rows (days ago, centavos) pairs, newest first.
	 * @return array[]
	 */
	private function rows( array $rows ) {
		return array_map(
			function ( $row ) {
				return array(
					'day'         => $this->day( $row[0] ),
					'price_cents' => (string) $row[1],
				);
			},
			$rows
		);
	}

	/**
	 * The same amount as the last point adds nothing.
	 */
	public function test_the_same_amount_again_adds_no_point() {
		$this->assertSame( 'keep', curadoria_afiliados_history_step( $this->rows( array( array( 5, 99990 ) ) ), 99990, self::TODAY ) );
	}

	/**
	 * A new amount is today's point; a second change today rewrites it.
	 */
	public function test_a_change_is_todays_point_and_a_second_change_today_replaces_it() {
		$this->assertSame( 'put', curadoria_afiliados_history_step( array(), 99990, self::TODAY ) );
		$this->assertSame( 'put', curadoria_afiliados_history_step( $this->rows( array( array( 5, 99990 ) ) ), 95000, self::TODAY ) );
		$this->assertSame( 'put', curadoria_afiliados_history_step( $this->rows( array( array( 0, 95000 ), array( 5, 99990 ) ) ), 94000, self::TODAY ) );
	}

	/**
	 * Back to the amount before today's point: the day leaves no point.
	 */
	public function test_a_change_undone_the_same_day_leaves_no_point() {
		$this->assertSame( 'delete', curadoria_afiliados_history_step( $this->rows( array( array( 0, 94000 ), array( 5, 99990 ) ) ), 99990, self::TODAY ) );
	}

	/**
	 * An amount replaced on the day the window opens was never in force in it.
	 */
	public function test_an_amount_replaced_the_day_the_window_opens_is_not_counted() {
		$this->assertSame(
			array(
				'price_cents' => 900,
				'date'        => $this->day( 89 ),
				'store'       => 'A',
			),
			$this->lowest( array( array( 'A', 100, 500 ), array( 'A', 89, 900 ) ) )
		);
	}

	/**
	 * One replaced a day later was in force on the window's first day.
	 */
	public function test_an_amount_carried_into_the_window_counts_dated_its_first_day() {
		$this->assertSame(
			array(
				'price_cents' => 500,
				'date'        => $this->day( 89 ),
				'store'       => 'A',
			),
			$this->lowest( array( array( 'A', 100, 500 ), array( 'A', 88, 900 ) ) )
		);
	}

	/**
	 * The same lowest amount set twice: the latest time.
	 */
	public function test_the_lowest_amount_set_twice_is_dated_the_latest_time() {
		$this->assertSame(
			array(
				'price_cents' => 700,
				'date'        => $this->day( 20 ),
				'store'       => 'A',
			),
			$this->lowest( array( array( 'A', 80, 700 ), array( 'A', 70, 900 ), array( 'A', 20, 700 ), array( 'A', 10, 800 ) ) )
		);
	}

	/**
	 * Two points in a row with the same amount are one stretch, from the first.
	 */
	public function test_the_same_amount_twice_in_a_row_is_dated_from_the_first() {
		$this->assertSame(
			array(
				'price_cents' => 700,
				'date'        => $this->day( 40 ),
				'store'       => 'A',
			),
			$this->lowest( array( array( 'A', 40, 700 ), array( 'A', 20, 700 ) ) )
		);
	}

	/**
	 * The same amount at two stores: the latest date wins.
	 */
	public function test_the_same_lowest_amount_at_two_stores_is_the_latest() {
		$this->assertSame(
			array(
				'price_cents' => 800,
				'date'        => $this->day( 30 ),
				'store'       => 'B',
			),
			$this->lowest( array( array( 'B', 120, 900 ), array( 'A', 60, 800 ), array( 'B', 30, 800 ) ), array( 'a', 'b' ) )
		);
	}

	/**
	 * "Black Fraude": raised 21 days ago, back to the old price 2 days ago;
	 * the lower price from before is the lowest, not the "discount".
	 */
	public function test_a_price_raised_before_a_sale_does_not_hide_the_lower_price_from_before() {
		$this->assertSame(
			array(
				'price_cents' => 37990,
				'date'        => $this->day( 89 ),
				'store'       => 'A',
			),
			$this->lowest( array( array( 'A', 150, 37990 ), array( 'A', 40, 39990 ), array( 'A', 21, 49990 ), array( 'A', 2, 39990 ) ) )
		);
	}

	/**
	 * A store no longer offered is left out.
	 */
	public function test_a_store_no_longer_offered_is_left_out() {
		$this->assertSame( 900, $this->lowest( array( array( 'A', 60, 900 ), array( 'B', 30, 100 ) ), array( 'a' ) )['price_cents'] );
	}

	/**
	 * No point, no lowest.
	 */
	public function test_without_points_there_is_no_lowest() {
		$this->assertNull( $this->lowest( array() ) );
	}
}

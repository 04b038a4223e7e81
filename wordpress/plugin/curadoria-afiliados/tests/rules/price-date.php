<?php
/**
 * Tests of rules/price-date.php: the "price checked on" date and the
 * freshness window.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Price date rules.
 */
final class Price_Date_Rules_Test extends TestCase {

	/**
	 * A real calendar date as YYYY-MM-DD is kept.
	 */
	public function test_a_calendar_date_is_kept() {
		$this->assertSame( '2025-07-08', curadoria_afiliados_sanitize_date( ' 2025-07-08 ' ) );
	}

	/**
	 * An impossible date is refused.
	 */
	public function test_an_impossible_date_is_refused() {
		$this->assertSame( '', curadoria_afiliados_sanitize_date( '2025-02-30' ) );
		$this->assertSame( '', curadoria_afiliados_sanitize_date( '2025-13-01' ) );
	}

	/**
	 * Other formats and markup are refused.
	 */
	public function test_other_formats_and_markup_are_refused() {
		$this->assertSame( '', curadoria_afiliados_sanitize_date( '04/03/2025' ) );
		$this->assertSame( '', curadoria_afiliados_sanitize_date( 'ontem<script>' ) );
	}

	/**
	 * A freshness window is 1 to 365 days.
	 */
	public function test_a_freshness_window_is_one_to_365_days() {
		$this->assertSame( array( false, true, true, false ), array_map( 'curadoria_afiliados_fresh_days_valid', array( 0, 1, 365, 400 ) ) );
	}
}

<?php
/**
 * Tests of rules/subscription-limits.php: scripts, requests per address and
 * per visitor, the confirmations' pace, the unconfirmed's lifetime, the
 * hourly cap and failures.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * The subscriptions' limits.
 */
final class Subscription_Limits_Rules_Test extends TestCase {

	/** A moment: 2026-11-28 12:34:56 UTC. */
	private const NOW = 1795869296;

	/**
	 * A filled honeypot, or a form sent under 2 s after it was shown, is a script's.
	 */
	public function test_a_filled_honeypot_or_a_hurried_form_is_a_scripts() {
		$this->assertFalse( curadoria_afiliados_form_looks_automated( '', 2000 ) );
		$this->assertFalse( curadoria_afiliados_form_looks_automated( null, 15000 ) );
		$this->assertTrue( curadoria_afiliados_form_looks_automated( 'https://spam.example', 15000 ), 'honeypot' );
		$this->assertTrue( curadoria_afiliados_form_looks_automated( array( 'x' ), 15000 ), 'honeypot of another type' );
		$this->assertTrue( curadoria_afiliados_form_looks_automated( '', 1999 ), 'under 2 s' );
		$this->assertTrue( curadoria_afiliados_form_looks_automated( '', null ), 'no time' );
		$this->assertTrue( curadoria_afiliados_form_looks_automated( '', '5000' ), 'time of another type' );
	}

	/**
	 * An address has 5 requests in the hour from its first; the sixth is over.
	 */
	public function test_an_address_has_five_requests_an_hour() {
		list( $start, $count, $allowed ) = curadoria_afiliados_address_request( null, 0, self::NOW );
		$this->assertSame( array( self::NOW, 1, true ), array( $start, $count, $allowed ) );
		for ( $i = 2; $i <= 5; $i++ ) {
			list( $start, $count, $allowed ) = curadoria_afiliados_address_request( $start, $count, self::NOW + $i );
			$this->assertTrue( $allowed, "request {$i}" );
		}
		list( , $count, $allowed ) = curadoria_afiliados_address_request( $start, $count, self::NOW + 3599 );
		$this->assertSame( array( 6, false ), array( $count, $allowed ) );
		$this->assertSame( array( self::NOW + 3600, 1, true ), curadoria_afiliados_address_request( $start, $count, self::NOW + 3600 ), 'a new hour' );
	}

	/**
	 * A visitor (a bucket of addresses) has 10 requests a clock hour.
	 */
	public function test_a_visitor_has_ten_requests_a_clock_hour() {
		$this->assertSame( 1795867200, curadoria_afiliados_visitor_window( self::NOW ) );
		$this->assertSame( curadoria_afiliados_visitor_window( 1795867200 ), curadoria_afiliados_visitor_window( 1795870799 ) );
		$this->assertTrue( curadoria_afiliados_visitor_allowed( 10 ) );
		$this->assertFalse( curadoria_afiliados_visitor_allowed( 11 ) );
		$this->assertFalse( curadoria_afiliados_visitor_allowed( 4, 3 ), 'a lower limit' );
		$this->assertTrue( curadoria_afiliados_visitor_allowed( 5000, 0 ), 'no limit' );
	}

	/**
	 * One confirmation e-mail per address an hour.
	 */
	public function test_one_confirmation_an_hour() {
		$this->assertTrue( curadoria_afiliados_confirmation_due( null, self::NOW ) );
		$this->assertFalse( curadoria_afiliados_confirmation_due( self::NOW - 3599, self::NOW ) );
		$this->assertTrue( curadoria_afiliados_confirmation_due( self::NOW - 3600, self::NOW ) );
	}

	/**
	 * An unconfirmed subscription is kept 7 days.
	 */
	public function test_an_unconfirmed_subscription_is_kept_seven_days() {
		$this->assertFalse( curadoria_afiliados_pending_expired( self::NOW - 7 * 86400, self::NOW ) );
		$this->assertTrue( curadoria_afiliados_pending_expired( self::NOW - 7 * 86400 - 1, self::NOW ) );
	}

	/**
	 * A batch sends what the hourly cap leaves, at most its size; 0 is no cap.
	 */
	public function test_a_batch_sends_what_the_cap_leaves() {
		$this->assertSame( 100, curadoria_afiliados_send_allowance( 0, 500, 100 ) );
		$this->assertSame( 20, curadoria_afiliados_send_allowance( 480, 500, 100 ) );
		$this->assertSame( 0, curadoria_afiliados_send_allowance( 500, 500, 100 ) );
		$this->assertSame( 0, curadoria_afiliados_send_allowance( 620, 500, 100 ), 'a lowered cap' );
		$this->assertSame( 100, curadoria_afiliados_send_allowance( 100000, 0, 100 ), 'no cap' );
	}

	/**
	 * While e-mails wait, the next batch comes after a pause, or when the
	 * hour's oldest send leaves the window; nothing waits, no batch.
	 */
	public function test_the_next_batch_waits_for_the_cap() {
		$this->assertNull( curadoria_afiliados_next_batch_at( 0, 100, null, self::NOW ) );
		$this->assertSame( self::NOW + 60, curadoria_afiliados_next_batch_at( 5, 100, self::NOW - 10, self::NOW ) );
		$this->assertSame( self::NOW - 1200 + 3601, curadoria_afiliados_next_batch_at( 5, 0, self::NOW - 1200, self::NOW ) );
		$this->assertSame( self::NOW + 60, curadoria_afiliados_next_batch_at( 5, 0, self::NOW - 3590, self::NOW ), 'never sooner than the pause' );
	}

	/**
	 * Three refusals in a row and an address gets no more e-mail.
	 */
	public function test_three_refusals_suspend_an_address() {
		$this->assertFalse( curadoria_afiliados_failures_suspend( 2 ) );
		$this->assertTrue( curadoria_afiliados_failures_suspend( 3 ) );
	}
}

<?php
/**
 * Tests of rules/rate-limit.php: buckets of addresses, keys of days and the
 * clock-minute windows.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * The counter's rate limit rules.
 */
final class Rate_Limit_Rules_Test extends TestCase {

	/** A secret standing in for wp-config.php's. */
	private const SECRET = 'not-the-sites-secret';

	/**
	 * A bucket is 16 bits: one of 65,536.
	 */
	public function test_a_bucket_is_16_bits() {
		$key = curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-28' );
		foreach ( array( '203.0.113.50', '203.0.113.51', '2001:db8:1:2::1', '::1', '255.255.255.255' ) as $ip ) {
			$bucket = curadoria_afiliados_rate_bucket_of( $ip, $key );
			$this->assertGreaterThanOrEqual( 0, $bucket );
			$this->assertLessThanOrEqual( 0xffff, $bucket );
		}
	}

	/**
	 * One device may span an IPv6 /64: all of it is one address.
	 */
	public function test_the_addresses_of_one_ipv6_64_share_a_bucket() {
		$key = curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-28' );
		$this->assertSame( curadoria_afiliados_rate_bucket_of( '2001:db8:1:2::1', $key ), curadoria_afiliados_rate_bucket_of( '2001:db8:1:2:ffff:ffff:ffff:fffe', $key ) );
	}

	/**
	 * Addresses spread over the buckets (the first 256 of a /24 fill over 200 of them).
	 */
	public function test_addresses_spread_over_the_buckets() {
		$key     = curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-28' );
		$buckets = array();
		for ( $i = 0; $i < 256; $i++ ) {
			$buckets[ curadoria_afiliados_rate_bucket_of( "198.51.100.{$i}", $key ) ] = true;
		}
		$this->assertGreaterThan( 200, count( $buckets ) );
	}

	/**
	 * Each day has its own key, so an address changes bucket from day to day;
	 * each secret too.
	 */
	public function test_a_new_day_or_another_secret_gives_another_key() {
		$today = curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-28' );
		$this->assertNotSame( $today, curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-29' ) );
		$this->assertNotSame( $today, curadoria_afiliados_rate_day_key( 'another secret', '2026-11-28' ) );
		$this->assertSame( $today, curadoria_afiliados_rate_day_key( self::SECRET, '2026-11-28' ) );
	}

	/**
	 * The window is the clock minute; the wait is what is left of it.
	 */
	public function test_the_window_is_the_clock_minute() {
		$minute = 1795900800; // 2026-11-28 21:20:00 UTC, the start of a minute.
		$this->assertSame( $minute, curadoria_afiliados_rate_window( $minute + 59 ) );
		$this->assertSame( $minute + 60, curadoria_afiliados_rate_window( $minute + 60 ) );
		$this->assertSame( 60, curadoria_afiliados_rate_seconds_left( $minute ) );
		$this->assertSame( 1, curadoria_afiliados_rate_seconds_left( $minute + 59 ) );
	}

	/**
	 * Up to the limit an event passes; past it, it waits for the next minute.
	 */
	public function test_past_the_limit_an_event_waits_for_the_next_minute() {
		$now = 1795900800 + 45;
		$this->assertSame( 0, curadoria_afiliados_rate_retry_after( 5, 5, $now ) );
		$this->assertSame( 15, curadoria_afiliados_rate_retry_after( 6, 5, $now ) );
	}
}

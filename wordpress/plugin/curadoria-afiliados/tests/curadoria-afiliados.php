<?php
/**
 * Tests of curadoria-afiliados.php: what the plugin installs, and what an
 * upgrade from an older version removes.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Installing and upgrading.
 */
final class Plugin_Install_Test extends Curadoria_Stored_Test_Case {

	/**
	 * The installed schema is recorded and the daily link check scheduled.
	 */
	public function test_the_schema_is_recorded_and_the_daily_link_check_scheduled() {
		$this->assertSame( CURADORIA_AFILIADOS_DB_VERSION, get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ) );
		$this->assertNotFalse( wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT ) );
	}

	/**
	 * An update from 1.2.0 (schema 1) removes its daily salt and its counters
	 * named by full HMACs, which together let a copy of the database recover
	 * the addresses. (Stored, not in a transaction: the upgrade's dbDelta may
	 * change tables, which ends a transaction.)
	 */
	public function test_an_upgrade_from_1_2_0_removes_its_salt_and_counters() {
		$legacy = 'curadoria_afiliados_rl_' . str_repeat( 'cd', 16 );
		foreach ( array( 'curadoria_afiliados_rate_salt', CURADORIA_AFILIADOS_DB_VERSION_OPTION, '_transient_' . $legacy, '_transient_timeout_' . $legacy, 'cron' ) as $option ) {
			$this->keep_option( $option );
		}
		update_option(
			'curadoria_afiliados_rate_salt',
			array(
				'day'  => gmdate( 'Y-m-d' ),
				'salt' => str_repeat( 'ab', 32 ),
			),
			false
		);
		set_transient( $legacy, array( time(), 1 ), 60 );
		update_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION, '1' );
		curadoria_afiliados_maybe_upgrade();
		wp_cache_flush();
		$this->assertSame(
			array( false, false, CURADORIA_AFILIADOS_DB_VERSION ),
			array( get_option( 'curadoria_afiliados_rate_salt' ), get_transient( $legacy ), get_option( CURADORIA_AFILIADOS_DB_VERSION_OPTION ) )
		);
	}
}

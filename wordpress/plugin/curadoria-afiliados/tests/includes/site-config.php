<?php
/**
 * Tests of includes/site-config.php: GET /curadoria/v1/config and the
 * freshness window it serves.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The /config route.
 */
final class Site_Config_Test extends Curadoria_Test_Case {

	/**
	 * The plugin's version and the 7-day default.
	 */
	public function test_config_says_the_version_and_the_freshness_window() {
		$response = $this->rest( 'GET', '/curadoria/v1/config' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'version'          => CURADORIA_AFILIADOS_VERSION,
				'price_fresh_days' => 7,
			),
			$response->get_data()
		);
	}

	/**
	 * The setting changes what /config says.
	 */
	public function test_config_follows_the_setting() {
		update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 45 );
		$this->assertSame( 45, $this->rest( 'GET', '/curadoria/v1/config' )->get_data()['price_fresh_days'] );
	}

	/**
	 * The settings form refuses 0 and 400 days and keeps the previous value.
	 */
	public function test_the_settings_form_keeps_the_previous_value_outside_1_to_365_days() {
		update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 45 );
		curadoria_afiliados_register_setting();
		update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 0 );
		$this->assertSame( 45, get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ) );
		update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, '400' );
		$this->assertSame( 45, get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ) );
	}

	/**
	 * A value written around the form falls back to the default.
	 */
	public function test_a_bad_stored_value_falls_back_to_7_days() {
		global $wpdb;
		update_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, 45 );
		$wpdb->update( $wpdb->options, array( 'option_value' => 'abc' ), array( 'option_name' => CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ) );
		wp_cache_flush();
		$this->assertSame( 7, curadoria_afiliados_price_fresh_days() );
	}
}

/**
 * The /config route over HTTP.
 */
final class Site_Config_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * /config answers exactly {"version":"1.6.1","price_fresh_days":7} over HTTP.
	 */
	public function test_config_answers_its_json_over_http() {
		$response = $this->http()->get( $this->site( '/wp-json/curadoria/v1/config' ) );
		$this->assertSame( array( 200, '{"version":"' . CURADORIA_AFILIADOS_VERSION . '","price_fresh_days":7}' ), array( $response->status, $response->body ) );
	}
}

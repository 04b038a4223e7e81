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
			array_diff_key( $response->get_data(), array( 'subscriptions' => true ) )
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

	/**
	 * The site learns whether subscriptions are taken (the site's address is
	 * set) and the consent text in force of each form, with its version.
	 */
	public function test_config_says_whether_subscriptions_are_taken_and_their_consent_texts() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' );
		$this->assertFalse( $this->rest( 'GET', '/curadoria/v1/config' )->get_data()['subscriptions']['available'] );
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		update_option( CURADORIA_AFILIADOS_CONSENT_OPTION, curadoria_afiliados_sanitize_consent_texts( array( CURADORIA_AFILIADOS_PURPOSE_ALERT => 'Quero o aviso de preço.' ) ) );
		$subscriptions = $this->rest( 'GET', '/curadoria/v1/config' )->get_data()['subscriptions'];
		$this->assertTrue( $subscriptions['available'] );
		$this->assertSame(
			array(
				'version' => 2,
				'text'    => 'Quero o aviso de preço.',
			),
			$subscriptions['consent'][ CURADORIA_AFILIADOS_PURPOSE_ALERT ]
		);
		$this->assertSame( 1, $subscriptions['consent'][ CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER ]['version'] );
	}

	/**
	 * Without an address set, the site's address taken from the CORS
	 * allow-list (the one 'Visualizar' uses) opens subscriptions too.
	 */
	public function test_the_allow_lists_site_address_opens_subscriptions() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' );
		update_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, "http://localhost:*\nhttps://achados.example" );
		$this->assertTrue( $this->rest( 'GET', '/curadoria/v1/config' )->get_data()['subscriptions']['available'] );
		$this->assertSame( 'https://achados.example/inscricao/cancelar?token=a.b', curadoria_afiliados_cancel_link( 'a.b' ) );
	}
}

/**
 * The /config route over HTTP.
 */
final class Site_Config_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * /config answers {"version", "price_fresh_days", "subscriptions"} over HTTP.
	 */
	public function test_config_answers_its_json_over_http() {
		$response = $this->http()->get( $this->site( '/wp-json/curadoria/v1/config' ) );
		$this->assertSame( 200, $response->status );
		$config = $response->json();
		$this->assertSame( array( 'version', 'price_fresh_days', 'subscriptions' ), array_keys( $config ) );
		$this->assertSame( array( CURADORIA_AFILIADOS_VERSION, 7 ), array( $config['version'], $config['price_fresh_days'] ) );
	}
}

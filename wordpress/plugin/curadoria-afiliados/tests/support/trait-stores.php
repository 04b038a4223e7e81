<?php
/**
 * For the price refresh's tests: the stand-in stores (Curadoria_Store_Fixtures)
 * as the stores and their APIs, no wait between requests unless a test asks
 * for one, and the requests they got during each test.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The stand-in stores of a test class.
 */
trait Curadoria_Stores {

	/**
	 * Requests the stores had before the test.
	 *
	 * @var int
	 */
	private $stores_before = 0;

	/**
	 * No wait between requests (the politeness tests set their own), the
	 * APIs at the stand-in, and the stores' requests counted from here.
	 */
	protected function use_stand_in_stores() {
		$this->add_filter(
			'curadoria_afiliados_store_request_interval',
			static function () {
				return 0.0;
			}
		);
		$base = Curadoria_Store_Fixtures::url();
		$this->add_filter(
			'curadoria_afiliados_store_api_urls',
			static function ( $urls ) use ( $base ) {
				return array(
					'amazon_token_2.1'    => $base . '/amazon/token',
					'amazon_token_3.1'    => $base . '/amazon/token',
					'amazon_items'        => $base . '/amazon/items',
					'mercado_livre'       => $base . '/ml',
					'mercado_livre_token' => $base . '/ml/token',
					'shopee'              => $base . '/shopee/graphql',
				) + $urls;
			}
		);
		$this->stores_before = count( Curadoria_Store_Fixtures::requests() );
	}

	/**
	 * A page of the stand-in stores.
	 *
	 * @param string $path Path.
	 * @return string
	 */
	protected static function store( $path ) {
		return Curadoria_Store_Fixtures::url() . $path;
	}

	/**
	 * The owner's credentials for every API (the stand-in's).
	 */
	protected function give_api_credentials() {
		update_option( 'curadoria_afiliados_amazon_credential_id', 'amazon-id' );
		update_option( 'curadoria_afiliados_amazon_credential_secret', 'amazon-secret' );
		update_option( 'curadoria_afiliados_amazon_credential_version', '2.1' );
		update_option( 'curadoria_afiliados_amazon_partner_tag', 'curadoria-20' );
		update_option( 'curadoria_afiliados_mercado_livre_client_id', 'ml-id' );
		update_option( 'curadoria_afiliados_mercado_livre_secret', 'ml-secret' );
		update_option( 'curadoria_afiliados_shopee_app_id', '123456' );
		update_option( 'curadoria_afiliados_shopee_secret', 'shopee-secret' );
	}

	/**
	 * The requests the stores got since use_stand_in_stores().
	 *
	 * @return array[] method, path, query, agent, if_none_match, authorization, marketplace, body, time.
	 */
	protected function store_requests() {
		return array_slice( Curadoria_Store_Fixtures::requests(), $this->stores_before );
	}

	/**
	 * The paths the stores were asked for since use_stand_in_stores().
	 *
	 * @return string[]
	 */
	protected function asked_paths() {
		return array_column( $this->store_requests(), 'path' );
	}
}

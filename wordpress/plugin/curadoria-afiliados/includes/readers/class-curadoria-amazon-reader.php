<?php
/**
 * Amazon through its Creators API (the successor of PA-API 5): an OAuth 2.0
 * token from the owner's credential (client credentials grant; versions 2.x
 * at Amazon's Cognito, 3.x at Login with Amazon), then GetItems with the
 * offersV2 resources for the offer's ASIN. Amazon's pages are never read.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Amazon.
 */
final class Curadoria_Amazon_Reader implements Curadoria_Price_Reader {

	/** The offersV2 resources asked for. */
	private const RESOURCES = array( 'offersV2.listings.price', 'offersV2.listings.availability', 'offersV2.listings.condition', 'offersV2.listings.isBuyBoxWinner' );

	/**
	 * {@inheritDoc}
	 */
	public function name() {
		return 'amazon';
	}

	/**
	 * Whether the owner gave a complete credential.
	 *
	 * @return bool
	 */
	public static function configured() {
		foreach ( array( 'curadoria_afiliados_amazon_credential_id', 'curadoria_afiliados_amazon_credential_secret', 'curadoria_afiliados_amazon_credential_version', 'curadoria_afiliados_amazon_partner_tag' ) as $option ) {
			if ( '' === curadoria_afiliados_api_setting( $option ) ) {
				return false;
			}
		}
		return isset( curadoria_afiliados_api_urls()[ 'amazon_token_' . curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_version' ) ] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url Product address.
	 */
	public function reads( $url ) {
		return self::configured() && '' !== curadoria_afiliados_amazon_asin( $url );
	}

	/**
	 * A token, from the cache or asked for.
	 *
	 * @return string|array The token, or a failure.
	 */
	private static function token() {
		$id      = curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_id' );
		$version = curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_version' );
		$key     = 'curadoria_afiliados_amazon_token_' . md5( $id . '|' . $version );
		$cached  = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$fields = array(
			'grant_type'    => 'client_credentials',
			'client_id'     => $id,
			'client_secret' => curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_secret' ),
		);
		$lwa    = 0 === strpos( $version, '3.' );
		$answer = curadoria_afiliados_store_fetch(
			curadoria_afiliados_api_urls()[ 'amazon_token_' . $version ],
			array(
				'method'  => 'POST',
				'robots'  => false,
				'headers' => array( 'Content-Type' => $lwa ? 'application/json' : 'application/x-www-form-urlencoded' ),
				'body'    => $lwa ? wp_json_encode( $fields + array( 'scope' => 'creatorsapi::default' ) ) : http_build_query( $fields + array( 'scope' => 'creatorsapi/default' ), '', '&' ),
			)
		);
		if ( ! isset( $answer['headers'] ) ) {
			return $answer;
		}
		$token = curadoria_afiliados_read_token_answer( $answer['status'], $answer['body'] );
		if ( isset( $token['token'] ) ) {
			set_transient( $key, $token['token'], max( 1, $token['expires_in'] - 60 ) );
			return $token['token'];
		}
		return $token;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url        Product address.
	 * @param array  $validators Unused: the API answers every time.
	 */
	public function read( $url, array $validators ) {
		$token = self::token();
		if ( is_array( $token ) ) {
			return $token;
		}
		$asin        = curadoria_afiliados_amazon_asin( $url );
		$version     = curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_version' );
		$marketplace = curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_marketplace' );
		$marketplace = '' !== $marketplace ? $marketplace : 'www.amazon.com.br';
		$answer      = curadoria_afiliados_store_fetch(
			curadoria_afiliados_api_urls()['amazon_items'],
			array(
				'method'  => 'POST',
				'robots'  => false,
				'headers' => array(
					'Authorization' => 'Bearer ' . $token . ( 0 === strpos( $version, '3.' ) ? '' : ', Version ' . $version ),
					'Content-Type'  => 'application/json; charset=utf-8',
					'x-marketplace' => $marketplace,
				),
				'body'    => wp_json_encode(
					array(
						'itemIds'     => array( $asin ),
						'itemIdType'  => 'ASIN',
						'marketplace' => $marketplace,
						'partnerTag'  => curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_partner_tag' ),
						'resources'   => self::RESOURCES,
					)
				),
			)
		);
		if ( ! isset( $answer['headers'] ) ) {
			return $answer;
		}
		$reading = curadoria_afiliados_read_amazon_answer( $answer['status'], $answer['body'], $asin );
		if ( 'credentials' === $reading['status'] ) {
			delete_transient( 'curadoria_afiliados_amazon_token_' . md5( curadoria_afiliados_api_setting( 'curadoria_afiliados_amazon_credential_id' ) . '|' . $version ) );
		}
		return $reading;
	}
}

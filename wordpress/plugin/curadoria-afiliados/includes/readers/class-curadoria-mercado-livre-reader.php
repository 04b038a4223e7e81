<?php
/**
 * Mercado Livre through its items API: an application token (OAuth 2.0
 * client credentials), the item (GET /items/{id}: is it active?) and its
 * sale price (GET /items/{id}/sale_price: what a buyer pays now).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Mercado Livre.
 */
final class Curadoria_Mercado_Livre_Reader implements Curadoria_Price_Reader {

	/**
	 * {@inheritDoc}
	 */
	public function name() {
		return 'mercado_livre';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url Product address.
	 */
	public function reads( $url ) {
		return '' !== curadoria_afiliados_api_setting( 'curadoria_afiliados_mercado_livre_client_id' )
			&& '' !== curadoria_afiliados_api_setting( 'curadoria_afiliados_mercado_livre_secret' )
			&& '' !== curadoria_afiliados_mercado_livre_item( $url );
	}

	/**
	 * A token, from the cache or asked for.
	 *
	 * @return string|array The token, or a failure.
	 */
	private static function token() {
		$id     = curadoria_afiliados_api_setting( 'curadoria_afiliados_mercado_livre_client_id' );
		$key    = 'curadoria_afiliados_mercado_livre_token_' . md5( $id );
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$answer = curadoria_afiliados_store_fetch(
			curadoria_afiliados_api_urls()['mercado_livre_token'],
			array(
				'method'  => 'POST',
				'robots'  => false,
				'headers' => array(
					'Content-Type' => 'application/x-www-form-urlencoded',
					'Accept'       => 'application/json',
				),
				'body'    => http_build_query(
					array(
						'grant_type'    => 'client_credentials',
						'client_id'     => $id,
						'client_secret' => curadoria_afiliados_api_setting( 'curadoria_afiliados_mercado_livre_secret' ),
					),
					'',
					'&'
				),
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
	 * @param array  $validators Unused.
	 */
	public function read( $url, array $validators ) {
		$token = self::token();
		if ( is_array( $token ) ) {
			return $token;
		}
		$id   = curadoria_afiliados_mercado_livre_item( $url );
		$base = rtrim( curadoria_afiliados_api_urls()['mercado_livre'], '/' ) . '/items/' . rawurlencode( $id );
		$ask  = static function ( $address ) use ( $token ) {
			$answer = curadoria_afiliados_store_fetch(
				$address,
				array(
					'robots'  => false,
					'headers' => array(
						'Authorization' => 'Bearer ' . $token,
						'Accept'        => 'application/json',
					),
				)
			);
			return isset( $answer['headers'] ) ? array(
				'status' => $answer['status'],
				'body'   => $answer['body'],
			) : $answer;
		};
		$item = $ask( $base . '?attributes=id,status,currency_id' );
		if ( ! isset( $item['body'] ) ) {
			return $item;
		}
		$active = 200 === $item['status'] && 'active' === ( curadoria_afiliados_api_json( $item['body'] )['status'] ?? '' );
		$price  = $active ? $ask( $base . '/sale_price?context=channel_marketplace' ) : array();
		if ( $active && ! isset( $price['body'] ) ) {
			return $price;
		}
		$reading = curadoria_afiliados_read_mercado_livre_answer( $item, $price, $id );
		if ( 'credentials' === $reading['status'] ) {
			delete_transient( 'curadoria_afiliados_mercado_livre_token_' . md5( curadoria_afiliados_api_setting( 'curadoria_afiliados_mercado_livre_client_id' ) ) );
		}
		return $reading;
	}
}

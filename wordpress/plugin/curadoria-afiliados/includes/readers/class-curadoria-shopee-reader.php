<?php
/**
 * Shopee through its affiliate API (GraphQL): productOfferV2 for the item,
 * each request signed with the owner's AppID and Secret (SHA256 of AppID,
 * timestamp, payload and Secret).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Shopee.
 */
final class Curadoria_Shopee_Reader implements Curadoria_Price_Reader {

	/** The query: one item of one shop. */
	private const QUERY = 'query ($itemId: Int64, $shopId: Int64) { productOfferV2(itemId: $itemId, shopId: $shopId, page: 1, limit: 1) { nodes { itemId shopId price priceMin priceMax } } }';

	/**
	 * {@inheritDoc}
	 */
	public function name() {
		return 'shopee';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url Product address.
	 */
	public function reads( $url ) {
		return '' !== curadoria_afiliados_api_setting( 'curadoria_afiliados_shopee_app_id' )
			&& '' !== curadoria_afiliados_api_setting( 'curadoria_afiliados_shopee_secret' )
			&& null !== curadoria_afiliados_shopee_ids( $url );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url        Product address.
	 * @param array  $validators Unused.
	 */
	public function read( $url, array $validators ) {
		$ids     = curadoria_afiliados_shopee_ids( $url );
		$app     = curadoria_afiliados_api_setting( 'curadoria_afiliados_shopee_app_id' );
		$payload = (string) wp_json_encode(
			array(
				'query'     => self::QUERY,
				'variables' => array(
					'itemId' => (int) $ids['item'],
					'shopId' => (int) $ids['shop'],
				),
			)
		);
		$time    = (string) time();
		$answer  = curadoria_afiliados_store_fetch(
			curadoria_afiliados_api_urls()['shopee'],
			array(
				'method'  => 'POST',
				'robots'  => false,
				'headers' => array(
					'Content-Type'  => 'application/json',
					'Authorization' => 'SHA256 Credential=' . $app . ', Timestamp=' . $time . ', Signature=' . hash( 'sha256', $app . $time . $payload . curadoria_afiliados_api_setting( 'curadoria_afiliados_shopee_secret' ) ),
				),
				'body'    => $payload,
			)
		);
		if ( ! isset( $answer['headers'] ) ) {
			return $answer;
		}
		return curadoria_afiliados_read_shopee_answer( $answer['status'], $answer['body'], $ids['item'] );
	}
}

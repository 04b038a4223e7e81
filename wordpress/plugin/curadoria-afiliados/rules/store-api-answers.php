<?php
/**
 * What the stores' APIs answer, without WordPress: an OAuth 2.0 token
 * (Amazon's Creators API, Mercado Livre), Amazon's GetItems with offersV2,
 * Mercado Livre's item and its sale price, Shopee's productOfferV2; each
 * brought to one reading or a failure (see rules/store-offer.php). The
 * shapes are those of each API's documentation (see the decision record
 * "price refresh"), and the tests answer with them.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The failure an API's HTTP status means, or null for 2xx: 401 and 403 say
 * the owner's credentials are wrong, 404 and 410 that the product is gone,
 * anything else is the status itself.
 *
 * @param int $status HTTP status.
 * @return array|null
 */
function curadoria_afiliados_api_status_failure( $status ) {
	if ( $status >= 200 && $status < 300 ) {
		return null;
	}
	if ( 401 === $status || 403 === $status ) {
		return curadoria_afiliados_store_failure( 'credentials', 'HTTP ' . $status );
	}
	if ( 404 === $status || 410 === $status ) {
		return curadoria_afiliados_store_failure( 'not_found', 'HTTP ' . $status );
	}
	return curadoria_afiliados_store_failure( 'http_' . $status );
}

/**
 * An API's JSON answer decoded, or null when it is not a JSON object.
 *
 * @param string $body Body.
 * @return array|null
 */
function curadoria_afiliados_api_json( $body ) {
	$data = json_decode( (string) $body, true );
	return is_array( $data ) ? $data : null;
}

/**
 * An OAuth 2.0 token answer (client credentials grant).
 *
 * @param int    $status HTTP status.
 * @param string $body   Body.
 * @return array{token: string, expires_in: int}|array A failure when there is no token.
 */
function curadoria_afiliados_read_token_answer( $status, $body ) {
	$failure = curadoria_afiliados_api_status_failure( $status );
	if ( 400 === $status ) {
		$failure = curadoria_afiliados_store_failure( 'credentials', 'HTTP 400' ); // invalid_client, invalid_grant.
	}
	if ( $failure ) {
		return $failure;
	}
	$data = curadoria_afiliados_api_json( $body );
	if ( ! $data || ! is_string( $data['access_token'] ?? null ) || '' === $data['access_token'] ) {
		return curadoria_afiliados_store_failure( 'malformed', 'token' );
	}
	return array(
		'token'      => $data['access_token'],
		'expires_in' => max( 60, (int) ( $data['expires_in'] ?? 3600 ) ),
	);
}

/**
 * Amazon's availability types (offersV2.listings.availability.type) in
 * schema.org's words.
 *
 * @param mixed $type Type.
 * @return string|null 'InStock', 'OutOfStock', or null (UNKNOWN, absent).
 */
function curadoria_afiliados_amazon_availability( $type ) {
	$type = is_string( $type ) ? strtoupper( $type ) : '';
	if ( in_array( $type, array( 'IN_STOCK', 'IN_STOCK_SCARCE', 'PREORDER', 'LEADTIME', 'AVAILABLE_DATE', 'BACKORDER' ), true ) ) {
		return 'InStock';
	}
	return in_array( $type, array( 'OUT_OF_STOCK', 'UNAVAILABLE' ), true ) ? 'OutOfStock' : null;
}

/**
 * Amazon's Creators API GetItems answer for one ASIN: the Buy Box winner's
 * listing (or the first), new condition only, never one whose price Amazon
 * forbids showing (violatesMAP); an item without a listing is not for sale.
 *
 * @param int    $status HTTP status.
 * @param string $body   Body.
 * @param string $asin   ASIN asked for.
 * @return array A reading or a failure.
 */
function curadoria_afiliados_read_amazon_answer( $status, $body, $asin ) {
	$failure = curadoria_afiliados_api_status_failure( $status );
	if ( $failure ) {
		return $failure;
	}
	$data = curadoria_afiliados_api_json( $body );
	if ( null === $data ) {
		return curadoria_afiliados_store_failure( 'malformed' );
	}
	$item = null;
	foreach ( (array) ( $data['itemsResult']['items'] ?? array() ) as $candidate ) {
		if ( is_array( $candidate ) && strtoupper( (string) ( $candidate['asin'] ?? '' ) ) === $asin ) {
			$item = $candidate;
		}
	}
	if ( null === $item ) {
		$code = (string) ( $data['errors'][0]['code'] ?? '' );
		return '' !== $code || isset( $data['itemsResult'] ) ? curadoria_afiliados_store_failure( 'not_found', $code ) : curadoria_afiliados_store_failure( 'malformed' );
	}
	$listings = array_values( array_filter( (array) ( $item['offersV2']['listings'] ?? array() ), 'is_array' ) );
	usort(
		$listings,
		static function ( $a, $b ) {
			return (int) ! empty( $b['isBuyBoxWinner'] ) <=> (int) ! empty( $a['isBuyBoxWinner'] );
		}
	);
	foreach ( $listings as $listing ) {
		$condition = strtolower( (string) ( $listing['condition']['value'] ?? 'new' ) );
		if ( ! empty( $listing['violatesMAP'] ) || 'new' !== $condition ) {
			continue;
		}
		$money = $listing['price']['money'] ?? array();
		return curadoria_afiliados_offers_reading(
			array(
				array(
					'amount'       => $money['amount'] ?? null,
					'currency'     => $money['currency'] ?? null,
					'availability' => curadoria_afiliados_amazon_availability( $listing['availability']['type'] ?? null ),
				),
			),
			'asin:' . $asin
		);
	}
	return $listings ? curadoria_afiliados_store_failure( 'no_price', 'violatesMAP' ) : curadoria_afiliados_store_reading( null, 'out_of_stock', 'asin:' . $asin );
}

/**
 * Mercado Livre's answers for one item: the item (GET /items/{id}: its
 * status) and its sale price (GET /items/{id}/sale_price: the price buyers
 * pay now, promotions included). An active item sells; a paused, closed or
 * inactive one does not.
 *
 * @param array  $item  array( 'status' => int, 'body' => string ).
 * @param array  $price array( 'status' => int, 'body' => string ), or array() when not asked (the item does not sell).
 * @param string $id    Item id asked for.
 * @return array A reading or a failure.
 */
function curadoria_afiliados_read_mercado_livre_answer( array $item, array $price, $id ) {
	$failure = curadoria_afiliados_api_status_failure( (int) $item['status'] );
	if ( $failure ) {
		return 'not_found' === $failure['status'] ? curadoria_afiliados_store_failure( 'gone', $id ) : $failure;
	}
	$data = curadoria_afiliados_api_json( $item['body'] );
	if ( null === $data || strtoupper( (string) ( $data['id'] ?? '' ) ) !== $id || ! is_string( $data['status'] ?? null ) ) {
		return curadoria_afiliados_store_failure( 'malformed' );
	}
	if ( 'active' !== $data['status'] ) {
		return curadoria_afiliados_store_reading( null, 'out_of_stock', 'item:' . $id );
	}
	$failure = curadoria_afiliados_api_status_failure( (int) ( $price['status'] ?? 0 ) );
	if ( $failure ) {
		return $failure;
	}
	$sale = curadoria_afiliados_api_json( $price['body'] );
	if ( null === $sale || ! array_key_exists( 'amount', $sale ) ) {
		return curadoria_afiliados_store_failure( 'malformed' );
	}
	return curadoria_afiliados_offers_reading(
		array(
			array(
				'amount'       => $sale['amount'],
				'currency'     => $sale['currency_id'] ?? null,
				'availability' => 'InStock',
			),
		),
		'item:' . $id
	);
}

/**
 * Shopee's affiliate API answer to productOfferV2(itemId, shopId): the
 * item's price (a single price, or a range whose ends agree; a range of
 * variations is not one price). GraphQL errors come with HTTP 200 and a code:
 * 10020 and 10031–10035 say the credentials are wrong, 10030 that the
 * limit is reached, 10000 a failure at Shopee.
 *
 * @param int    $status HTTP status.
 * @param string $body   Body.
 * @param string $item   Item id asked for.
 * @return array A reading or a failure.
 */
function curadoria_afiliados_read_shopee_answer( $status, $body, $item ) {
	$failure = curadoria_afiliados_api_status_failure( $status );
	if ( $failure ) {
		return $failure;
	}
	$data = curadoria_afiliados_api_json( $body );
	if ( null === $data ) {
		return curadoria_afiliados_store_failure( 'malformed' );
	}
	if ( ! empty( $data['errors'] ) ) {
		$code = (int) ( $data['errors'][0]['extensions']['code'] ?? 0 );
		if ( 10020 === $code || ( $code >= 10031 && $code <= 10035 ) ) {
			return curadoria_afiliados_store_failure( 'credentials', (string) $code );
		}
		return curadoria_afiliados_store_failure( 10030 === $code ? 'http_429' : ( 10000 === $code ? 'http_500' : 'malformed' ), (string) $code );
	}
	if ( ! isset( $data['data']['productOfferV2'] ) ) {
		return curadoria_afiliados_store_failure( 'malformed' );
	}
	foreach ( (array) ( $data['data']['productOfferV2']['nodes'] ?? array() ) as $node ) {
		if ( ! is_array( $node ) || (string) ( $node['itemId'] ?? '' ) !== $item ) {
			continue;
		}
		$min    = curadoria_afiliados_store_amount( $node['priceMin'] ?? null );
		$max    = curadoria_afiliados_store_amount( $node['priceMax'] ?? null );
		$amount = $node['price'] ?? null;
		if ( null === $amount && null !== $min && $min === $max ) {
			$amount = $node['priceMin'];
		}
		if ( null === curadoria_afiliados_store_amount( $amount ) ) {
			return curadoria_afiliados_store_failure( 'no_price', null !== $min && $min !== $max ? 'range' : '' );
		}
		// The affiliate API lists only items on sale, always in the marketplace's currency (reais at shopee.com.br).
		return curadoria_afiliados_offers_reading(
			array(
				array(
					'amount'       => $amount,
					'currency'     => CURADORIA_AFILIADOS_CURRENCY,
					'availability' => 'InStock',
				),
			),
			'item:' . $item
		);
	}
	return curadoria_afiliados_store_failure( 'not_found', $item );
}

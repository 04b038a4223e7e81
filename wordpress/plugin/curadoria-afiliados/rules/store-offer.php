<?php
/**
 * What a store says of an offer, without WordPress: an amount as stores
 * write it (a number, "1299.90", "1.299,90", "R$ 1.299,90"), its currency,
 * its availability (schema.org's, Open Graph's), and several offers of one
 * product brought down to one reading.
 *
 * A reading is array( 'status' => 'read', 'cents' => int|null, 'availability'
 * => 'in_stock'|'out_of_stock', 'identity' => string ) ('cents' null: the
 * store says the product is out of stock and shows no price); a failure is
 * array( 'status' => a problem code, 'detail' => string ) (see
 * curadoria_afiliados_store_failure()).
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * A failed reading.
 *
 * @param string $status Problem: 'bot_wall', 'http_NNN', 'no_price',
 *                       'currency', 'other_product', 'several_products',
 *                       'gone', 'not_found', 'credentials', 'malformed',
 *                       'robots', 'too_large', 'timeout', 'network',
 *                       'refused', 'redirects'.
 * @param string $detail What was seen, for the admin (plain text).
 * @return array{status: string, detail: string}
 */
function curadoria_afiliados_store_failure( $status, $detail = '' ) {
	return array(
		'status' => (string) $status,
		'detail' => (string) $detail,
	);
}

/**
 * A successful reading.
 *
 * @param int|null $cents        Amount, or null (out of stock, no price shown).
 * @param string   $availability 'in_stock' or 'out_of_stock'.
 * @param string   $identity     What names the product at the store (SKU, GTIN, item id), '' when unknown.
 * @return array{status: string, cents: int|null, availability: string, identity: string}
 */
function curadoria_afiliados_store_reading( $cents, $availability, $identity = '' ) {
	return array(
		'status'       => 'read',
		'cents'        => $cents,
		'availability' => $availability,
		'identity'     => (string) $identity,
	);
}

/**
 * An amount as a store writes it, in centavos: a JSON number (1299.9), or
 * text read like an owner's ("1299.90", "1.299,90", "R$ 1.299,90", "1,299.90";
 * see curadoria_afiliados_parse_price()). Fractions of a centavo, zero,
 * negative and unreadable amounts give null.
 *
 * @param mixed $value Value.
 * @return int|null
 */
function curadoria_afiliados_store_amount( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		$cents = $value * 100;
		if ( $cents < 1 || $cents > CURADORIA_AFILIADOS_PRICE_CENTS_MAX || abs( $cents - round( $cents ) ) > 0.001 ) {
			return null;
		}
		return (int) round( $cents );
	}
	return is_string( $value ) ? curadoria_afiliados_parse_price( trim( $value ) ) : null;
}

/**
 * Whether a currency is the real (BRL). Stores write the ISO code; a missing
 * currency is not taken for reais.
 *
 * @param mixed $value Currency as written.
 * @return bool
 */
function curadoria_afiliados_is_brl( $value ) {
	return is_string( $value ) && CURADORIA_AFILIADOS_CURRENCY === strtoupper( trim( $value ) );
}

/**
 * An availability as stores write it: schema.org's (as a URL, "schema:" or
 * plain: InStock, OutOfStock, PreOrder, Discontinued, SoldOut, …) or Open
 * Graph's ("instock", "out of stock", "oos", "preorder").
 *
 * @param mixed $value Value.
 * @return string|null 'in_stock', 'out_of_stock', or null when not said or unknown.
 */
function curadoria_afiliados_store_availability( $value ) {
	if ( is_array( $value ) ) {
		$value = $value['@id'] ?? ( $value[0] ?? null );
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$word = strtolower( (string) preg_replace( '/[^a-z]/i', '', (string) preg_replace( '#^.*[/:]#', '', trim( $value ) ) ) );
	$map  = array(
		'instock'             => 'in_stock',
		'limitedavailability' => 'in_stock',
		'onlineonly'          => 'in_stock',
		'preorder'            => 'in_stock',
		'presale'             => 'in_stock',
		'backorder'           => 'in_stock',
		'availablefororder'   => 'in_stock',
		'outofstock'          => 'out_of_stock',
		'oos'                 => 'out_of_stock',
		'soldout'             => 'out_of_stock',
		'discontinued'        => 'out_of_stock',
		'instoreonly'         => 'out_of_stock',
	);
	return $map[ $word ] ?? null;
}

/**
 * Several offers of one product brought down to one reading: only prices in
 * reais count; the lowest price the store sells at now (an offer without an
 * availability is taken as selling: it shows a price), else, when every
 * offer is out of stock, out of stock. Offers with a price in another
 * currency only, or without a currency, fail ('currency'); none with a price
 * and none out of stock fail ('no_price').
 *
 * @param array[] $offers   Each array( 'amount' => mixed, 'currency' => mixed, 'availability' => mixed ).
 * @param string  $identity The product's identity at the store.
 * @return array A reading or a failure.
 */
function curadoria_afiliados_offers_reading( array $offers, $identity = '' ) {
	$selling  = array();
	$sold_out = array();
	$foreign  = array();
	foreach ( $offers as $offer ) {
		$cents        = curadoria_afiliados_store_amount( $offer['amount'] ?? null );
		$availability = curadoria_afiliados_store_availability( $offer['availability'] ?? null );
		if ( null !== $cents && ! curadoria_afiliados_is_brl( $offer['currency'] ?? null ) ) {
			$foreign[] = is_string( $offer['currency'] ?? null ) ? strtoupper( $offer['currency'] ) : '?';
			continue;
		}
		if ( 'out_of_stock' === $availability ) {
			$sold_out[] = $cents;
		} elseif ( null !== $cents ) {
			$selling[] = $cents;
		}
	}
	if ( $selling ) {
		return curadoria_afiliados_store_reading( min( $selling ), 'in_stock', $identity );
	}
	if ( $sold_out ) {
		$priced = array_filter( $sold_out );
		return curadoria_afiliados_store_reading( $priced ? min( $priced ) : null, 'out_of_stock', $identity );
	}
	if ( $foreign ) {
		/* The detail is shown to the owner: the currencies the store used. */
		return curadoria_afiliados_store_failure( 'currency', implode( ', ', array_unique( $foreign ) ) );
	}
	return curadoria_afiliados_store_failure( 'no_price' );
}

<?php
/**
 * The products a store page describes in JSON-LD (schema.org), without
 * WordPress: every <script type="application/ld+json"> block, whether a
 * single object, an array of objects or an "@graph"; products found through
 * references ("@id"), pages' "mainEntity", and the offers of each
 * ("offers" as one Offer, a list, an AggregateOffer with or without its own
 * "offers", a "priceSpecification"). Products in a related-products block
 * (an ItemList, "isRelatedTo", "isSimilarTo", …) are marked related: they
 * are never the page's product.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Properties whose products are other products than the page's. */
const CURADORIA_AFILIADOS_RELATED_KEYS = array( 'isRelatedTo', 'isSimilarTo', 'isAccessoryOrSparePartFor', 'isConsumableFor', 'itemListElement', 'relatedLink', 'significantLink' );

/** Types read as a product. */
const CURADORIA_AFILIADOS_PRODUCT_TYPES = array( 'product', 'productgroup', 'productmodel', 'individualproduct', 'car', 'vehicle' );

/**
 * Whether an array is a JSON list (keys 0, 1, 2…), as PHP 8.1's
 * array_is_list() says (the plugin runs on PHP 7.4).
 *
 * @param array $value Array.
 * @return bool
 */
function curadoria_afiliados_is_list( array $value ) {
	return array_values( $value ) === $value;
}

/**
 * The JSON-LD blocks of a page, decoded; a block that is not JSON is skipped.
 *
 * @param string $html Page.
 * @return array[]
 */
function curadoria_afiliados_json_ld_blocks( $html ) {
	$blocks = array();
	if ( ! preg_match_all( '#<script\b[^>]*\btype\s*=\s*(["\']?)application/ld\+json\1[^>]*>(.*?)</script\s*>#is', $html, $matches ) ) {
		return $blocks;
	}
	foreach ( $matches[2] as $text ) {
		$text = trim( (string) preg_replace( '#^\s*(<!--|<!\[CDATA\[)|(-->|\]\]>)\s*$#', '', $text ) );
		$data = json_decode( $text, true );
		if ( is_array( $data ) ) {
			$blocks[] = $data;
		}
	}
	return $blocks;
}

/**
 * A node's types, lower case, without their vocabulary ("schema:Product",
 * "http://schema.org/Product" and "Product" are "product").
 *
 * @param array $node Node.
 * @return string[]
 */
function curadoria_afiliados_json_ld_types( array $node ) {
	$types = $node['@type'] ?? array();
	$names = array();
	foreach ( is_array( $types ) ? $types : array( $types ) as $type ) {
		if ( is_string( $type ) ) {
			$names[] = strtolower( (string) preg_replace( '~^.*[/:#]~', '', $type ) );
		}
	}
	return $names;
}

/**
 * Every node of the blocks that has an "@id", by that id.
 *
 * @param mixed $value  Decoded JSON.
 * @param array $by_id  Map filled in.
 */
function curadoria_afiliados_json_ld_index( $value, array &$by_id ) {
	if ( ! is_array( $value ) ) {
		return;
	}
	if ( isset( $value['@id'] ) && is_string( $value['@id'] ) && count( $value ) > 1 ) {
		$by_id[ $value['@id'] ] = $value;
	}
	foreach ( $value as $child ) {
		curadoria_afiliados_json_ld_index( $child, $by_id );
	}
}

/**
 * A value that is only a reference ({"@id": "#offer"}) replaced by the node
 * it names, when the page has it.
 *
 * @param mixed $value Value.
 * @param array $by_id Nodes by id.
 * @return mixed
 */
function curadoria_afiliados_json_ld_resolve( $value, array $by_id ) {
	if ( is_array( $value ) && 1 === count( $value ) && isset( $value['@id'] ) && is_string( $value['@id'] ) && isset( $by_id[ $value['@id'] ] ) ) {
		return $by_id[ $value['@id'] ];
	}
	return $value;
}

/**
 * A value as a list: a JSON array as it is, anything else as a list of one.
 *
 * @param mixed $value Value.
 * @return array
 */
function curadoria_afiliados_json_ld_list( $value ) {
	if ( null === $value ) {
		return array();
	}
	return is_array( $value ) && curadoria_afiliados_is_list( $value ) ? $value : array( $value );
}

/**
 * The offers of a product node, flattened: each Offer's price (or its
 * selling price specification), currency and availability; an
 * AggregateOffer's own offers, or its lowest price when it lists none.
 *
 * @param array $product Product node.
 * @param array $by_id   Nodes by id.
 * @return array[] Each array( 'amount', 'currency', 'availability' ).
 */
function curadoria_afiliados_json_ld_offers( array $product, array $by_id ) {
	$offers = array();
	$queue  = curadoria_afiliados_json_ld_list( $product['offers'] ?? null );
	foreach ( curadoria_afiliados_json_ld_list( $product['hasVariant'] ?? null ) as $variant ) {
		$variant = curadoria_afiliados_json_ld_resolve( $variant, $by_id );
		if ( is_array( $variant ) ) {
			$queue = array_merge( $queue, curadoria_afiliados_json_ld_list( $variant['offers'] ?? null ) );
		}
	}
	for ( $i = 0; $i < count( $queue ) && $i < 200; $i++ ) {
		$offer = curadoria_afiliados_json_ld_resolve( $queue[ $i ], $by_id );
		if ( ! is_array( $offer ) ) {
			continue;
		}
		$nested = curadoria_afiliados_json_ld_list( $offer['offers'] ?? null );
		if ( in_array( 'aggregateoffer', curadoria_afiliados_json_ld_types( $offer ), true ) && $nested ) {
			$queue = array_merge( $queue, $nested );
			continue;
		}
		$amount   = $offer['price'] ?? ( $offer['lowPrice'] ?? null );
		$currency = $offer['priceCurrency'] ?? null;
		if ( null === $amount || '' === $amount ) {
			list( $amount, $spec_currency ) = curadoria_afiliados_json_ld_selling_spec( $offer['priceSpecification'] ?? null, $by_id );
			$currency                       = $currency ?? $spec_currency;
		}
		$offers[] = array(
			'amount'       => $amount,
			'currency'     => $currency,
			'availability' => $offer['availability'] ?? null,
		);
	}
	return $offers;
}

/**
 * The selling price of a priceSpecification (one or several): the lowest
 * price that is not a list, strikethrough or suggested price.
 *
 * @param mixed $specs Specification(s).
 * @param array $by_id Nodes by id.
 * @return array{0: mixed, 1: mixed} Amount and currency, nulls when none.
 */
function curadoria_afiliados_json_ld_selling_spec( $specs, array $by_id ) {
	$best = array( null, null );
	foreach ( curadoria_afiliados_json_ld_list( $specs ) as $spec ) {
		$spec = curadoria_afiliados_json_ld_resolve( $spec, $by_id );
		if ( ! is_array( $spec ) || ! isset( $spec['price'] ) ) {
			continue;
		}
		$type = is_string( $spec['priceType'] ?? null ) ? strtolower( (string) preg_replace( '#^.*[/:]#', '', $spec['priceType'] ) ) : '';
		if ( in_array( $type, array( 'listprice', 'strikethroughprice', 'msrp', 'srp', 'invoiceprice', 'minimumadvertisedprice' ), true ) ) {
			continue;
		}
		$cents = curadoria_afiliados_store_amount( $spec['price'] );
		if ( null !== $cents && ( null === $best[0] || $cents < curadoria_afiliados_store_amount( $best[0] ) ) ) {
			$best = array( $spec['price'], $spec['priceCurrency'] ?? null );
		}
	}
	return $best;
}

/**
 * The addresses a product node gives for itself: "url", "@id" when it is an
 * address, and its offers' "url".
 *
 * @param array $product Product node.
 * @return string[]
 */
function curadoria_afiliados_json_ld_urls( array $product ) {
	$urls = array();
	foreach ( array( $product['url'] ?? null, $product['@id'] ?? null ) as $url ) {
		if ( is_string( $url ) && preg_match( '#^(https?:)?//|^/#i', $url ) ) {
			$urls[] = $url;
		}
	}
	foreach ( curadoria_afiliados_json_ld_list( $product['offers'] ?? null ) as $offer ) {
		if ( is_array( $offer ) && is_string( $offer['url'] ?? null ) ) {
			$urls[] = $offer['url'];
		}
	}
	return $urls;
}

/**
 * What names a product at its store: its SKU, else a GTIN, else its MPN.
 *
 * @param array $product Product node.
 * @return string '' when none.
 */
function curadoria_afiliados_json_ld_identity( array $product ) {
	foreach ( array( 'sku', 'gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8', 'productID', 'mpn' ) as $key ) {
		if ( isset( $product[ $key ] ) && is_scalar( $product[ $key ] ) && '' !== trim( (string) $product[ $key ] ) ) {
			return $key . ':' . trim( (string) $product[ $key ] );
		}
	}
	return '';
}

/**
 * Walk decoded JSON-LD and collect its products.
 *
 * @param mixed $value    Node or list.
 * @param bool  $related  Whether this part lists related products.
 * @param bool  $main     Whether this part is a page's main entity.
 * @param array $by_id    Nodes by id.
 * @param array $products Products found, by a key (their id, or their position).
 * @param int   $depth    Nesting depth (a page cannot make us walk forever).
 */
function curadoria_afiliados_json_ld_walk( $value, $related, $main, array $by_id, array &$products, $depth = 0 ) {
	if ( ! is_array( $value ) || $depth > 12 ) {
		return;
	}
	if ( curadoria_afiliados_is_list( $value ) ) {
		foreach ( $value as $child ) {
			curadoria_afiliados_json_ld_walk( $child, $related, $main, $by_id, $products, $depth + 1 );
		}
		return;
	}
	$value = curadoria_afiliados_json_ld_resolve( $value, $by_id );
	$types = curadoria_afiliados_json_ld_types( $value );
	if ( array_intersect( $types, CURADORIA_AFILIADOS_PRODUCT_TYPES ) ) {
		$key = is_string( $value['@id'] ?? null ) ? $value['@id'] : 'node-' . count( $products );
		$old = $products[ $key ] ?? array(
			'related' => true,
			'main'    => false,
		);

		$products[ $key ] = array(
			// A product listed both as the page's and in a related list is the page's.
			'related'  => $old['related'] && $related,
			'main'     => $old['main'] || $main,
			'urls'     => curadoria_afiliados_json_ld_urls( $value ),
			'identity' => curadoria_afiliados_json_ld_identity( $value ),
			'offers'   => curadoria_afiliados_json_ld_offers( $value, $by_id ),
		);
	}
	$lists = in_array( 'itemlist', $types, true ) || in_array( 'offercatalog', $types, true );
	foreach ( $value as $key => $child ) {
		if ( in_array( $key, array( 'offers', 'hasVariant', '@id', '@context', 'itemOffered' ), true ) ) {
			continue;
		}
		$child_related = $related || $lists || in_array( $key, CURADORIA_AFILIADOS_RELATED_KEYS, true );
		$child_main    = ! $child_related && in_array( $key, array( 'mainEntity', 'mainEntityOfPage' ), true );
		curadoria_afiliados_json_ld_walk( $child, $child_related, $child_main, $by_id, $products, $depth + 1 );
	}
}

/**
 * The products a page describes in JSON-LD.
 *
 * @param string $html Page.
 * @return array[] Each array( 'related' => bool, 'main' => bool, 'urls' => string[], 'identity' => string, 'offers' => array[] ).
 */
function curadoria_afiliados_json_ld_products( $html ) {
	$blocks = curadoria_afiliados_json_ld_blocks( $html );
	$by_id  = array();
	curadoria_afiliados_json_ld_index( $blocks, $by_id );
	$products = array();
	foreach ( $blocks as $block ) {
		curadoria_afiliados_json_ld_walk( isset( $block['@graph'] ) ? $block['@graph'] : $block, false, false, $by_id, $products );
	}
	return array_values( $products );
}

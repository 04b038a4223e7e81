<?php
/**
 * The products a store page describes in its markup, without WordPress:
 * schema.org microdata (itemscope/itemtype Product, itemprop="offers",
 * "price", "priceCurrency", "availability", "url", "sku") and Open Graph's
 * product tags (product:price:amount, product:price:currency,
 * product:availability, og:url). A Product nested in another item (a
 * related-products block) is marked related.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * A page parsed into a DOM (libxml's HTML parser, its warnings silenced:
 * store pages are rarely valid HTML).
 *
 * @param string $html Page.
 * @return DOMXPath|null Null when libxml cannot read it.
 */
function curadoria_afiliados_page_dom( $html ) {
	if ( '' === trim( $html ) || ! class_exists( 'DOMDocument' ) ) {
		return null;
	}
	$dom      = new DOMDocument();
	$previous = libxml_use_internal_errors( true );
	$loaded   = $dom->loadHTML( '<?xml encoding="UTF-8">' . $html, LIBXML_NONET | LIBXML_NOWARNING | LIBXML_NOERROR | LIBXML_COMPACT );
	libxml_clear_errors();
	libxml_use_internal_errors( $previous );
	return $loaded ? new DOMXPath( $dom ) : null;
}

/**
 * An item property's value, as microdata defines it: content, then href,
 * src or datetime, then the text.
 *
 * @param DOMElement $element Element with itemprop.
 * @return string
 */
function curadoria_afiliados_itemprop_value( DOMElement $element ) {
	foreach ( array( 'content', 'href', 'src', 'datetime', 'value' ) as $attribute ) {
		if ( $element->hasAttribute( $attribute ) ) {
			return trim( $element->getAttribute( $attribute ) );
		}
	}
	return trim( (string) preg_replace( '/\s+/u', ' ', $element->textContent ) );
}

/**
 * The nearest item an element belongs to (its closest ancestor with
 * itemscope), or null.
 *
 * @param DOMNode $node Node.
 * @return DOMElement|null
 */
function curadoria_afiliados_item_of( DOMNode $node ) {
	for ( $parent = $node->parentNode; $parent instanceof DOMElement; $parent = $parent->parentNode ) {
		if ( $parent->hasAttribute( 'itemscope' ) ) {
			return $parent;
		}
	}
	return null;
}

/**
 * The properties of one item (those whose nearest item is it), by name.
 *
 * @param DOMXPath   $xpath Page.
 * @param DOMElement $item  Item.
 * @return array<string, DOMElement[]>
 */
function curadoria_afiliados_item_props( DOMXPath $xpath, DOMElement $item ) {
	$props = array();
	foreach ( $xpath->query( './/*[@itemprop]', $item ) as $element ) {
		if ( curadoria_afiliados_item_of( $element ) !== $item ) {
			continue;
		}
		foreach ( preg_split( '/\s+/', trim( $element->getAttribute( 'itemprop' ) ) ) as $name ) {
			$props[ $name ][] = $element;
		}
	}
	return $props;
}

/**
 * The first value of a property of an item, '' when absent.
 *
 * @param array  $props Properties (curadoria_afiliados_item_props()).
 * @param string $name  Property.
 * @return string
 */
function curadoria_afiliados_item_prop( array $props, $name ) {
	return isset( $props[ $name ][0] ) ? curadoria_afiliados_itemprop_value( $props[ $name ][0] ) : '';
}

/**
 * The products a page describes in microdata.
 *
 * @param DOMXPath $xpath Page.
 * @return array[] Like curadoria_afiliados_json_ld_products().
 */
function curadoria_afiliados_microdata_products( DOMXPath $xpath ) {
	$products = array();
	foreach ( $xpath->query( '//*[@itemscope][@itemtype]' ) as $item ) {
		$type = strtolower( (string) preg_replace( '#^.*[/:]#', '', trim( $item->getAttribute( 'itemtype' ) ) ) );
		if ( ! in_array( $type, CURADORIA_AFILIADOS_PRODUCT_TYPES, true ) ) {
			continue;
		}
		$props  = curadoria_afiliados_item_props( $xpath, $item );
		$offers = array();
		foreach ( $props['offers'] ?? array() as $offer ) {
			$offer_props = $offer->hasAttribute( 'itemscope' ) ? curadoria_afiliados_item_props( $xpath, $offer ) : array();
			$amount      = curadoria_afiliados_item_prop( $offer_props, 'price' );
			$offers[]    = array(
				'amount'       => '' !== $amount ? $amount : curadoria_afiliados_item_prop( $offer_props, 'lowPrice' ),
				'currency'     => curadoria_afiliados_item_prop( $offer_props, 'priceCurrency' ),
				'availability' => curadoria_afiliados_item_prop( $offer_props, 'availability' ),
			);
		}
		if ( ! $offers && isset( $props['price'] ) ) {
			$offers[] = array(
				'amount'       => curadoria_afiliados_item_prop( $props, 'price' ),
				'currency'     => curadoria_afiliados_item_prop( $props, 'priceCurrency' ),
				'availability' => curadoria_afiliados_item_prop( $props, 'availability' ),
			);
		}
		$identity = '';
		foreach ( array( 'sku', 'gtin13', 'gtin', 'productID', 'mpn' ) as $key ) {
			$value = curadoria_afiliados_item_prop( $props, $key );
			if ( '' === $identity && '' !== $value ) {
				$identity = $key . ':' . $value;
			}
		}
		$url        = curadoria_afiliados_item_prop( $props, 'url' );
		$products[] = array(
			'related'  => null !== curadoria_afiliados_item_of( $item ),
			'main'     => false,
			'urls'     => '' !== $url ? array( $url ) : array(),
			'identity' => $identity,
			'offers'   => $offers,
		);
	}
	return $products;
}

/**
 * The content of the page's <meta> tags, by property or name (lower case),
 * first one wins; and its canonical address.
 *
 * @param DOMXPath $xpath Page.
 * @return array<string, string>
 */
function curadoria_afiliados_page_meta( DOMXPath $xpath ) {
	$meta = array();
	foreach ( $xpath->query( '//meta[@content]' ) as $element ) {
		$key = strtolower( trim( $element->getAttribute( $element->hasAttribute( 'property' ) ? 'property' : 'name' ) ) );
		if ( '' !== $key && ! isset( $meta[ $key ] ) ) {
			$meta[ $key ] = trim( $element->getAttribute( 'content' ) );
		}
	}
	foreach ( $xpath->query( '//link[@rel][@href]' ) as $element ) {
		if ( in_array( 'canonical', preg_split( '/\s+/', strtolower( $element->getAttribute( 'rel' ) ) ), true ) && ! isset( $meta['canonical'] ) ) {
			$meta['canonical'] = trim( $element->getAttribute( 'href' ) );
		}
	}
	return $meta;
}

/**
 * The product Open Graph describes (product:price:amount and its currency,
 * product:availability), as a product of the page, or null without a price
 * tag.
 *
 * @param array<string, string> $meta The page's meta tags.
 * @return array|null Like one of curadoria_afiliados_json_ld_products().
 */
function curadoria_afiliados_open_graph_product( array $meta ) {
	$amount = $meta['product:price:amount'] ?? ( $meta['og:price:amount'] ?? null );
	if ( null === $amount ) {
		return null;
	}
	return array(
		'related'  => false,
		'main'     => true,
		'urls'     => isset( $meta['og:url'] ) ? array( $meta['og:url'] ) : array(),
		'identity' => isset( $meta['product:retailer_item_id'] ) ? 'sku:' . $meta['product:retailer_item_id'] : '',
		'offers'   => array(
			array(
				'amount'       => $amount,
				'currency'     => $meta['product:price:currency'] ?? ( $meta['og:price:currency'] ?? null ),
				'availability' => $meta['product:availability'] ?? ( $meta['og:availability'] ?? null ),
			),
		),
	);
}

<?php
/**
 * Where an offer's price comes from, without WordPress: from the offer's
 * link, the source that can read it (Amazon's Creators API with an ASIN,
 * Mercado Livre's items API with an item id, Shopee's affiliate API with a
 * shop and item id, otherwise the store's own page), and whether a redirect
 * took a product link to the store's home or search (the product is gone).
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Hosts whose only job is to redirect to a product (robots.txt is for pages, not for them). */
const CURADORIA_AFILIADOS_SHORT_LINK_HOSTS = array( 'amzn.to', 'a.co', 'amzn.eu', 'meli.la', 's.shopee.com.br', 'shope.ee', 'shp.ee', 'bit.ly', 'tinyurl.com' );

/**
 * Whether a URL is a short link (see CURADORIA_AFILIADOS_SHORT_LINK_HOSTS).
 *
 * @param string $url URL.
 * @return bool
 */
function curadoria_afiliados_is_short_link( $url ) {
	return in_array( strtolower( (string) parse_url( $url, PHP_URL_HOST ) ), CURADORIA_AFILIADOS_SHORT_LINK_HOSTS, true );
}

/**
 * The store family of a host: 'amazon' (amazon.*, amzn.to, a.co), 'mercado_livre'
 * (mercadolivre.*, mercadolibre.*, meli.la), 'shopee' (shopee.*, shope.ee,
 * shp.ee), or 'store' for any other.
 *
 * @param string $host Host.
 * @return string
 */
function curadoria_afiliados_store_family( $host ) {
	$host = strtolower( trim( (string) $host, '.' ) );
	if ( preg_match( '/(^|\.)(amazon\.[a-z.]+|amzn\.to|amzn\.eu|a\.co)$/', $host ) ) {
		return 'amazon';
	}
	if ( preg_match( '/(^|\.)(mercadolivre\.[a-z.]+|mercadolibre\.[a-z.]+|meli\.la)$/', $host ) ) {
		return 'mercado_livre';
	}
	if ( preg_match( '/(^|\.)(shopee\.[a-z.]+|shope\.ee|shp\.ee)$/', $host ) ) {
		return 'shopee';
	}
	return 'store';
}

/**
 * The ASIN of an Amazon product address (/dp/ASIN, /gp/product/ASIN,
 * /gp/aw/d/ASIN, /o/ASIN, /exec/obidos/ASIN/ASIN).
 *
 * @param string $url Address.
 * @return string '' when there is none.
 */
function curadoria_afiliados_amazon_asin( $url ) {
	if ( 'amazon' !== curadoria_afiliados_store_family( (string) parse_url( $url, PHP_URL_HOST ) ) ) {
		return '';
	}
	$path = (string) parse_url( $url, PHP_URL_PATH );
	return preg_match( '#/(?:dp|gp/product|gp/aw/d|o|exec/obidos/ASIN)/([A-Z0-9]{10})(?:[/?]|$)#i', $path, $m ) ? strtoupper( $m[1] ) : '';
}

/**
 * The Mercado Livre item id of an address (MLB-1234567890 in a product
 * page's path, or item_id:MLB1234567890 in a catalog page's address).
 *
 * @param string $url Address.
 * @return string 'MLB1234567890', or '' when there is none.
 */
function curadoria_afiliados_mercado_livre_item( $url ) {
	if ( 'mercado_livre' !== curadoria_afiliados_store_family( (string) parse_url( $url, PHP_URL_HOST ) ) ) {
		return '';
	}
	$query = (string) parse_url( $url, PHP_URL_QUERY ) . '#' . (string) parse_url( $url, PHP_URL_FRAGMENT );
	if ( preg_match( '/item_id[:=%3A]+(ML[A-Z])-?(\d{6,15})/i', rawurldecode( $query ), $m ) ) {
		return strtoupper( $m[1] ) . $m[2];
	}
	$path = (string) parse_url( $url, PHP_URL_PATH );
	if ( preg_match( '#/p/ML[A-Z]\d+#i', $path ) ) {
		return ''; // A catalog product, not an item: read as a store page.
	}
	return preg_match( '#(?:^|/)(ML[A-Z])-?(\d{6,15})(?:[-_/]|$)#i', $path, $m ) ? strtoupper( $m[1] ) . $m[2] : '';
}

/**
 * The shop and item ids of a Shopee product address (/product/SHOP/ITEM,
 * or a name ending in -i.SHOP.ITEM).
 *
 * @param string $url Address.
 * @return array{shop: string, item: string}|null
 */
function curadoria_afiliados_shopee_ids( $url ) {
	if ( 'shopee' !== curadoria_afiliados_store_family( (string) parse_url( $url, PHP_URL_HOST ) ) ) {
		return null;
	}
	$path = (string) parse_url( $url, PHP_URL_PATH );
	if ( preg_match( '#/product/(\d+)/(\d+)(?:/|$)#', $path, $m ) || preg_match( '#-i\.(\d+)\.(\d+)(?:/|$)#', $path, $m ) ) {
		return array(
			'shop' => $m[1],
			'item' => $m[2],
		);
	}
	return null;
}

/**
 * Whether a redirect took a product link to the store's front: its home or
 * its search (the store's way of saying the product is gone). Only a page
 * at another address than the one asked for counts.
 *
 * @param string $asked  The product address requested (after short links).
 * @param string $landed Where the redirects ended.
 * @return bool
 */
function curadoria_afiliados_is_store_front( $asked, $landed ) {
	$from = curadoria_afiliados_page_path( $asked );
	$to   = curadoria_afiliados_page_path( $landed );
	if ( $from === $to && (string) parse_url( $asked, PHP_URL_QUERY ) === (string) parse_url( $landed, PHP_URL_QUERY ) ) {
		return false;
	}
	if ( '' === $to ) {
		return true;
	}
	if ( preg_match( '#^/(busca|buscar|search|pesquisa|pesquisar|s|catalogsearch/result|resultado|resultados|procurar)(/|$)#', $to ) ) {
		return true;
	}
	parse_str( (string) parse_url( $landed, PHP_URL_QUERY ), $query );
	return (bool) array_intersect( array_keys( $query ), array( 'q', 'query', 'k', 'termo', 'busca', 'search', 'keyword', 'ft' ) )
		&& ! preg_match( '#/(p|dp|produto|product)/#', $to );
}

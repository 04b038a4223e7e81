<?php
/**
 * A store's product page read into one reading, without WordPress: a bot
 * wall or captcha is recognised and never read; the page's own product is
 * found among the products it describes (JSON-LD first, then microdata, then
 * Open Graph), never one of a related-products block nor, when several
 * products could be the page's, a guess; its offers give the reading (see
 * curadoria_afiliados_offers_reading()).
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Titles of the pages bot walls and captchas answer with. */
const CURADORIA_AFILIADOS_BOT_WALL_TITLES = '/just a moment|attention required|access denied|acesso negado|captcha|are you a robot|robot check|you are a human|are you human|verifica(ç|c)(ã|a)o de seguran(ç|c)a|security check|pardon our interruption|request unsuccessful|blocked/i';

/** Markers of bot-wall pages (Cloudflare, DataDome, PerimeterX, Imperva, Akamai). */
const CURADORIA_AFILIADOS_BOT_WALL_MARKERS = '#/cdn-cgi/challenge-platform/|id="challenge-form"|cf-chl-|captcha-delivery\.com|px-captcha|_Incapsula_Resource|/_sec/cp_challenge/|interstitial\.js#i';

/**
 * Whether a page is a bot wall or a captcha rather than the product.
 *
 * @param string $html Page.
 * @return bool
 */
function curadoria_afiliados_is_bot_wall( $html ) {
	if ( preg_match( '#<title[^>]*>(.*?)</title>#is', $html, $title ) && preg_match( CURADORIA_AFILIADOS_BOT_WALL_TITLES, html_entity_decode( $title[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) {
		return true;
	}
	return 1 === preg_match( CURADORIA_AFILIADOS_BOT_WALL_MARKERS, $html );
}

/**
 * A path for comparing two addresses of one page: decoded, lower case,
 * without a trailing slash; '' when the address has no path beyond "/".
 *
 * @param string $url Absolute or root-relative address.
 * @return string
 */
function curadoria_afiliados_page_path( $url ) {
	$path = parse_url( trim( $url ), PHP_URL_PATH );
	return rtrim( strtolower( rawurldecode( is_string( $path ) ? $path : '' ) ), '/' );
}

/**
 * Whether a product says it is at one of the page's addresses.
 *
 * @param array    $product A product (see curadoria_afiliados_json_ld_products()).
 * @param string[] $paths   The page's paths (its address, canonical, og:url).
 * @return bool|null Null when the product gives no address.
 */
function curadoria_afiliados_product_is_at( array $product, array $paths ) {
	$own = array_filter( array_map( 'curadoria_afiliados_page_path', $product['urls'] ) );
	if ( ! $own ) {
		return null;
	}
	return (bool) array_intersect( $own, $paths );
}

/**
 * The page's product among those it describes: the one marked as the page's
 * main entity; else, among those not in a related-products block, the one at
 * the page's address; else the only one, unless it says it is at another
 * address.
 *
 * @param array[]  $products Products.
 * @param string[] $paths    The page's paths.
 * @return array A product, or a failure ('other_product', 'several_products',
 *               or 'no_price' when there is none).
 */
function curadoria_afiliados_page_product( array $products, array $paths ) {
	$main = array_values(
		array_filter(
			$products,
			static function ( $product ) {
				return $product['main'] && ! $product['related'];
			}
		)
	);
	if ( 1 === count( $main ) && false !== curadoria_afiliados_product_is_at( $main[0], $paths ) ) {
		return $main[0];
	}
	$own  = array_values(
		array_filter(
			$products,
			static function ( $product ) {
				return ! $product['related'];
			}
		)
	);
	$here = array_values(
		array_filter(
			$own,
			static function ( $product ) use ( $paths ) {
				return true === curadoria_afiliados_product_is_at( $product, $paths );
			}
		)
	);
	if ( 1 === count( $here ) ) {
		return $here[0];
	}
	if ( 1 === count( $own ) ) {
		return false === curadoria_afiliados_product_is_at( $own[0], $paths )
			? curadoria_afiliados_store_failure( 'other_product', implode( ' ', $own[0]['urls'] ) )
			: $own[0];
	}
	return $own ? curadoria_afiliados_store_failure( 'several_products', (string) count( $own ) ) : curadoria_afiliados_store_failure( 'no_price' );
}

/**
 * Read a store's product page.
 *
 * @param string $html     Page.
 * @param string $page_url Address it was read at (after redirects).
 * @return array A reading or a failure (see rules/store-offer.php).
 */
function curadoria_afiliados_read_store_page( $html, $page_url ) {
	if ( curadoria_afiliados_is_bot_wall( $html ) ) {
		return curadoria_afiliados_store_failure( 'bot_wall' );
	}
	$xpath = curadoria_afiliados_page_dom( $html );
	$meta  = $xpath ? curadoria_afiliados_page_meta( $xpath ) : array();
	$paths = array_values( array_filter( array_map( 'curadoria_afiliados_page_path', array( $page_url, $meta['canonical'] ?? '', $meta['og:url'] ?? '' ) ) ) );

	$sources = array(
		static function () use ( $html ) {
			return curadoria_afiliados_json_ld_products( $html );
		},
		static function () use ( $xpath ) {
			return $xpath ? curadoria_afiliados_microdata_products( $xpath ) : array();
		},
		static function () use ( $meta ) {
			return array_filter( array( curadoria_afiliados_open_graph_product( $meta ) ) );
		},
	);
	$failure = curadoria_afiliados_store_failure( 'no_price' );
	foreach ( $sources as $source ) {
		$products = $source();
		if ( ! $products ) {
			continue;
		}
		$product = curadoria_afiliados_page_product( $products, $paths );
		if ( isset( $product['status'] ) ) {
			// A source that cannot tell which product is the page's gives way to the next; its reason stays if none can.
			$failure = 'no_price' === $failure['status'] ? $product : $failure;
			continue;
		}
		$reading = curadoria_afiliados_offers_reading( $product['offers'], $product['identity'] );
		if ( 'read' === $reading['status'] ) {
			return $reading;
		}
		$failure = 'no_price' === $failure['status'] ? $reading : $failure;
	}
	return $failure;
}

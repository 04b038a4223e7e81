<?php
/**
 * Which reader reads an offer, and the reading of an offer's link: the
 * APIs first, for links they know and when the owner gave their
 * credentials; the store's own page otherwise. A short link or a network's
 * tracking link is followed (store-fetch.php's guard at every hop) until it
 * reaches a product an API reads, or Amazon, whose pages are never read;
 * the offer keeps its affiliate link either way.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/readers/class-curadoria-price-reader.php';
require_once __DIR__ . '/readers/class-curadoria-store-page-reader.php';
require_once __DIR__ . '/readers/class-curadoria-amazon-reader.php';
require_once __DIR__ . '/readers/class-curadoria-mercado-livre-reader.php';
require_once __DIR__ . '/readers/class-curadoria-shopee-reader.php';

/**
 * The readers that ask an API, in the order they are tried.
 *
 * @return Curadoria_Price_Reader[]
 */
function curadoria_afiliados_api_readers() {
	return array( new Curadoria_Amazon_Reader(), new Curadoria_Mercado_Livre_Reader(), new Curadoria_Shopee_Reader() );
}

/**
 * The API reader for a product address, if any.
 *
 * @param string $url Address.
 * @return Curadoria_Price_Reader|null
 */
function curadoria_afiliados_api_reader_for( $url ) {
	foreach ( curadoria_afiliados_api_readers() as $reader ) {
		if ( $reader->reads( $url ) ) {
			return $reader;
		}
	}
	return null;
}

/**
 * Whether following a link must stop before requesting an address: an API
 * reads it, or it is Amazon (other than its short-link hosts).
 *
 * @param string $url Address about to be requested.
 * @return bool
 */
function curadoria_afiliados_link_stops_at( $url ) {
	if ( null !== curadoria_afiliados_api_reader_for( $url ) ) {
		return true;
	}
	return 'amazon' === curadoria_afiliados_store_family( (string) wp_parse_url( $url, PHP_URL_HOST ) ) && ! curadoria_afiliados_is_short_link( $url );
}

/**
 * Read an offer's price from its link.
 *
 * @param string $url        The offer's affiliate link.
 * @param array  $validators The last answer's validators.
 * @return array A reading or a failure, with 'source' (the reader's name),
 *               or array( 'status' => 'no_source' ) for Amazon without
 *               credentials (its typed price stays), or 'not_modified'.
 */
function curadoria_afiliados_read_offer_link( $url, array $validators ) {
	$reader = curadoria_afiliados_api_reader_for( $url );
	if ( null === $reader && 'amazon' === curadoria_afiliados_store_family( (string) wp_parse_url( $url, PHP_URL_HOST ) ) && ( ! Curadoria_Amazon_Reader::configured() || ! curadoria_afiliados_is_short_link( $url ) ) ) {
		return array( 'status' => 'no_source' );
	}
	if ( null !== $reader ) {
		return $reader->read( $url, $validators ) + array( 'source' => $reader->name() );
	}
	$reading = ( new Curadoria_Store_Page_Reader() )->read( $url, $validators );
	if ( isset( $reading['stopped_at'] ) ) {
		$reader = curadoria_afiliados_api_reader_for( $reading['stopped_at'] );
		return null === $reader ? array( 'status' => 'no_source' ) : $reader->read( $reading['stopped_at'], array() ) + array( 'source' => $reader->name() );
	}
	return $reading + array( 'source' => 'store' );
}

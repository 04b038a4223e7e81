<?php
/**
 * The one interface of the price readers: one reader per source (the
 * store's own page, Amazon's Creators API, Mercado Livre's items API,
 * Shopee's affiliate API), chosen from the offer's link
 * (curadoria_afiliados_price_reader_for(), price-readers.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A source of prices.
 */
interface Curadoria_Price_Reader {

	/**
	 * The source's name: 'store', 'amazon', 'mercado_livre' or 'shopee'.
	 *
	 * @return string
	 */
	public function name();

	/**
	 * Whether this reader reads a product address (the owner's credentials
	 * given, the address naming a product it knows).
	 *
	 * @param string $url Product address.
	 * @return bool
	 */
	public function reads( $url );

	/**
	 * Read the price at a product address.
	 *
	 * @param string $url        Product address.
	 * @param array  $validators The last answer's validators (url, etag, modified), for a conditional request.
	 * @return array A reading or a failure (rules/store-offer.php), with
	 *               'validators' for the next conditional request when the
	 *               source gave them, or array( 'status' => 'not_modified' ).
	 */
	public function read( $url, array $validators );
}

<?php
/**
 * The store's own product page: JSON-LD, microdata or Open Graph
 * (rules/store-page.php), fetched as a good citizen (store-fetch.php). A
 * status the page answers with, or a redirect to the store's home or
 * search, is a failure; so is a page that is no product's.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Store pages.
 */
final class Curadoria_Store_Page_Reader implements Curadoria_Price_Reader {

	/**
	 * {@inheritDoc}
	 */
	public function name() {
		return 'store';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url Product address.
	 */
	public function reads( $url ) {
		return 'amazon' !== curadoria_afiliados_store_family( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	}

	/**
	 * {@inheritDoc} A link that leads to a product an API reads, or to Amazon,
	 * is not followed there: the answer is then array( 'stopped_at' => URL ).
	 *
	 * @param string $url        Product address.
	 * @param array  $validators Validators.
	 */
	public function read( $url, array $validators ) {
		$answer = curadoria_afiliados_store_fetch(
			$url,
			array(
				'validators' => $validators,
				'stop'       => 'curadoria_afiliados_link_stops_at',
			)
		);
		return self::reading_of( $answer, $url );
	}

	/**
	 * A fetched page (curadoria_afiliados_store_fetch()) read.
	 *
	 * @param array  $answer The fetch's answer.
	 * @param string $asked  The address asked for.
	 * @return array A reading, a failure, or the fetch's stop.
	 */
	private static function reading_of( array $answer, $asked ) {
		if ( ! isset( $answer['headers'] ) ) {
			return $answer;
		}
		if ( $answer['not_modified'] ) {
			return array( 'status' => 'not_modified' );
		}
		if ( 404 === $answer['status'] || 410 === $answer['status'] ) {
			return curadoria_afiliados_store_failure( 'gone', 'HTTP ' . $answer['status'] );
		}
		if ( $answer['status'] < 200 || $answer['status'] >= 300 ) {
			return curadoria_afiliados_store_failure( 'http_' . $answer['status'] );
		}
		if ( $answer['hops'] > 0 && curadoria_afiliados_is_store_front( $asked, $answer['url'] ) ) {
			return curadoria_afiliados_store_failure( 'gone', $answer['url'] );
		}
		$reading = curadoria_afiliados_read_store_page( $answer['body'], $answer['url'] );
		if ( 'read' === $reading['status'] ) {
			$etag     = $answer['headers']['etag'] ?? '';
			$modified = $answer['headers']['last-modified'] ?? '';

			$reading['validators'] = array(
				'url'      => $answer['url'],
				'etag'     => is_string( $etag ) ? $etag : '',
				'modified' => is_string( $modified ) ? $modified : '',
			);
		}
		return $reading;
	}
}

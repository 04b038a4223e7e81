<?php
/**
 * REST writes of the product meta (POST/PUT/PATCH /wp/v2/posts) checked
 * before anything is stored: an unreadable price, amounts that disagree,
 * another currency or invalid offers are refused with a 400, and the rest of
 * the write is not done either.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Check the product meta of a REST write (POST/PUT/PATCH /wp/v2/posts) before
 * anything is stored. WordPress checks meta against its schema only after it
 * has saved the post itself, so a refused price would leave the rest of the
 * write done; here everything is refused first, with 400 rest_invalid_param:
 * - a value outside its schema (wrong type, a negative amount, another
 *   currency, an offer without a store, an amount or an http(s) link, or with
 *   other fields, a date that is not YYYY-MM-DD);
 * - meta.price that is not '' and not a readable amount, unless it is the
 *   text the post already has (a client sending back what it read);
 * - meta.price and meta.price_cents together that disagree;
 * - meta.offers with a blank store (after trimming) or a store twice.
 *
 * @param stdClass|WP_Error $prepared_post Post about to be saved.
 * @param WP_REST_Request   $request       Request.
 * @return stdClass|WP_Error
 */
function curadoria_afiliados_rest_check_meta( $prepared_post, $request ) {
	$meta = $request['meta'];
	if ( is_wp_error( $prepared_post ) || ! is_array( $meta ) ) {
		return $prepared_post;
	}
	$errors = array();
	foreach ( get_registered_meta_keys( 'post', 'post' ) as $key => $args ) {
		$schema = is_array( $args['show_in_rest'] ) ? ( $args['show_in_rest']['schema'] ?? null ) : null;
		if ( null !== $schema && isset( $meta[ $key ] ) && 0 === strpos( (string) $args['sanitize_callback'], 'curadoria_afiliados_' ) ) {
			$valid = rest_validate_value_from_schema( $meta[ $key ], $schema + array( 'type' => $args['type'] ), 'meta.' . $key );
			if ( is_wp_error( $valid ) ) {
				$errors[] = $valid->get_error_message();
			}
		}
	}
	if ( $errors ) {
		// The checks below assume well-formed values.
		return curadoria_afiliados_rest_meta_error( $errors );
	}
	if ( isset( $meta['price'] ) && is_string( $meta['price'] ) ) {
		$text   = trim( sanitize_text_field( $meta['price'] ) );
		$stored = isset( $request['id'] ) ? (string) get_post_meta( (int) $request['id'], 'price', true ) : '';
		$cents  = curadoria_afiliados_parse_price( $text );
		if ( '' !== $text && null === $cents && $text !== $stored ) {
			$errors[] = curadoria_afiliados_unreadable_price_message( $text );
		} elseif ( isset( $meta['price_cents'] ) && null !== $cents && (int) $meta['price_cents'] !== $cents ) {
			$errors[] = __( 'meta.price e meta.price_cents dizem valores diferentes; envie só um deles.', 'curadoria-afiliados' );
		}
	}
	if ( isset( $meta['offers'] ) && is_array( $meta['offers'] ) ) {
		$rows = array();
		foreach ( array_values( $meta['offers'] ) as $i => $offer ) {
			$rows[ $i + 1 ] = array(
				'store'       => curadoria_afiliados_sanitize_store( $offer['store'] ?? '' ),
				'price_cents' => curadoria_afiliados_sanitize_cents( $offer['price_cents'] ?? 0 ) ? (int) $offer['price_cents'] : null,
				'price_text'  => (string) wp_json_encode( $offer['price_cents'] ?? null ),
				'url'         => (string) ( $offer['url'] ?? '' ),
			);
		}
		$errors = array_merge( $errors, curadoria_afiliados_offer_errors( $rows ) );
	}
	return $errors ? curadoria_afiliados_rest_meta_error( $errors ) : $prepared_post;
}
add_filter( 'rest_pre_insert_post', 'curadoria_afiliados_rest_check_meta', 10, 2 );

/**
 * The 400 answer for refused meta, shaped like WordPress's own for a bad parameter.
 *
 * @param string[] $errors Messages.
 * @return WP_Error
 */
function curadoria_afiliados_rest_meta_error( array $errors ) {
	return new WP_Error(
		'rest_invalid_param',
		implode( ' ', $errors ),
		array(
			'status' => 400,
			'params' => array( 'meta' => implode( ' ', $errors ) ),
		)
	);
}

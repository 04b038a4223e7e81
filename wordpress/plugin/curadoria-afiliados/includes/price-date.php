<?php
/**
 * The price date (price_checked_at): a post's price added or changed, by any
 * path, was checked today. What a date looks like is a pure rule
 * (rules/price-date.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A post's price was added or changed (any path: editor, REST API, code):
 * the price was checked today. A date sent in the same save is written after
 * the price (the product box, product-box.php; the REST API writes meta in registration
 * order, price before price_checked_at) and so replaces this one.
 *
 * @param int    $meta_id  Meta ID, unused.
 * @param int    $post_id  Post ID.
 * @param string $meta_key Meta key.
 */
function curadoria_afiliados_stamp_price_date( $meta_id, $post_id, $meta_key ) {
	if ( 'price' === $meta_key && 'post' === get_post_type( $post_id ) ) {
		update_post_meta( $post_id, 'price_checked_at', curadoria_afiliados_day() );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_stamp_price_date', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_stamp_price_date', 10, 3 );

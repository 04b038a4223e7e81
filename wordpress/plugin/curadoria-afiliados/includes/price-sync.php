<?php
/**
 * Keeping price, price_cents and price_currency in step: whatever writes one
 * of them (the editor, the REST API, an import, any code), the others follow,
 * and the price history is told the post's offers may have changed.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product meta of a post changed, by any path (editor, REST API, import,
 * code): a new price text gives its amount (or none, when unreadable); a new
 * amount rewrites a text that says otherwise. Each settles in one round: the
 * second write finds the other value already matching. The price history then
 * records the post's offers (see price-history.php).
 *
 * @param int|int[] $meta_id    Meta ID(s), unused.
 * @param int       $post_id    Post ID.
 * @param string    $meta_key   Meta key.
 * @param mixed     $meta_value New value (unused on delete).
 */
function curadoria_afiliados_price_meta_changed( $meta_id, $post_id, $meta_key, $meta_value ) {
	if ( ! in_array( $meta_key, array( 'price', 'price_cents', 'affiliate_url', 'offers' ), true ) || 'post' !== get_post_type( $post_id ) ) {
		return;
	}
	$deleted = 'deleted_post_meta' === current_action();
	if ( 'price' === $meta_key ) {
		$cents = $deleted ? null : curadoria_afiliados_parse_price( $meta_value );
		curadoria_afiliados_set_cents( $post_id, (int) $cents );
	} elseif ( 'price_cents' === $meta_key ) {
		$cents = $deleted ? 0 : curadoria_afiliados_sanitize_cents( $meta_value );
		if ( $cents > 0 && curadoria_afiliados_parse_price( get_post_meta( $post_id, 'price', true ) ) !== $cents ) {
			update_post_meta( $post_id, 'price', curadoria_afiliados_format_price( $cents ) );
		}
		if ( 0 === $cents ) {
			delete_post_meta( $post_id, 'price_currency' );
		} else {
			update_post_meta( $post_id, 'price_currency', CURADORIA_AFILIADOS_CURRENCY );
		}
	}
	curadoria_afiliados_history_mark( $post_id );
}
add_action( 'added_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );
add_action( 'updated_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );

/**
 * Store a post's amount (0 removes it, with its currency).
 *
 * @param int $post_id Post ID.
 * @param int $cents   Centavos.
 */
function curadoria_afiliados_set_cents( $post_id, $cents ) {
	if ( $cents > 0 ) {
		update_post_meta( $post_id, 'price_cents', $cents );
	} else {
		delete_post_meta( $post_id, 'price_cents' );
	}
}

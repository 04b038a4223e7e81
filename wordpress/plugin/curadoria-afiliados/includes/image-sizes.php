<?php
/**
 * Image sizes cut for the site's image slot: the site shows every product
 * image in a 4:3 box (object-fit: cover), so a 4:3 file of the right width is
 * all a visitor downloads, instead of a larger file whose top and bottom are
 * never seen.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/* -------------------------------------------------------------------------
 * 4:3 hard-cropped sizes
 * ---------------------------------------------------------------------- */

/**
 * The 4:3 sizes, from a phone's slot to a wide screen at twice its density.
 * An upload narrower or shorter than a size gets a smaller, not-4:3 crop of
 * it (WordPress never enlarges), or none; the site only takes the 4:3 ones.
 *
 * @return array<string, int[]> Size name => array( width, height ).
 */
function curadoria_afiliados_image_sizes() {
	return array(
		'curadoria-4x3-480'  => array( 480, 360 ),
		'curadoria-4x3-600'  => array( 600, 450 ),
		'curadoria-4x3-800'  => array( 800, 600 ),
		'curadoria-4x3-1200' => array( 1200, 900 ),
	);
}

/**
 * Register the sizes, cropped from the centre. WordPress then creates them on
 * upload, and the REST API lists the ones an attachment has in
 * media_details.sizes. Uploads older than the plugin get them only when their
 * thumbnails are regenerated.
 */
function curadoria_afiliados_register_image_sizes() {
	foreach ( curadoria_afiliados_image_sizes() as $name => $size ) {
		add_image_size( $name, $size[0], $size[1], true );
	}
}
add_action( 'after_setup_theme', 'curadoria_afiliados_register_image_sizes' );

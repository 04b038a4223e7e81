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
 * Register the sizes, cropped from the centre. They are made on upload (in
 * WebP when the server can write it, below), and the REST API lists the ones
 * an attachment has in media_details.sizes. Uploads older than the plugin get
 * them from the backfill (image-backfill.php).
 */
function curadoria_afiliados_register_image_sizes() {
	foreach ( curadoria_afiliados_image_sizes() as $name => $size ) {
		add_image_size( $name, $size[0], $size[1], true );
	}
}
add_action( 'after_setup_theme', 'curadoria_afiliados_register_image_sizes' );

/* -------------------------------------------------------------------------
 * WebP
 * ---------------------------------------------------------------------- */

/** Upload formats whose 4:3 sizes are written in WebP (GIF keeps its frames, so it is left alone). */
const CURADORIA_AFILIADOS_WEBP_SOURCES = array( 'image/jpeg', 'image/png', 'image/webp' );

/**
 * Whether this server writes the 4:3 sizes in WebP: at WordPress's default
 * quality a WebP crop is about half the bytes of the JPEG one (a phone's
 * 800×600 product photo: 21 kB against 40 kB), which is most of what a
 * product page downloads before it paints.
 *
 * @return bool
 */
function curadoria_afiliados_writes_webp() {
	/**
	 * Filters whether the plugin's 4:3 sizes are written in WebP.
	 *
	 * @param bool $webp Default: whether an image editor of this server writes WebP.
	 */
	return (bool) apply_filters( 'curadoria_afiliados_webp_sizes', wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) );
}

/**
 * The format of an attachment's 4:3 sizes: WebP when this server writes it,
 * else the upload's own. Only these sizes change format: the theme's sizes,
 * WordPress's and the upload stay as they are.
 *
 * @param int $attachment_id Attachment.
 * @return string|null Mime type; null for an upload the plugin leaves to WordPress (a GIF).
 */
function curadoria_afiliados_sizes_format( $attachment_id ) {
	$upload = (string) get_post_mime_type( $attachment_id );
	if ( ! in_array( $upload, CURADORIA_AFILIADOS_WEBP_SOURCES, true ) ) {
		return null;
	}
	return curadoria_afiliados_writes_webp() ? 'image/webp' : $upload;
}

/**
 * The plugin's sizes still registered (a size removed with remove_image_size()
 * is not made).
 *
 * @return array<string, int[]>
 */
function curadoria_afiliados_registered_image_sizes() {
	return array_filter( curadoria_afiliados_image_sizes(), 'has_image_size', ARRAY_FILTER_USE_KEY );
}

/**
 * intermediate_image_sizes_advanced and wp_get_missing_image_subsizes: when
 * the 4:3 sizes are written in WebP, WordPress leaves them to
 * curadoria_afiliados_add_4x3_sizes() instead of writing them in the upload's
 * format first.
 *
 * @param array $sizes         Size name => size data.
 * @param array $image_meta    Attachment metadata.
 * @param int   $attachment_id Attachment.
 * @return array
 */
function curadoria_afiliados_leave_sizes_to_webp( $sizes, $image_meta, $attachment_id ) {
	if ( ! is_array( $sizes ) || 'image/webp' !== curadoria_afiliados_sizes_format( (int) $attachment_id ) ) {
		return $sizes;
	}
	return array_diff_key( $sizes, curadoria_afiliados_image_sizes() );
}
add_filter( 'intermediate_image_sizes_advanced', 'curadoria_afiliados_leave_sizes_to_webp', 10, 3 );
add_filter( 'wp_get_missing_image_subsizes', 'curadoria_afiliados_leave_sizes_to_webp', 10, 3 );

/**
 * Adds to the metadata the 4:3 sizes that are missing or not in their format
 * (curadoria_afiliados_sizes_format), cut from the attached file (WordPress's
 * scaled copy of a big upload, as its own sizes are). Sizes the upload is too
 * small for are not made (WordPress never enlarges). A file replaced stays on
 * disk, listed among the image's backup sizes (WordPress deletes it with the
 * image): pages built before still point at it.
 *
 * @param array|mixed $metadata      Attachment metadata.
 * @param int         $attachment_id Attachment.
 * @return array|mixed The metadata, with the new sizes.
 */
function curadoria_afiliados_add_4x3_sizes( $metadata, $attachment_id ) {
	$format = curadoria_afiliados_sizes_format( $attachment_id );
	$file   = get_attached_file( $attachment_id );
	if ( ! is_array( $metadata ) || null === $format || ! $file || ! is_file( $file ) ) {
		return $metadata;
	}
	$sizes   = isset( $metadata['sizes'] ) && is_array( $metadata['sizes'] ) ? $metadata['sizes'] : array();
	$missing = array_filter(
		curadoria_afiliados_registered_image_sizes(),
		static fn( $name ) => $format !== ( $sizes[ $name ]['mime-type'] ?? '' ),
		ARRAY_FILTER_USE_KEY
	);
	if ( ! $missing ) {
		return $metadata;
	}
	$extension = (string) wp_get_default_extension_for_mime_type( $format );
	$kept      = get_post_meta( $attachment_id, '_wp_attachment_backup_sizes', true );
	$kept      = is_array( $kept ) ? $kept : array();
	$backup    = $kept;
	foreach ( $missing as $name => $size ) {
		// A fresh editor per size: each crop is cut from the full image, not from the one before.
		$editor = wp_get_image_editor( $file, array( 'output_mime_type' => $format ) );
		if ( is_wp_error( $editor ) ) {
			break;
		}
		if ( is_wp_error( $editor->resize( $size[0], $size[1], true ) ) ) {
			continue;
		}
		$target = $editor->generate_filename( null, null, $extension );
		if ( file_exists( $target ) && ! in_array( wp_basename( $target ), array_column( $sizes, 'file' ), true ) ) {
			// Another upload of the same name (photo.png beside photo.jpg) has that file: ours is named apart.
			$target = $editor->generate_filename( $editor->get_suffix() . '-' . strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ), null, $extension );
		}
		$saved = $editor->save( $target, $format );
		if ( is_wp_error( $saved ) ) {
			continue;
		}
		$replaced = $sizes[ $name ] ?? null;
		if ( $replaced && $replaced['file'] !== $saved['file'] ) {
			$backup[ $name . '-' . pathinfo( $replaced['file'], PATHINFO_EXTENSION ) ] = $replaced;
		}
		$sizes[ $name ] = array(
			'file'      => $saved['file'],
			'width'     => $saved['width'],
			'height'    => $saved['height'],
			'mime-type' => $saved['mime-type'],
			'filesize'  => $saved['filesize'] ?? (int) wp_filesize( $saved['path'] ),
		);
	}
	if ( $backup !== $kept ) {
		update_post_meta( $attachment_id, '_wp_attachment_backup_sizes', $backup );
	}
	if ( isset( $metadata['sizes'] ) || $sizes ) {
		$metadata['sizes'] = $sizes;
	}
	return $metadata;
}
add_filter( 'wp_generate_attachment_metadata', 'curadoria_afiliados_add_4x3_sizes', 10, 2 );

<?php
/**
 * Part of lib/plugin-selftest.php: the 4:3 sizes are written in WebP on
 * upload (and WordPress writes no JPEG copy of them first); an upload from
 * before the plugin (its sizes unregistered when it was uploaded, as the
 * bench's legacy seed does) gets them from the backfill, which marks the post
 * it illustrates as modified; a second run finds nothing to do. The two
 * uploads and the post are deleted at the end, with their files.
 *
 * @package CuradoriaAfiliados
 */

global $wpdb;
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once __DIR__ . '/draw-image.php';

if ( ! wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) ) {
	echo "skip plugin: WebP sizes (this PHP's image editor cannot write WebP)\n";
	return;
}

/** Uploads a drawn 1500×1000 JPEG (a camera's 3:2 photo); returns its attachment id. */
$upload_photo = static function ( $name ) {
	$file = array(
		'name'     => "{$name}.jpg",
		'tmp_name' => curadoria_draw_image( $name, 'selftest', 1500, 1000, 'jpg', wp_tempnam( "{$name}.jpg" ) ),
	);
	$id = media_handle_sideload( $file, 0, 'selftest' );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'selftest upload: ' . $id->get_error_message() );
	}
	return (int) $id;
};

/** The plugin's sizes an attachment has, as "name WxH mime (file on disk or missing)". */
$plugin_sizes = static function ( $id ) {
	$meta      = wp_get_attachment_metadata( $id );
	$directory = dirname( (string) get_attached_file( $id ) );
	$found     = array();
	foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $name ) {
		if ( isset( $meta['sizes'][ $name ] ) ) {
			$size    = $meta['sizes'][ $name ];
			$on_disk = is_file( path_join( $directory, $size['file'] ) ) ? 'on disk' : 'missing';
			$found[] = "{$name} {$size['width']}x{$size['height']} {$size['mime-type']} ({$on_disk})";
		}
	}
	return $found;
};

$webp_sizes = array(
	'curadoria-4x3-480 480x360 image/webp (on disk)',
	'curadoria-4x3-600 600x450 image/webp (on disk)',
	'curadoria-4x3-800 800x600 image/webp (on disk)',
	'curadoria-4x3-1200 1200x900 image/webp (on disk)',
);

// Every format a 4:3 size had in the metadata WordPress saved while it made the sizes, one save per size.
$saved_formats = array();
$record_formats = static function ( $data ) use ( &$saved_formats ) {
	foreach ( array_intersect_key( (array) ( $data['sizes'] ?? array() ), curadoria_afiliados_image_sizes() ) as $size ) {
		$saved_formats[ $size['mime-type'] ] = true;
	}
	return $data;
};
add_filter( 'wp_update_attachment_metadata', $record_formats );
$new_upload = $upload_photo( 'selftest-webp-upload' );
remove_filter( 'wp_update_attachment_metadata', $record_formats );
$old_upload = 0;
$post_id    = 0;
try {
	expect( 'image sizes: an upload gets the 4:3 sizes in WebP', $plugin_sizes( $new_upload ), $webp_sizes );
	expect( 'image sizes: no JPEG copy of them is written first', array_keys( $saved_formats ), array( 'image/webp' ) );
	expect( "image sizes: WordPress's own sizes keep the upload's format", wp_get_attachment_metadata( $new_upload )['sizes']['medium']['mime-type'] ?? null, 'image/jpeg' );

	// An upload from before the plugin: its sizes unregistered while it is uploaded.
	foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $name ) {
		remove_image_size( $name );
	}
	$old_upload = $upload_photo( 'selftest-webp-legacy' );
	curadoria_afiliados_register_image_sizes();
	expect( 'backfill: an upload from before the plugin has none of its sizes', $plugin_sizes( $old_upload ), array() );

	$post_id = wp_insert_post(
		array(
			'post_title'  => 'selftest imagem antiga',
			'post_status' => 'draft',
			'post_date'   => '2020-01-02 03:04:05',
		)
	);
	update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION, false );
	set_post_thumbnail( $post_id, $old_upload );
	$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2020-01-02 03:04:05' ), array( 'ID' => $post_id ) );
	clean_post_cache( $post_id );
	expect( 'backfill: choosing a featured image restarts it', get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ), false );
	expect( 'backfill: the old upload is pending', in_array( $old_upload, curadoria_afiliados_image_backfill_pending( 1000 ), true ), true );

	$left = curadoria_afiliados_image_backfill_run( 60 );
	expect( 'backfill: a run brings every featured image to the sizes and ends', array( $left, get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) ), array( 0, CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION ) );
	expect( 'backfill: the old upload gets the 4:3 sizes in WebP', $plugin_sizes( $old_upload ), $webp_sizes );
	expect( 'backfill: the post it illustrates is marked modified (the site updates it)', get_post( $post_id )->post_modified_gmt > '2020-01-02 03:04:05', true );
	$modified = get_post( $post_id )->post_modified_gmt;
	$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2020-01-02 03:04:05' ), array( 'ID' => $post_id ) );
	clean_post_cache( $post_id );
	expect( 'backfill: an image already done is left alone', array( curadoria_afiliados_image_backfill_one( $old_upload ), get_post( $post_id )->post_modified_gmt ), array( false, '2020-01-02 03:04:05' ) );
	expect( 'backfill: nothing pending afterwards', curadoria_afiliados_image_backfill_pending( 1000 ), array() );
} finally {
	foreach ( array( $new_upload, $old_upload ) as $attachment ) {
		if ( $attachment ) {
			wp_delete_attachment( $attachment, true );
		}
	}
	if ( $post_id ) {
		wp_delete_post( $post_id, true );
	}
	curadoria_afiliados_register_image_sizes();
}
expect( 'image sizes test: its uploads are deleted with their files', glob( path_join( wp_upload_dir()['path'], 'selftest-webp-*' ) ), array() );

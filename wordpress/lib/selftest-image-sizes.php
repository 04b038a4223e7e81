<?php
/**
 * Part of lib/plugin-selftest.php: the 4:3 sizes are written in WebP on
 * upload (WordPress writes no JPEG copy of them first) and in the upload's
 * format on a server without WebP; two uploads of the same name in two
 * formats keep their own files; an upload from before the plugin (its sizes
 * unregistered when it was uploaded, as the bench's legacy seed does) gets
 * them from the backfill, which marks the post it illustrates as modified
 * (local and GMT dates, in a timezone other than UTC); JPEG crops the backfill
 * replaces stay on disk as backup sizes; an image edited afterwards goes back
 * to the backfill; a run leaves the images to another one working; a second
 * run finds nothing to do. Everything it uploads or
 * creates is deleted at the end, with the files, and the backfill's option
 * and the site's timezone are put back.
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

/** Uploads a drawn 1500×1000 photo (a camera's 3:2); returns its attachment id. */
$upload_photo = static function ( $name, $extension = 'jpg' ) {
	$file = array(
		'name'     => "{$name}.{$extension}",
		'tmp_name' => curadoria_draw_image( $name, 'selftest', 1500, 1000, $extension, wp_tempnam( "{$name}.{$extension}" ) ),
	);
	$id = media_handle_sideload( $file, 0, 'selftest' );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'selftest upload: ' . $id->get_error_message() );
	}
	return (int) $id;
};

/** The plugin's sizes an attachment has, as "name WxH mime (on disk or missing)". */
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

/** The four 4:3 sizes of a 1500×1000 upload, in one format. */
$sizes_in = static fn( $mime ) => array(
	"curadoria-4x3-480 480x360 {$mime} (on disk)",
	"curadoria-4x3-600 600x450 {$mime} (on disk)",
	"curadoria-4x3-800 800x600 {$mime} (on disk)",
	"curadoria-4x3-1200 1200x900 {$mime} (on disk)",
);

/** Uploads with the plugin's sizes unregistered, as before the plugin. */
$upload_before_plugin = static function ( $name ) use ( $upload_photo ) {
	foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $size ) {
		remove_image_size( $size );
	}
	try {
		return $upload_photo( $name );
	} finally {
		curadoria_afiliados_register_image_sizes();
	}
};

/** Seconds between a post's dates and now, local and GMT (both small when the post was just marked). */
$marked_now = static function ( $post_id ) {
	$post = get_post( $post_id );
	return abs( strtotime( $post->post_modified ) - strtotime( current_time( 'mysql' ) ) ) < 60
		&& abs( strtotime( $post->post_modified_gmt ) - time() ) < 60;
};

$saved_done     = get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION );
$saved_timezone = get_option( 'timezone_string' );
$saved_offset   = get_option( 'gmt_offset' );
update_option( 'timezone_string', 'America/Sao_Paulo' );
$uploads  = array();
$post_ids = array();
$no_webp  = static fn() => false;
try {
	// Every format a 4:3 size had in the metadata WordPress saved while it made the sizes, one save per size.
	$saved_formats  = array();
	$record_formats = static function ( $data ) use ( &$saved_formats ) {
		foreach ( array_intersect_key( (array) ( $data['sizes'] ?? array() ), curadoria_afiliados_image_sizes() ) as $size ) {
			$saved_formats[ $size['mime-type'] ] = true;
		}
		return $data;
	};
	add_filter( 'wp_update_attachment_metadata', $record_formats );
	$uploads[] = $upload_photo( 'selftest-webp-upload' );
	remove_filter( 'wp_update_attachment_metadata', $record_formats );
	expect( 'image sizes: an upload gets the 4:3 sizes in WebP', $plugin_sizes( end( $uploads ) ), $sizes_in( 'image/webp' ) );
	expect( 'image sizes: no JPEG copy of them is written first', array_keys( $saved_formats ), array( 'image/webp' ) );
	expect( "image sizes: WordPress's own sizes keep the upload's format", wp_get_attachment_metadata( end( $uploads ) )['sizes']['medium']['mime-type'] ?? null, 'image/jpeg' );

	$uploads[] = $upload_photo( 'selftest-webp-twin', 'png' );
	$uploads[] = $upload_photo( 'selftest-webp-twin', 'jpg' );
	$twin_files = array_map( static fn( $id ) => wp_get_attachment_metadata( $id )['sizes']['curadoria-4x3-480']['file'] ?? '', array_slice( $uploads, -2 ) );
	expect( 'image sizes: a PNG and a JPEG of the same name keep their own WebP files', count( array_unique( $twin_files ) ), 2 );

	add_filter( 'curadoria_afiliados_webp_sizes', $no_webp );
	$uploads[] = $upload_photo( 'selftest-jpeg-sizes' );
	remove_filter( 'curadoria_afiliados_webp_sizes', $no_webp );
	$jpeg_sizes = end( $uploads );
	expect( "image sizes: without WebP, WordPress makes them in the upload's format", $plugin_sizes( $jpeg_sizes ), $sizes_in( 'image/jpeg' ) );

	// An upload from before the plugin, the featured image of a post last modified long ago.
	$uploads[]  = $upload_before_plugin( 'selftest-webp-legacy' );
	$old_upload = end( $uploads );
	expect( 'backfill: an upload from before the plugin has none of its sizes', $plugin_sizes( $old_upload ), array() );
	foreach ( array( $old_upload, $jpeg_sizes ) as $image ) {
		$post_ids[] = wp_insert_post( array( 'post_title' => 'selftest imagem antiga', 'post_status' => 'draft' ) );
		update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, curadoria_afiliados_image_sizes_target(), true );
		set_post_thumbnail( end( $post_ids ), $image );
		$wpdb->update( $wpdb->posts, array( 'post_modified' => '2020-01-02 00:04:05', 'post_modified_gmt' => '2020-01-02 03:04:05' ), array( 'ID' => end( $post_ids ) ) );
		clean_post_cache( end( $post_ids ) );
	}
	expect( 'backfill: choosing a featured image restarts it', get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ), false );
	$pending = curadoria_afiliados_image_backfill_pending( PHP_INT_MAX );
	expect( 'backfill: both images are pending, the newest first', array_values( array_intersect( $pending, array( $old_upload, $jpeg_sizes ) ) ), array( $old_upload, $jpeg_sizes ) );

	set_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK, 1, 60 );
	$left = curadoria_afiliados_image_backfill_run( 120 );
	delete_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK );
	expect( 'backfill: a run while another one works leaves the images to it', array( $left > 0, $plugin_sizes( $old_upload ) ), array( true, array() ) );

	$left = curadoria_afiliados_image_backfill_run( 120 );
	expect( 'backfill: a run brings every featured image to the sizes and ends', array( $left, get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) ), array( 0, CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION . '-webp' ) );
	expect( 'backfill: the old upload gets the 4:3 sizes in WebP', $plugin_sizes( $old_upload ), $sizes_in( 'image/webp' ) );
	expect( 'backfill: the JPEG crops are replaced by WebP ones', $plugin_sizes( $jpeg_sizes ), $sizes_in( 'image/webp' ) );
	$backup = get_post_meta( $jpeg_sizes, '_wp_attachment_backup_sizes', true );
	expect(
		'backfill: the JPEG crops stay on disk as backup sizes (pages built before point at them)',
		array_map( static fn( $size ) => is_file( path_join( dirname( (string) get_attached_file( $jpeg_sizes ) ), $size['file'] ) ) ? $size['mime-type'] : 'missing', is_array( $backup ) ? array_values( $backup ) : array() ),
		array( 'image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg' )
	);
	expect( 'backfill: the posts they illustrate are marked modified now, local and GMT dates', array_map( $marked_now, $post_ids ), array( true, true ) );

	$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2020-01-02 03:04:05' ), array( 'ID' => $post_ids[0] ) );
	clean_post_cache( $post_ids[0] );
	expect( 'backfill: an image already done is left alone', array( curadoria_afiliados_image_backfill_one( $old_upload ), get_post( $post_ids[0] )->post_modified_gmt ), array( false, '2020-01-02 03:04:05' ) );
	expect( 'backfill: nothing pending afterwards', array_intersect( curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ), $uploads ), array() );

	// WordPress's image editor (crop, rotate) writes every size again in the upload's format.
	$edited = wp_get_attachment_metadata( $old_upload );
	$edited['sizes']['curadoria-4x3-480']['mime-type'] = 'image/jpeg';
	wp_update_attachment_metadata( $old_upload, $edited );
	expect( 'backfill: an image edited afterwards goes back to it', in_array( $old_upload, curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ), true ), true );
} finally {
	remove_filter( 'curadoria_afiliados_webp_sizes', $no_webp );
	foreach ( $uploads as $attachment ) {
		wp_delete_attachment( $attachment, true );
	}
	foreach ( $post_ids as $post_id ) {
		wp_delete_post( $post_id, true );
	}
	update_option( 'timezone_string', $saved_timezone );
	update_option( 'gmt_offset', $saved_offset );
	if ( false === $saved_done ) {
		delete_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION );
	} else {
		update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, $saved_done, true );
	}
}
expect( 'image sizes test: its uploads are deleted with their files, backup sizes included', glob( path_join( wp_upload_dir()['path'], 'selftest-*' ) ), array() );

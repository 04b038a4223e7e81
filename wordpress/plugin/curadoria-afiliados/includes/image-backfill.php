<?php
/**
 * The 4:3 WebP sizes for featured images uploaded before this version of the
 * plugin: most owners have years of product photos with WordPress's default
 * sizes only, and the site would offer a phone a 768 px JPEG of another shape
 * for them. A WP-Cron job makes the sizes a few images at a time, newest
 * first, and marks the posts that show them as modified, so that the site's
 * next update (deploy hook, `npm run build:update`) takes their new sizes.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** WP-Cron hook of one backfill run. */
const CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT = 'curadoria_afiliados_image_backfill';

/** Option holding the target (curadoria_afiliados_image_sizes_target) the backfill has finished for. */
const CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION = 'curadoria_afiliados_image_backfill_done';

/** Transient held while a run works, so that two runs never take the same images. */
const CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK = 'curadoria_afiliados_image_backfill_lock';

/** Attachment meta: the target an image was brought to. */
const CURADORIA_AFILIADOS_IMAGE_SIZES_META = '_curadoria_afiliados_image_sizes';

/** Version of the 4:3 sizes; a new value brings every featured image to them again. */
const CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION = '1';

/** Seconds one run may spend (a WP-Cron request must end well within PHP's limits). */
const CURADORIA_AFILIADOS_IMAGE_BACKFILL_SECONDS = 20;

/**
 * What an image is brought to: the sizes' version and their format on this
 * server, so that a server that gains WebP later brings every image to it.
 *
 * @return string
 */
function curadoria_afiliados_image_sizes_target() {
	return CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION . ( curadoria_afiliados_writes_webp() ? '-webp' : '-upload-format' );
}

/**
 * Featured images not yet brought to the current sizes, newest first.
 *
 * @param int $limit How many.
 * @return int[] Attachment ids.
 */
function curadoria_afiliados_image_backfill_pending( $limit ) {
	global $wpdb;
	$sources = "'" . implode( "','", CURADORIA_AFILIADOS_WEBP_SOURCES ) . "'";
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT DISTINCT image.ID FROM {$wpdb->postmeta} featured
			JOIN {$wpdb->posts} image ON image.ID = featured.meta_value AND image.post_type = 'attachment' AND image.post_mime_type IN ({$sources})
			LEFT JOIN {$wpdb->postmeta} done ON done.post_id = image.ID AND done.meta_key = %s AND done.meta_value = %s
			WHERE featured.meta_key = '_thumbnail_id' AND done.meta_id IS NULL
			ORDER BY image.ID DESC LIMIT %d",
			CURADORIA_AFILIADOS_IMAGE_SIZES_META,
			curadoria_afiliados_image_sizes_target(),
			$limit
		)
	);
	// phpcs:enable
	return array_map( 'intval', $ids );
}

/**
 * Brings one image to the current sizes and, when it gained any, marks the
 * posts it illustrates as modified now (their REST `modified`: what the
 * site's update and its visitors' refresh look at) and records the change for
 * the deploy hook.
 *
 * @param int $attachment_id Attachment.
 * @return bool Whether sizes were added.
 */
function curadoria_afiliados_image_backfill_one( $attachment_id ) {
	global $wpdb;
	// Marked first: an image that stops PHP (memory, time) is not taken again and again.
	update_post_meta( $attachment_id, CURADORIA_AFILIADOS_IMAGE_SIZES_META, curadoria_afiliados_image_sizes_target() );
	$metadata = wp_get_attachment_metadata( $attachment_id );
	$updated  = curadoria_afiliados_add_4x3_sizes( $metadata, $attachment_id );
	if ( $updated === $metadata ) {
		return false;
	}
	wp_update_attachment_metadata( $attachment_id, $updated );

	$posts = get_posts(
		array(
			'post_type'   => 'any',
			'post_status' => 'any',
			'meta_key'    => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key
			'meta_value'  => (string) $attachment_id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
			'fields'      => 'ids',
			'numberposts' => -1,
		)
	);
	// Written directly: wp_update_post() would make a revision and run every save hook for a date.
	foreach ( $posts as $post_id ) {
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
			$wpdb->posts,
			array(
				'post_modified'     => current_time( 'mysql' ),
				'post_modified_gmt' => current_time( 'mysql', true ),
			),
			array( 'ID' => $post_id )
		);
		clean_post_cache( $post_id );
		if ( 'publish' === get_post_status( $post_id ) && curadoria_afiliados_deploy_hook_watches_post( $post_id ) ) {
			curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d image sizes', $post_id ) );
		}
	}
	return true;
}

/**
 * One backfill run (the WP-Cron event): images until the time is up, then
 * another run a minute later, or the backfill marked done.
 *
 * @param int $seconds Time allowed.
 * @return int Images left after this run (0 when done).
 */
function curadoria_afiliados_image_backfill_run( $seconds = CURADORIA_AFILIADOS_IMAGE_BACKFILL_SECONDS ) {
	if ( get_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK ) ) {
		return count( curadoria_afiliados_image_backfill_pending( 1 ) );
	}
	set_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK, 1, $seconds + MINUTE_IN_SECONDS );
	$started = microtime( true );
	do {
		$pending = curadoria_afiliados_image_backfill_pending( 5 );
		foreach ( $pending as $attachment_id ) {
			curadoria_afiliados_image_backfill_one( $attachment_id );
		}
	} while ( $pending && microtime( true ) - $started < $seconds );
	delete_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK );
	$left = count( curadoria_afiliados_image_backfill_pending( 1 ) );
	if ( $left ) {
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
	} else {
		// Autoloaded: every wp-admin page reads it (curadoria_afiliados_image_backfill_schedule).
		update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, curadoria_afiliados_image_sizes_target(), true );
	}
	return $left;
}
add_action(
	CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT,
	static function () {
		curadoria_afiliados_image_backfill_run();
	}
);

/**
 * Starts the backfill when the images are not all brought to the current
 * target: on activation, after an update of the plugin or a change of the
 * server's WebP support, and after a featured image was chosen (it may be an
 * old upload) or edited. Checked in wp-admin only, where the owner works:
 * visitors' and the site build's requests pay nothing for it.
 */
function curadoria_afiliados_image_backfill_schedule() {
	if ( curadoria_afiliados_image_sizes_target() === get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) || wp_next_scheduled( CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT ) ) {
		return;
	}
	wp_schedule_single_event( time(), CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
}
add_action( 'admin_init', 'curadoria_afiliados_image_backfill_schedule' );

/** The backfill runs again (the next wp-admin page schedules it). */
function curadoria_afiliados_image_backfill_restart() {
	if ( false !== get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) ) {
		delete_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION );
	}
}

/**
 * wp_update_attachment_metadata: metadata saved with a 4:3 size in another
 * format than its own (the owner cropped or rotated the image in WordPress's
 * image editor, which writes every size in the upload's format) sends the
 * image back to the backfill.
 *
 * @param array|mixed $data          Attachment metadata.
 * @param int         $attachment_id Attachment.
 * @return array|mixed Unchanged.
 */
function curadoria_afiliados_image_backfill_on_metadata( $data, $attachment_id ) {
	$ours = is_array( $data ) && isset( $data['sizes'] ) && is_array( $data['sizes'] ) ? array_intersect_key( $data['sizes'], curadoria_afiliados_image_sizes() ) : array();
	// Most saves (each size WordPress makes on upload) carry none of the 4:3 sizes: nothing to look up.
	if ( ! $ours ) {
		return $data;
	}
	$format = curadoria_afiliados_sizes_format( (int) $attachment_id );
	if ( null !== $format && array_diff( array_column( $ours, 'mime-type' ), array( $format ) ) ) {
		delete_post_meta( (int) $attachment_id, CURADORIA_AFILIADOS_IMAGE_SIZES_META );
		curadoria_afiliados_image_backfill_restart();
	}
	return $data;
}
add_filter( 'wp_update_attachment_metadata', 'curadoria_afiliados_image_backfill_on_metadata', 10, 2 );

/**
 * A featured image chosen for a post: the backfill looks at it on its next run.
 *
 * @param int    $meta_id   Meta row.
 * @param int    $object_id Post.
 * @param string $meta_key  Meta key.
 */
function curadoria_afiliados_image_backfill_on_featured( $meta_id, $object_id, $meta_key ) {
	if ( '_thumbnail_id' === $meta_key ) {
		curadoria_afiliados_image_backfill_restart();
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_image_backfill_on_featured', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_image_backfill_on_featured', 10, 3 );

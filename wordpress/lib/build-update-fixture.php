<?php
/**
 * Posts of scripts/build-update-check.mjs, which compares an updated build
 * (npm run build:update) with a full one after each change (the web server is
 * another process, so they must really be stored):
 *
 *   php build-update-fixture.php create STATE_FILE
 *       publish two copies of a seeded post: "new" links to another seeded
 *       post, "linking" links to "new" (its page changes when "new" goes);
 *       write their ids to STATE_FILE and print them as JSON;
 *   php build-update-fixture.php edit STATE_FILE
 *       change "new"'s title and price, as the editor does;
 *   php build-update-fixture.php picture STATE_FILE
 *       upload a new picture and make it "new"'s featured image, saved with
 *       the post as the editor does (its modified time moves);
 *   php build-update-fixture.php trash STATE_FILE
 *       move "new" to the trash;
 *   php build-update-fixture.php delete STATE_FILE
 *       delete both, and the uploaded picture, for good.
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: build-update-fixture.php create|edit|picture|trash|delete STATE_FILE\n" );
	exit( 2 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

list( , $command, $state_file ) = $argv;
// Test posts never ask the static host for a rebuild.
add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );

/**
 * A published copy of $model with another title and a paragraph linking to $target.
 *
 * @param WP_Post $model  Seeded post to copy.
 * @param string  $title  Title.
 * @param string  $target Permalink the new paragraph links to.
 * @return int Post ID (0 on failure).
 */
function curadoria_build_update_copy( $model, $title, $target ) {
	$id = wp_insert_post(
		array(
			'post_title'    => $title,
			'post_content'  => $model->post_content . "\n\n<p>Veja também <a href=\"" . esc_url( $target ) . '">este outro achado</a>.</p>',
			'post_excerpt'  => $model->post_excerpt,
			'post_status'   => 'publish',
			'post_type'     => 'post',
			'post_category' => wp_get_post_categories( $model->ID ),
			'meta_input'    => array(
				'price'         => 'R$ 123,45',
				'affiliate_url' => (string) get_post_meta( $model->ID, 'affiliate_url', true ),
			),
		)
	);
	if ( $id && get_post_thumbnail_id( $model ) ) {
		set_post_thumbnail( $id, get_post_thumbnail_id( $model ) );
	}
	return (int) $id;
}

$state = json_decode( (string) @file_get_contents( $state_file ), true ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
$state = is_array( $state ) ? $state : array();

if ( 'create' === $command ) {
	$models = get_posts(
		array(
			'post_status' => 'publish',
			'numberposts' => 2,
			'orderby'     => 'ID',
			'order'       => 'ASC',
		)
	);
	if ( count( $models ) < 2 ) {
		fwrite( STDERR, "no seeded posts to copy; run wordpress/seed.sh\n" );
		exit( 1 );
	}
	$new     = curadoria_build_update_copy( $models[0], 'Achado novo da atualização', get_permalink( $models[1] ) );
	$linking = curadoria_build_update_copy( $models[1], 'Achado que aponta para o novo', (string) get_permalink( $new ) );
	$state   = array(
		'new'     => $new,
		'linking' => $linking,
	);
	file_put_contents( $state_file, wp_json_encode( $state ) );
	echo wp_json_encode( $state ), "\n";
	exit( $new && $linking ? 0 : 1 );
}

if ( 'edit' === $command ) {
	$updated = wp_update_post(
		array(
			'ID'         => (int) ( $state['new'] ?? 0 ),
			'post_title' => 'Achado novo, com título editado',
			'meta_input' => array( 'price' => 'R$ 99,00' ),
		),
		true
	);
	exit( is_wp_error( $updated ) || ! $updated ? 1 : 0 );
}

if ( 'picture' === $command ) {
	require_once __DIR__ . '/draw-image.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$id   = (int) ( $state['new'] ?? 0 );
	$file = array(
		'name'     => 'achado-novo-foto.jpg',
		'tmp_name' => curadoria_draw_image( 'achado-novo-foto', 'Foto nova do achado', 1200, 900, 'jpg', wp_tempnam( 'achado-novo-foto.jpg' ) ),
	);
	// Moves the file into uploads/ and makes its sizes, the plugin's WebP ones included.
	$picture = media_handle_sideload( $file, $id, 'Foto nova do achado' );
	if ( is_wp_error( $picture ) ) {
		@unlink( $file['tmp_name'] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink
		fwrite( STDERR, 'uploading the picture: ' . $picture->get_error_message() . "\n" );
		exit( 1 );
	}
	// Removed with the posts by "delete".
	$state['picture'] = (int) $picture;
	file_put_contents( $state_file, wp_json_encode( $state ) );
	$updated = wp_update_post(
		array(
			'ID'         => $id,
			'meta_input' => array( '_thumbnail_id' => $picture ),
		),
		true
	);
	exit( is_wp_error( $updated ) || ! $updated ? 1 : 0 );
}

if ( 'trash' === $command ) {
	exit( wp_trash_post( (int) ( $state['new'] ?? 0 ) ) ? 0 : 1 );
}

if ( 'delete' === $command ) {
	foreach ( $state as $id ) {
		if ( get_post( (int) $id ) ) {
			wp_delete_post( (int) $id, true );
		}
	}
	exit( 0 );
}

fwrite( STDERR, "unknown command: $command\n" );
exit( 2 );

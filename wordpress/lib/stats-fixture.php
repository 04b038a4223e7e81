<?php
/**
 * Temporary posts for the counter's load test (wordpress/load-test.mjs): the
 * web server is another process, so they must really be stored.
 *
 *   php stats-fixture.php create STATE_FILE
 *       create a published post (its affiliate link marked broken; offers at
 *       two stores, for clicks per store) and a password-protected one; write
 *       their ids to STATE_FILE and print them as JSON;
 *   php stats-fixture.php counts STATE_FILE
 *       print the published one's stored views and clicks (all days) as JSON,
 *       read from the table itself (wordpress/load-test.mjs compares them
 *       before and after its run);
 *   php stats-fixture.php delete STATE_FILE
 *       delete them for good (their counts go with them).
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: stats-fixture.php create|counts|delete STATE_FILE\n" );
	exit( 2 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

list( , $command, $state_file ) = $argv;
// Test posts never ask the static host for a rebuild.
add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );

if ( 'create' === $command ) {
	$published = wp_insert_post(
		array(
			'post_title'  => 'Check.sh produto temporário',
			'post_status' => 'publish',
			'post_type'   => 'post',
			'meta_input'  => array(
				'affiliate_url' => 'https://loja.example/produto-que-sumiu',
				// Two stores, so clicks per store can be counted.
				'offers'        => array(
					array( 'store' => 'Amazon', 'price_cents' => 10000, 'url' => 'https://www.amazon.com.br/dp/CHECKSH' ),
					array( 'store' => 'Mercado Livre', 'price_cents' => 9990, 'url' => 'https://produto.mercadolivre.com.br/MLB-CHECKSH' ),
				),
			),
		)
	);
	update_post_meta( $published, CURADORIA_AFILIADOS_LINK_STATUS_META, 'broken' );
	update_post_meta( $published, CURADORIA_AFILIADOS_LINK_MISSES_META, 2 );
	update_post_meta( $published, CURADORIA_AFILIADOS_LINK_DETAIL_META, 'http_404' );
	update_post_meta( $published, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
	$protected = wp_insert_post(
		array(
			'post_title'    => 'Check.sh produto protegido',
			'post_status'   => 'publish',
			'post_type'     => 'post',
			'post_password' => 'segredo',
		)
	);
	$ids = array(
		'published' => (int) $published,
		'protected' => (int) $protected,
	);
	file_put_contents( $state_file, wp_json_encode( $ids ) );
	echo wp_json_encode( $ids ), "\n";
	exit( $published && $protected ? 0 : 1 );
}

if ( 'counts' === $command ) {
	global $wpdb;
	$ids = json_decode( (string) file_get_contents( $state_file ), true );
	$row = $wpdb->get_row( $wpdb->prepare( 'SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(clicks), 0) AS clicks FROM ' . curadoria_afiliados_stats_table() . ' WHERE post_id = %d', (int) ( $ids['published'] ?? 0 ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	echo wp_json_encode( array_map( 'intval', (array) $row ) ), "\n";
	exit( $row ? 0 : 1 );
}

if ( 'delete' === $command ) {
	$ids = json_decode( (string) @file_get_contents( $state_file ), true ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
	foreach ( is_array( $ids ) ? $ids : array() as $id ) {
		if ( get_post( (int) $id ) ) {
			wp_delete_post( (int) $id, true );
		}
	}
	exit( 0 );
}

exit( 2 );

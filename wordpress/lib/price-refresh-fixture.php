<?php
/**
 * The post of e2e/price-refresh.spec.ts, which follows a price changed at a
 * local store to the built product page (the web server is another
 * process, so it must really be stored):
 *
 *   php price-refresh-fixture.php create STATE_FILE STORE_URL HOOK_URL
 *       publish a product whose price (R$ 259,90) and affiliate link are the
 *       local store's, point the deploy hook at HOOK_URL (no debounce
 *       pending), and write the post's id and the options it changed to
 *       STATE_FILE; print the id as JSON;
 *   php price-refresh-fixture.php delete STATE_FILE
 *       delete the post for good and put the options back.
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: price-refresh-fixture.php create STATE_FILE STORE_URL HOOK_URL | delete STATE_FILE\n" );
	exit( 2 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$command    = $argv[1];
$state_file = $argv[2];
$options    = array( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );

if ( 'create' === $command && $argc >= 5 ) {
	$saved = array();
	foreach ( $options as $option ) {
		$saved[ $option ] = get_option( $option, null );
	}
	$categories = get_categories( array( 'hide_empty' => true ) );
	// Created without calling the hook (the page the test follows is the refresh's).
	add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
	$id = wp_insert_post(
		array(
			'post_title'    => 'Panela de Arroz Elétrica 10 Xícaras',
			'post_content'  => '<p>Cozinha o arroz sozinha e mantém aquecido. Produto da prova da atualização de preços.</p>',
			'post_excerpt'  => 'Cozinha o arroz sozinha e mantém aquecido.',
			'post_status'   => 'publish',
			'post_type'     => 'post',
			'post_category' => $categories ? array( $categories[0]->term_id ) : array(),
			'meta_input'    => array(
				'price'         => 'R$ 259,90',
				'affiliate_url' => $argv[3],
			),
		)
	);
	if ( ! $id ) {
		fwrite( STDERR, "the post was not created\n" );
		exit( 1 );
	}
	update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $argv[4] );
	update_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, 0, false );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
	file_put_contents(
		$state_file,
		wp_json_encode(
			array(
				'id'      => (int) $id,
				'options' => $saved,
			)
		)
	);
	echo wp_json_encode( array( 'id' => (int) $id ) ), "\n";
	exit( 0 );
}

if ( 'delete' === $command ) {
	$state = json_decode( (string) @file_get_contents( $state_file ), true ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
	if ( ! is_array( $state ) ) {
		exit( 0 );
	}
	add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
	wp_delete_post( (int) $state['id'], true );
	foreach ( (array) $state['options'] as $option => $value ) {
		if ( null === $value ) {
			delete_option( $option );
		} else {
			update_option( $option, $value );
		}
	}
	unlink( $state_file );
	exit( 0 );
}

fwrite( STDERR, "unknown command {$command}\n" );
exit( 2 );

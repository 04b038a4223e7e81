<?php
/**
 * Set up / tear down the deploy hook state for wordpress/check.sh's HTTP
 * checks of the "Disparar rebuild agora" button and the settings form.
 *
 *   php deploy-hook-fixture.php save STATE_FILE HOOK_URL
 *       remember the plugin's options and pending event in STATE_FILE, then
 *       point the deploy hook at HOOK_URL and clear the debounce stamp;
 *   php deploy-hook-fixture.php restore STATE_FILE
 *       put everything back exactly as it was (absent options stay absent).
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: deploy-hook-fixture.php save|restore STATE_FILE [HOOK_URL]\n" );
	exit( 2 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$options = array( 'curadoria_afiliados_deploy_hook', 'curadoria_afiliados_deploy_hook_last', 'curadoria_afiliados_allowed_origins' );
$event   = 'curadoria_afiliados_deploy_hook_event';
$missing = '__curadoria_missing__';
list( , $command, $state_file ) = $argv;

if ( 'save' === $command ) {
	$state = array(
		'options' => array(),
		'event'   => wp_next_scheduled( $event ),
	);
	foreach ( $options as $name ) {
		$state['options'][ $name ] = get_option( $name, $missing );
	}
	file_put_contents( $state_file, wp_json_encode( $state ) );
	update_option( 'curadoria_afiliados_deploy_hook', $argv[3] ?? '' );
	delete_option( 'curadoria_afiliados_deploy_hook_last' );
	wp_clear_scheduled_hook( $event );
	exit( get_option( 'curadoria_afiliados_deploy_hook' ) === ( $argv[3] ?? '' ) ? 0 : 1 );
}

if ( 'restore' === $command ) {
	$state = json_decode( (string) file_get_contents( $state_file ), true );
	if ( ! is_array( $state ) ) {
		exit( 1 );
	}
	foreach ( $state['options'] as $name => $value ) {
		if ( $missing === $value ) {
			delete_option( $name );
		} else {
			// Straight to the database: the sanitisers must not alter a saved value.
			remove_all_filters( "sanitize_option_{$name}" );
			update_option( $name, $value );
		}
	}
	wp_clear_scheduled_hook( $event );
	if ( $state['event'] ) {
		wp_schedule_single_event( (int) $state['event'], $event );
	}
	exit( 0 );
}

exit( 2 );

<?php
/**
 * Runs the plugin's image backfill (includes/image-backfill.php) until no
 * featured image is left, as WP-Cron would after the plugin is activated: the
 * local WordPresses have DISABLE_WP_CRON (up.sh), so wordpress/seed.sh runs it
 * here. Prints how many images it brought to the 4:3 WebP sizes.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$pending = count( curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ) );
while ( curadoria_afiliados_image_backfill_run( 300 ) > 0 ) {
	// Each run stops after its time; the next one goes on.
}
wp_clear_scheduled_hook( CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
echo "image backfill: {$pending} featured images brought to the 4:3 WebP sizes\n";

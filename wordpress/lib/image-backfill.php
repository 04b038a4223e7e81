<?php
/**
 * Runs the plugin's image backfill (includes/image-backfill.php) until no
 * featured image is left, as WP-Cron would after the plugin is activated: the
 * local WordPresses have DISABLE_WP_CRON (up.sh), so wordpress/seed.sh runs it
 * here. Prints how many images it checked and how many got new sizes.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$checked = 0;
$changed = 0;
for ( $ids = curadoria_afiliados_image_backfill_pending( 20 ); $ids; $ids = curadoria_afiliados_image_backfill_pending( 20 ) ) {
	foreach ( $ids as $attachment_id ) {
		++$checked;
		$changed += curadoria_afiliados_image_backfill_one( $attachment_id ) ? 1 : 0;
	}
}
// Nothing is left: the run marks the backfill done.
curadoria_afiliados_image_backfill_run( 0 );
wp_clear_scheduled_hook( CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
echo "image backfill: {$checked} featured images checked, {$changed} given new 4:3 sizes\n";

<?php
/**
 * The browser tests' hand on the local WordPress's subscriptions (run with the php CLI by
 * e2e/support/subscriptions.ts; never part of the plugin zip). What an owner would do in wp-admin,
 * and the one thing a test cannot wait for, a day passing:
 *
 *   php subscriptions-fixture.php site-url URL        set Configurações > Curadoria Afiliados > Endereço do site
 *   php subscriptions-fixture.php app-password        print "admin:<application password>" (REST as the owner)
 *   php subscriptions-fixture.php send-mail           one batch of the mail queue, as its WP-Cron event runs it
 *   php subscriptions-fixture.php next-day POST_ID    the product's alerts of today count as yesterday's
 *   php subscriptions-fixture.php erase EMAIL         erase an address and everything about it
 *
 * Environment: WP_SITE_DIR, WP_SITE_URL (as seed.sh passes them).
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$curadoria_command = $argv[1] ?? '';
$curadoria_value   = $argv[2] ?? '';

if ( 'site-url' === $curadoria_command ) {
	update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, curadoria_afiliados_sanitize_site_address( $curadoria_value ) );
	echo curadoria_afiliados_site_address(), "\n";
} elseif ( 'app-password' === $curadoria_command ) {
	$curadoria_admin = get_user_by( 'login', 'admin' );
	// One password per run of the tests, named so; the older ones of earlier runs go.
	foreach ( WP_Application_Passwords::get_user_application_passwords( $curadoria_admin->ID ) as $curadoria_item ) {
		if ( 'e2e' === $curadoria_item['name'] ) {
			WP_Application_Passwords::delete_application_password( $curadoria_admin->ID, $curadoria_item['uuid'] );
		}
	}
	list( $curadoria_password ) = WP_Application_Passwords::create_new_application_password( $curadoria_admin->ID, array( 'name' => 'e2e' ) );
	echo 'admin:', $curadoria_password, "\n";
} elseif ( 'send-mail' === $curadoria_command ) {
	// The queue's own event only: the whole of WP-Cron would also run the daily link check and price
	// refresh over the seeded site, which other browser tests read.
	echo wp_json_encode( curadoria_afiliados_mail_run_batch() ), "\n";
} elseif ( 'next-day' === $curadoria_command ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET last_alert_day = DATE_SUB(last_alert_day, INTERVAL 1 DAY) WHERE post_id = %d AND last_alert_day IS NOT NULL', (int) $curadoria_value ) );
	echo "ok\n";
} elseif ( 'erase' === $curadoria_command ) {
	echo (int) curadoria_afiliados_erase_address( $curadoria_value ), "\n";
} else {
	fwrite( STDERR, "usage: php subscriptions-fixture.php site-url URL | app-password | send-mail | next-day POST_ID | erase EMAIL\n" );
	exit( 1 );
}

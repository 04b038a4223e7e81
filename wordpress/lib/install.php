<?php
/**
 * Non-interactive WordPress install + configuration, run by wordpress/up.sh
 * with the php CLI. Safe to run repeatedly: the install only happens once,
 * the settings below are (re)applied every time.
 *
 * Input comes from environment variables set by up.sh.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$site_dir = getenv( 'WP_SITE_DIR' );
$site_url = getenv( 'WP_SITE_URL' );

require __DIR__ . '/cli-request.php';

// wp_install() mails the admin; there is no MTA here, so make it a no-op
// (the function is pluggable: defining it first wins).
function wp_new_blog_notification( $blog_title, $blog_url, $user_id, $password ) {}

define( 'WP_INSTALLING', true );
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$result = wp_install(
		getenv( 'WP_SITE_TITLE' ),
		getenv( 'WP_ADMIN_USER' ),
		getenv( 'WP_ADMIN_EMAIL' ),
		true, // public
		'',
		getenv( 'WP_ADMIN_PASSWORD' )
	);
	fwrite( STDERR, "[wordpress] installed WordPress, admin user id {$result['user_id']}\n" );
} else {
	// Database schema upgrade if the Debian package moved to a newer point release.
	if ( (int) get_option( 'db_version' ) !== (int) $GLOBALS['wp_db_version'] ) {
		wp_upgrade();
	}
}

update_option( 'blogdescription', 'Curadoria de produtos interessantes' );
update_option( 'timezone_string', 'America/Sao_Paulo' );
update_option( 'date_format', 'd/m/Y' );
update_option( 'posts_per_page', 10 );

// Pretty permalinks. php -S has no .htaccess; wordpress/router.php sends
// every non-file request to index.php, which is what mod_rewrite would do.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( false );

// Activate the companion plugin (runs its activation hook only once); none without WP_PLUGIN_FILE.
$plugin = (string) getenv( 'WP_PLUGIN_FILE' );
if ( '' !== $plugin && ! is_plugin_active( $plugin ) ) {
	wp_set_current_user( 1 );
	$activated = activate_plugin( $plugin );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, '[wordpress] plugin activation failed: ' . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
	fwrite( STDERR, "[wordpress] activated plugin $plugin\n" );
}

// CORS allow-list for local dev, browser tests and the benchmark's HTTPS fronts: every port on 127.0.0.1 /
// localhost, over http and https (the plugin understands "scheme://host:*"). Real origins are
// echoed back; anything else gets no Access-Control-Allow-Origin.
update_option( 'curadoria_afiliados_allowed_origins', "http://127.0.0.1:*\nhttp://localhost:*\nhttps://127.0.0.1:*\nhttps://localhost:*" );

// A theme only for benchmarks (WORDPRESS_THEME): the site is headless otherwise.
$theme = (string) getenv( 'WP_THEME' );
if ( '' !== $theme && get_stylesheet() !== $theme ) {
	$candidate = wp_get_theme( $theme );
	if ( ! $candidate->exists() || $candidate->errors() ) {
		fwrite( STDERR, "[wordpress] theme $theme is not installed in wp-content/themes\n" );
		exit( 1 );
	}
	switch_theme( $theme );
	fwrite( STDERR, "[wordpress] activated theme $theme\n" );
}

<?php
/**
 * The local WordPress of wordpress/up.sh and wordpress/seed.sh, as the
 * integration suite finds it: its state folder (WORDPRESS_STATE_DIR, default
 * .wordpress at the repository's root), its port (WORDPRESS_PORT, else the
 * port the running instance recorded, else 8881) and its seed summary.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Finds and loads the local WordPress, once per run.
 */
final class Curadoria_Local_WordPress {

	/**
	 * Whether wp-load.php has run.
	 *
	 * @var bool
	 */
	private static $loaded = false;

	/**
	 * The decoded seed-summary.json.
	 *
	 * @var array|null
	 */
	private static $seed = null;

	/**
	 * The repository's root.
	 *
	 * @return string
	 */
	public static function repo_root() {
		return dirname( __DIR__, 5 );
	}

	/**
	 * The state folder of the instance.
	 *
	 * @return string
	 */
	public static function state_dir() {
		$dir = getenv( 'WORDPRESS_STATE_DIR' );
		return is_string( $dir ) && '' !== $dir ? $dir : self::repo_root() . '/.wordpress';
	}

	/**
	 * The address the instance's PHP server listens on.
	 *
	 * @return string http://127.0.0.1:PORT
	 */
	public static function url() {
		$port = getenv( 'WORDPRESS_PORT' );
		if ( ! is_string( $port ) || '' === $port ) {
			$recorded = self::state_dir() . '/port';
			$port     = is_readable( $recorded ) ? trim( (string) file_get_contents( $recorded ) ) : '';
		}
		return 'http://127.0.0.1:' . ( '' === $port ? '8881' : $port );
	}

	/**
	 * What wordpress/lib/seed.php wrote (post ids of the edge cases, the
	 * seeded counts, prices and dates).
	 *
	 * @return array
	 */
	public static function seed() {
		if ( null === self::$seed ) {
			$summary    = self::state_dir() . '/seed-summary.json';
			self::$seed = is_readable( $summary ) ? json_decode( (string) file_get_contents( $summary ), true ) : null;
			if ( ! is_array( self::$seed ) ) {
				throw new RuntimeException( "No seed summary at {$summary}: run npm run wordpress:up (or wordpress/seed.sh)." );
			}
		}
		return self::$seed;
	}

	/**
	 * Load WordPress in this process, once. PHPUnit calls this from inside a
	 * method, so the globals WordPress's files set at their top level are
	 * declared global first (as WordPress's own test suite does).
	 */
	public static function load() {
		if ( self::$loaded ) {
			return;
		}
		$site = self::state_dir() . '/site';
		if ( ! is_file( $site . '/wp-config.php' ) ) {
			throw new RuntimeException( "No local WordPress in {$site}: run WORDPRESS_PORT=<port> npm run wordpress:up first." );
		}
		// wp-load.php expects a web request for the site's own address (WordPress is not loaded yet: parse_url()).
		$host                       = (string) parse_url( self::url(), PHP_URL_HOST );
		$port                       = (string) parse_url( self::url(), PHP_URL_PORT );
		$_SERVER['HTTP_HOST']       = $host . ':' . $port;
		$_SERVER['SERVER_NAME']     = $host;
		$_SERVER['SERVER_PORT']     = $port;
		$_SERVER['REQUEST_URI']     = '/';
		$_SERVER['REQUEST_METHOD']  = 'GET';
		$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
		$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

		// Before WordPress: wp-config.php reads the stand-in stores' address (CURADORIA_TEST_STORE_HOSTS).
		Curadoria_Store_Fixtures::start( self::state_dir() );

		global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories, $table_prefix;
		require_once $site . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		self::$loaded = true;
		if ( ! function_exists( 'curadoria_afiliados_install' ) ) {
			throw new RuntimeException( 'The curadoria-afiliados plugin is not active in the local WordPress.' );
		}
	}
}

<?php
/**
 * The stand-in stores of the price refresh's tests (store-fixture.php), one
 * server for the whole run, started before WordPress is loaded: its
 * host:port goes into the local WordPress's test-store-hosts file, which
 * wp-config.php reads into CURADORIA_TEST_STORE_HOSTS (wordpress/up.sh), so
 * the plugin may reach it on loopback, in this process and in the running
 * server's requests. The file is emptied when the run ends.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The stores' stand-in.
 */
final class Curadoria_Store_Fixtures {

	/**
	 * The running server.
	 *
	 * @var Curadoria_Fixture_Server|null
	 */
	private static $server;

	/**
	 * Start it (once) and list it for the plugin.
	 *
	 * @param string $state_dir The local WordPress's state folder.
	 */
	public static function start( $state_dir ) {
		if ( null !== self::$server ) {
			return;
		}
		self::$server = Curadoria_Fixture_Server::start( 'store-fixture.php', 'STORE_FIXTURE_LOG', 4 );
		$hosts        = $state_dir . '/test-store-hosts';
		file_put_contents( $hosts, (string) parse_url( self::$server->url, PHP_URL_HOST ) . ':' . (string) parse_url( self::$server->url, PHP_URL_PORT ) );
		register_shutdown_function(
			static function () use ( $hosts ) {
				file_put_contents( $hosts, '' );
			}
		);
	}

	/**
	 * Its base URL, http://127.0.0.1:PORT.
	 *
	 * @return string
	 */
	public static function url() {
		return self::$server->url;
	}

	/**
	 * The requests it received so far.
	 *
	 * @return array[]
	 */
	public static function requests() {
		return self::$server->requests();
	}
}

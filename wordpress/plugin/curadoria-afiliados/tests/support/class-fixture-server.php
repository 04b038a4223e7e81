<?php
/**
 * A stand-in server on a free loopback port: PHP's built-in server with one of
 * the routers beside this file (hook-listener.php for a static host's deploy
 * hook, link-fixture.php for shops answering link checks). Each request it
 * logs is one JSON line in its log file. It runs under `timeout` in a process
 * group of its own, so stopping it (or the time running out, should the
 * tests be killed) stops its workers too.
 *
 * @package CuradoriaAfiliados
 */

/**
 * One running fixture server.
 */
final class Curadoria_Fixture_Server {

	/**
	 * Base URL, http://127.0.0.1:PORT.
	 *
	 * @var string
	 */
	public $url;

	/**
	 * The JSON-lines log of the requests received.
	 *
	 * @var string
	 */
	public $log;

	/**
	 * The process (timeout, the leader of the server's process group).
	 *
	 * @var resource|null
	 */
	private $process;

	/**
	 * Empty folder the server is rooted in.
	 *
	 * @var string
	 */
	private $root;

	/**
	 * Start a router and wait until it answers GET /ping.
	 *
	 * @param string $router    File name of a router beside this file.
	 * @param string $log_env   Name of the environment variable the router logs to.
	 * @param int    $workers   PHP_CLI_SERVER_WORKERS (1: one request at a time, in order).
	 * @return self
	 */
	public static function start( $router, $log_env, $workers = 1 ) {
		$server       = new self();
		$server->root = sys_get_temp_dir() . '/curadoria-fixture-' . bin2hex( random_bytes( 6 ) );
		mkdir( $server->root );
		$server->log = $server->root . '.jsonl';
		touch( $server->log );
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$port                          = self::free_port();
			$server->url                   = 'http://127.0.0.1:' . $port;
			$env                           = getenv() + array();
			$env[ $log_env ]               = $server->log;
			$env['PHP_CLI_SERVER_WORKERS'] = (string) $workers;
			$server->process               = proc_open(
				array( 'timeout', '600', PHP_BINARY, '-S', '127.0.0.1:' . $port, '-t', $server->root, __DIR__ . '/' . $router ),
				array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ),
				$pipes,
				null,
				$env
			);
			if ( $server->wait_until_up() ) {
				register_shutdown_function( array( $server, 'stop' ) );
				return $server;
			}
			$server->stop();
		}
		throw new RuntimeException( "{$router} did not start" );
	}

	/**
	 * The requests logged so far, after a GET /ping: a server with one worker
	 * answers in order, so earlier requests are logged by then.
	 *
	 * @return array[] One entry per request.
	 */
	public function requests() {
		@file_get_contents( $this->url . '/ping' ); // Only a barrier.
		$lines = file( $this->log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map(
			static function ( $line ) {
				return json_decode( $line, true );
			},
			is_array( $lines ) ? $lines : array()
		);
	}

	/**
	 * Stop the server and its workers (its process group), and remove its files.
	 */
	public function stop() {
		if ( is_resource( $this->process ) ) {
			$status = proc_get_status( $this->process );
			if ( $status['running'] ) {
				posix_kill( -$status['pid'], SIGTERM );
			}
			proc_close( $this->process );
		}
		$this->process = null;
		if ( is_dir( $this->root ) ) {
			rmdir( $this->root );
		}
		if ( is_file( $this->log ) ) {
			unlink( $this->log );
		}
	}

	/**
	 * Wait up to 5 s for GET /ping.
	 *
	 * @return bool
	 */
	private function wait_until_up() {
		$context = stream_context_create( array( 'http' => array( 'timeout' => 2 ) ) );
		for ( $i = 0; $i < 50; $i++ ) {
			if ( false !== @file_get_contents( $this->url . '/ping', false, $context ) ) { // Refused until it is up.
				return true;
			}
			if ( ! proc_get_status( $this->process )['running'] ) {
				return false;
			}
			usleep( 100000 );
		}
		return false;
	}

	/**
	 * A loopback port nobody listens on right now.
	 *
	 * @return int
	 */
	private static function free_port() {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		return $port;
	}
}

<?php
/**
 * The local WordPress's mail sink (wordpress/mail-sink.sh: a real SMTP
 * server, Debian's python3-aiosmtpd, that the must-use plugin
 * lib/test-mail.php points wp_mail() at), as the tests read it: started
 * when it is not running (and then stopped after the run), its messages
 * read over its HTTP API.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The mail sink.
 */
final class Curadoria_Mail_Sink {

	/**
	 * The sink's HTTP API, http://127.0.0.1:PORT.
	 *
	 * @var string|null
	 */
	private static $api = null;

	/**
	 * Make sure the sink runs (starting it with wordpress/mail-sink.sh, on
	 * MAIL_SINK_SMTP_PORT / MAIL_SINK_HTTP_PORT or their defaults, when it does
	 * not) and forget what it received so far.
	 */
	public static function start() {
		if ( null === self::$api ) {
			$config = Curadoria_Local_WordPress::state_dir() . '/mail-sink.json';
			if ( ! is_readable( $config ) ) {
				$script = Curadoria_Local_WordPress::repo_root() . '/wordpress/mail-sink.sh';
				exec( 'bash ' . escapeshellarg( $script ) . ' up 2>&1', $output, $status );
				if ( 0 !== $status ) {
					throw new RuntimeException( "The mail sink did not start:\n" . implode( "\n", $output ) );
				}
				register_shutdown_function(
					static function () use ( $script ) {
						exec( 'bash ' . escapeshellarg( $script ) . ' down 2>&1' );
					}
				);
			}
			$ports     = json_decode( (string) file_get_contents( $config ), true );
			self::$api = 'http://127.0.0.1:' . (int) $ports['http'];
		}
		self::clear();
	}

	/**
	 * Forget every message received.
	 */
	public static function clear() {
		self::request( 'DELETE', '/messages' );
	}

	/**
	 * The messages received, oldest first: {to, subject, headers (lower-case
	 * names), text}.
	 *
	 * @param string|null $to Only those to this address.
	 * @return array[]
	 */
	public static function messages( $to = null ) {
		return (array) json_decode( self::request( 'GET', '/messages' . ( null === $to ? '' : '?to=' . rawurlencode( $to ) ) ), true );
	}

	/**
	 * The one link of a message's text that starts with $prefix.
	 *
	 * @param array  $message Message.
	 * @param string $prefix  Start of the link.
	 * @return string|null
	 */
	public static function link( array $message, $prefix ) {
		return preg_match( '#' . preg_quote( $prefix, '#' ) . '\S*#', $message['text'], $match ) ? $match[0] : null;
	}

	/**
	 * A request to the sink's HTTP API.
	 *
	 * @param string $method Method.
	 * @param string $path   Path.
	 * @return string Body.
	 */
	private static function request( $method, $path ) {
		$context = stream_context_create(
			array(
				'http' => array(
					'method'  => $method,
					'timeout' => 10,
				),
			)
		);
		$body    = file_get_contents( self::$api . $path, false, $context );
		if ( false === $body ) {
			throw new RuntimeException( "The mail sink did not answer {$method} {$path}" );
		}
		return $body;
	}
}

<?php
/**
 * A small HTTP client for the tests that need the real server (headers, the
 * client's address, an admin session), on PHP's own streams: the machine has
 * no cURL extension, and WordPress's HTTP API in this process would go
 * through the plugin's own filters. Keeps cookies, follows no redirects.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Requests with a cookie jar.
 */
final class Curadoria_Http_Client {

	/**
	 * Cookies by name.
	 *
	 * @var array<string, string>
	 */
	private $cookies = array();

	/**
	 * Send a request.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $url     Absolute URL.
	 * @param array<string, string> $headers Request headers.
	 * @param string|null           $body    Body, if any.
	 * @return Curadoria_Http_Response
	 */
	public function request( $method, $url, array $headers = array(), $body = null ) {
		if ( $this->cookies ) {
			$pairs = array();
			foreach ( $this->cookies as $name => $value ) {
				$pairs[] = $name . '=' . $value;
			}
			$headers['Cookie'] = implode( '; ', $pairs );
		}
		$lines = array();
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}
		$http = array(
			'method'          => $method,
			'header'          => implode( "\r\n", $lines ),
			'ignore_errors'   => true,
			'follow_location' => 0,
			'timeout'         => 60,
		);
		if ( null !== $body ) {
			$http['content'] = $body;
		}
		$stream = @fopen( $url, 'rb', false, stream_context_create( array( 'http' => $http ) ) ); // A refused connection is reported below.
		if ( false === $stream ) {
			throw new RuntimeException( "{$method} {$url}: no answer" );
		}
		$meta     = stream_get_meta_data( $stream );
		$received = (string) stream_get_contents( $stream );
		fclose( $stream );
		return $this->answer( (array) $meta['wrapper_data'], $received );
	}

	/**
	 * A cookie the client holds.
	 *
	 * @param string $name Cookie name.
	 * @return string|null Null when it holds none of that name.
	 */
	public function cookie( $name ) {
		return $this->cookies[ $name ] ?? null;
	}

	/**
	 * GET a URL.
	 *
	 * @param string                $url     URL.
	 * @param array<string, string> $headers Request headers.
	 * @return Curadoria_Http_Response
	 */
	public function get( $url, array $headers = array() ) {
		return $this->request( 'GET', $url, $headers );
	}

	/**
	 * POST a form.
	 *
	 * @param string               $url    URL.
	 * @param array<string, mixed> $fields Form fields (nested arrays allowed).
	 * @return Curadoria_Http_Response
	 */
	public function post_form( $url, array $fields ) {
		return $this->request( 'POST', $url, array( 'Content-Type' => 'application/x-www-form-urlencoded' ), http_build_query( $fields ) );
	}

	/**
	 * The answer, with the cookies it sets kept for the next requests.
	 *
	 * @param string[] $lines Status line and header lines (of the last answer only: no redirect is followed).
	 * @param string   $body  Body.
	 * @return Curadoria_Http_Response
	 */
	private function answer( array $lines, $body ) {
		$status  = preg_match( '#^HTTP/\S+ (\d{3})#', (string) array_shift( $lines ), $m ) ? (int) $m[1] : 0;
		$headers = array();
		foreach ( $lines as $line ) {
			list( $name, $value )                     = array_pad( explode( ':', $line, 2 ), 2, '' );
			$headers[ strtolower( trim( $name ) ) ][] = trim( $value );
		}
		foreach ( $headers['set-cookie'] ?? array() as $cookie ) {
			$this->keep_cookie( $cookie );
		}
		return new Curadoria_Http_Response( $status, $headers, $body );
	}

	/**
	 * Keep (or drop, when it expires) one Set-Cookie.
	 *
	 * @param string $header Set-Cookie value.
	 */
	private function keep_cookie( $header ) {
		$parts                = explode( ';', $header );
		list( $name, $value ) = array_pad( explode( '=', trim( (string) array_shift( $parts ) ), 2 ), 2, '' );
		$expired              = false;
		foreach ( $parts as $attribute ) {
			list( $key, $when ) = array_pad( explode( '=', trim( $attribute ), 2 ), 2, '' );
			if ( 'expires' === strtolower( $key ) && strtotime( $when ) < time() ) {
				$expired = true;
			}
		}
		if ( $expired || '' === trim( $value ) || 'deleted' === $value ) {
			unset( $this->cookies[ $name ] );
		} else {
			$this->cookies[ $name ] = $value;
		}
	}
}

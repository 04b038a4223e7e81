<?php
/**
 * One HTTP answer as the tests read it.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Status, headers (by lower-case name, every value kept) and body.
 */
final class Curadoria_Http_Response {

	/**
	 * HTTP status.
	 *
	 * @var int
	 */
	public $status;

	/**
	 * Header values by lower-case name.
	 *
	 * @var array<string, string[]>
	 */
	public $headers;

	/**
	 * Body.
	 *
	 * @var string
	 */
	public $body;

	/**
	 * An answer.
	 *
	 * @param int                     $status  HTTP status.
	 * @param array<string, string[]> $headers Header values by lower-case name.
	 * @param string                  $body    Body.
	 */
	public function __construct( $status, array $headers, $body ) {
		$this->status  = $status;
		$this->headers = $headers;
		$this->body    = $body;
	}

	/**
	 * The first value of a header.
	 *
	 * @param string $name Header name, any case.
	 * @return string|null Null when absent.
	 */
	public function header( $name ) {
		return $this->headers[ strtolower( $name ) ][0] ?? null;
	}

	/**
	 * The body decoded as JSON (arrays for objects).
	 *
	 * @return mixed
	 */
	public function json() {
		return json_decode( $this->body, true );
	}
}

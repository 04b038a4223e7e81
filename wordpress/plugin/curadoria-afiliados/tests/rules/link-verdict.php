<?php
/**
 * Tests of rules/link-verdict.php: what a shop's answer says about a link.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Link verdicts.
 */
final class Link_Verdict_Rules_Test extends TestCase {

	/**
	 * Answers and what they mean.
	 *
	 * @return array[]
	 */
	public function answers() {
		return array(
			'200'             => array( 200, 'ok', 'http_200' ),
			'204'             => array( 204, 'ok', 'http_204' ),
			'404'             => array( 404, 'missing', 'http_404' ),
			'410'             => array( 410, 'missing', 'http_410' ),
			'403 (robots)'    => array( 403, 'unknown', 'http_403' ),
			'405'             => array( 405, 'unknown', 'http_405' ),
			'429'             => array( 429, 'unknown', 'http_429' ),
			'503'             => array( 503, 'unknown', 'http_503' ),
			'a redirect left' => array( 302, 'unknown', 'http_302' ),
			'timeout'         => array( 'timeout', 'unknown', 'timeout' ),
			'network'         => array( 'network', 'unknown', 'network' ),
			'refused address' => array( 'refused', 'unknown', 'refused' ),
			'redirect loop'   => array( 'redirects', 'unknown', 'redirects' ),
		);
	}

	/**
	 * Only 2xx is ok and only 404/410 say the product is gone.
	 *
	 * @dataProvider answers
	 * @param int|string $answer Status or error kind.
	 * @param string     $result Verdict.
	 * @param string     $detail Detail stored.
	 */
	public function test_an_answer_gives_its_verdict( $answer, $result, $detail ) {
		$this->assertSame(
			array(
				'result' => $result,
				'detail' => $detail,
			),
			curadoria_afiliados_link_verdict( $answer )
		);
	}

	/**
	 * HEAD that is not 2xx is asked again with GET, except 429 and errors.
	 */
	public function test_a_head_answer_other_than_2xx_is_retried_with_get_except_429() {
		$this->assertSame(
			array( false, true, true, true, false, false ),
			array_map( 'curadoria_afiliados_link_needs_get', array( 200, 404, 405, 503, 429, 'timeout' ) )
		);
	}

	/**
	 * A failed request is a refused address, a timeout or another network error.
	 */
	public function test_a_failed_request_is_refused_timeout_or_network() {
		$this->assertSame( 'refused', curadoria_afiliados_link_error_kind( 'curadoria_afiliados_target_refused', 'target refused' ) );
		$this->assertSame( 'timeout', curadoria_afiliados_link_error_kind( 'http_request_failed', 'Operation timed out after 1001 milliseconds' ) );
		$this->assertSame( 'network', curadoria_afiliados_link_error_kind( 'http_request_failed', 'Connection refused' ) );
	}

	/**
	 * 404 once: unknown; twice in a row: broken; anything else starts over.
	 */
	public function test_a_link_is_broken_after_two_misses_in_a_row() {
		$misses = curadoria_afiliados_link_misses( 'missing', 0 );
		$this->assertSame( 'unknown', curadoria_afiliados_link_status( 'missing', $misses ) );
		$misses = curadoria_afiliados_link_misses( 'missing', $misses );
		$this->assertSame( 'broken', curadoria_afiliados_link_status( 'missing', $misses ) );
		$this->assertSame( 0, curadoria_afiliados_link_misses( 'unknown', $misses ) );
		$this->assertSame( 'ok', curadoria_afiliados_link_status( 'ok', 0 ) );
	}

	/**
	 * 403, 429, timeouts: never broken, however many times.
	 */
	public function test_an_unknown_answer_never_makes_a_link_broken() {
		$misses = 0;
		for ( $i = 0; $i < 3; $i++ ) {
			$misses = curadoria_afiliados_link_misses( 'unknown', $misses );
		}
		$this->assertSame( 'unknown', curadoria_afiliados_link_status( 'unknown', $misses ) );
	}
}

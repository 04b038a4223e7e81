<?php
/**
 * What a link check concludes, without WordPress: from a shop's answer to a
 * verdict ('ok', 'missing', 'unknown'), and from verdicts in a row to the
 * link's status ('ok', 'broken', 'unknown'). Shops often refuse robots, so
 * only 404 or 410 twice in a row makes a link broken.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Redirect statuses a link check follows. */
const CURADORIA_AFILIADOS_LINK_REDIRECTS = array( 301, 302, 303, 307, 308 );

/**
 * What went wrong with a request that got no HTTP answer.
 *
 * @param string $code    Error code ('curadoria_afiliados_target_refused' for an address not allowed).
 * @param string $message Transport's message.
 * @return string 'refused', 'timeout' or 'network'.
 */
function curadoria_afiliados_link_error_kind( $code, $message ) {
	if ( 'curadoria_afiliados_target_refused' === $code ) {
		return 'refused';
	}
	return false !== stripos( $message, 'timed out' ) ? 'timeout' : 'network';
}

/**
 * Whether a HEAD answer needs a GET to decide: many shops refuse HEAD (403,
 * 404, 405, 501); a 429 is not retried (the shop asked us to slow down).
 *
 * @param int|string $answer HTTP status, or an error kind.
 * @return bool
 */
function curadoria_afiliados_link_needs_get( $answer ) {
	return is_int( $answer ) && ( $answer < 200 || $answer >= 300 ) && 429 !== $answer;
}

/**
 * The verdict on one answer.
 *
 * @param int|string $answer HTTP status, or 'timeout', 'network', 'refused', 'redirects'.
 * @return array{result: string, detail: string} result 'ok' (2xx), 'missing'
 *         (404/410) or 'unknown'; detail 'http_NNN' or the error kind.
 */
function curadoria_afiliados_link_verdict( $answer ) {
	if ( ! is_int( $answer ) ) {
		return array(
			'result' => 'unknown',
			'detail' => $answer,
		);
	}
	if ( $answer >= 200 && $answer < 300 ) {
		$result = 'ok';
	} elseif ( 404 === $answer || 410 === $answer ) {
		$result = 'missing';
	} else {
		$result = 'unknown';
	}
	return array(
		'result' => $result,
		'detail' => 'http_' . $answer,
	);
}

/**
 * Consecutive checks answered 404/410, this one included.
 *
 * @param string $result This check's result.
 * @param int    $misses Consecutive misses before it.
 * @return int
 */
function curadoria_afiliados_link_misses( $result, $misses ) {
	return 'missing' === $result ? $misses + 1 : 0;
}

/**
 * A link's status after a check.
 *
 * @param string $result This check's result.
 * @param int    $misses Consecutive misses, this check included.
 * @return string 'ok', 'broken' (missing twice in a row) or 'unknown'.
 */
function curadoria_afiliados_link_status( $result, $misses ) {
	if ( 'ok' === $result ) {
		return 'ok';
	}
	return $misses >= 2 ? 'broken' : 'unknown';
}

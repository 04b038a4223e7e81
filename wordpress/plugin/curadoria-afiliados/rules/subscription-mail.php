<?php
/**
 * What every e-mail of a subscription carries, without WordPress: the
 * one-click unsubscribe of RFC 8058 (the List-Unsubscribe header with an
 * https address, and List-Unsubscribe-Post, which tells the mail program it
 * may unsubscribe with one POST and no page), and what kind of failure a
 * send was.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** The body of a one-click unsubscribe POST (RFC 8058, section 3.1). */
const CURADORIA_AFILIADOS_ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * The unsubscribe headers of a message.
 *
 * @param string $url Address that unsubscribes with a POST (and answers a GET with the site's page).
 * @return string[] Header lines.
 */
function curadoria_afiliados_unsubscribe_headers( $url ) {
	return array(
		'List-Unsubscribe: <' . $url . '>',
		'List-Unsubscribe-Post: ' . CURADORIA_AFILIADOS_ONE_CLICK,
	);
}

/**
 * A subject line or a name within a message: one line, no header-breaking characters.
 *
 * @param string $text Text.
 * @param int    $max  Longest result.
 * @return string
 */
function curadoria_afiliados_mail_line( $text, $max = 150 ) {
	return mb_substr( trim( (string) preg_replace( '/[\r\n\t]+/u', ' ', (string) $text ) ), 0, $max );
}

/**
 * What kind of failure a send was, from the mail library's message: the
 * server refused the recipient (the address's own problem: it counts toward
 * suspending the address), or anything else (the server unreachable, a login
 * refused: nobody's address is to blame, and the e-mail is tried again later).
 *
 * @param string $message The error message (PHPMailer's, through wp_mail_failed).
 * @return string 'recipient' or 'transport'.
 */
function curadoria_afiliados_mail_failure_kind( $message ) {
	return 1 === preg_match( '/recipients? failed|invalid address|provide at least one recipient/i', (string) $message ) ? 'recipient' : 'transport';
}

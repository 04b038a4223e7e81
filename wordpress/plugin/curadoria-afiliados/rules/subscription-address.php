<?php
/**
 * What a subscriber's e-mail address is, without WordPress: the forms'
 * address read, checked and written one way (lower case), so one person
 * is one subscriber however they type it.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Longest address accepted (RFC 5321's path limit). */
const CURADORIA_AFILIADOS_EMAIL_MAX = 254;

/**
 * An address as the plugin keeps it, or null when it is not one a mail
 * server would accept: one "@", a local part of at most 64 of the usual
 * characters (no leading, trailing or doubled dot), a domain of letters,
 * digits and hyphens in labels with at least one dot and a top level of two
 * letters or more (an internationalised domain in its xn-- form). No space
 * or line break anywhere, so an address never adds a header to a message.
 *
 * @param mixed $raw What the form sent.
 * @return string|null Lower case, trimmed.
 */
function curadoria_afiliados_normalize_email( $raw ) {
	if ( ! is_string( $raw ) ) {
		return null;
	}
	$email = strtolower( trim( $raw ) );
	if ( '' === $email || strlen( $email ) > CURADORIA_AFILIADOS_EMAIL_MAX || 1 !== substr_count( $email, '@' ) ) {
		return null;
	}
	list( $local, $domain ) = explode( '@', $email );
	$local_ok               = 1 === preg_match( '/^[a-z0-9!#$%&\'*+\/=?^_`{|}~-]+(\.[a-z0-9!#$%&\'*+\/=?^_`{|}~-]+)*$/D', $local ) && strlen( $local ) <= 64;
	$domain_ok              = 1 === preg_match( '/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/D', $domain );
	return $local_ok && $domain_ok ? $email : null;
}

/**
 * The key one address is found by (the subscribers table's unique index).
 *
 * @param string $email Normalised address.
 * @return string 64 hex characters.
 */
function curadoria_afiliados_email_hash( $email ) {
	return hash( 'sha256', 'curadoria-afiliados-subscriber ' . $email );
}

/**
 * A text with every e-mail address in it masked (an SMTP error names the
 * recipient it refused): what the plugin keeps of a failure never holds an
 * address.
 *
 * @param string $text Text.
 * @return string
 */
function curadoria_afiliados_mask_emails( $text ) {
	return (string) preg_replace( '/[^\s<>"\'(),;:]+@[^\s<>"\'(),;:]+/', '[endereço]', (string) $text );
}

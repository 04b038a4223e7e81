<?php
/**
 * The tokens of the subscription links, without WordPress. A token is
 * "{handle}.{mac}": the handle (random, stored with the subscription or the
 * subscriber) says which row it is about, the MAC (an HMAC of the purpose,
 * the handle and a nonce with a key from wp-config.php's salts) proves it
 * was made by this site for that purpose. Nothing that would let someone
 * make a token is stored: a copy of the database has the handles, not the
 * key. One purpose per token: a confirmation token never unsubscribes and
 * an unsubscribe token never confirms. A confirmation's nonce changes with
 * each confirmation e-mail and is cleared once used, so its token works once.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Confirm the subscriptions a confirmation e-mail lists. */
const CURADORIA_AFILIADOS_TOKEN_CONFIRM = 'confirm';

/** Stop one subscription (every e-mail of a confirmed subscription carries it). */
const CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE = 'unsubscribe';

/** Turn down the subscriptions a confirmation e-mail lists (its unsubscribe link). */
const CURADORIA_AFILIADOS_TOKEN_DECLINE = 'decline';

/**
 * A random value for a handle or a nonce: 16 bytes (128 bits), URL-safe.
 *
 * @return string 22 characters of [A-Za-z0-9_-].
 */
function curadoria_afiliados_token_random() {
	return curadoria_afiliados_base64url( random_bytes( 16 ) );
}

/**
 * Base64 without padding, with - and _ (RFC 4648's URL-safe alphabet).
 *
 * @param string $bytes Bytes.
 * @return string
 */
function curadoria_afiliados_base64url( $bytes ) {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
}

/**
 * The MAC of a purpose, handle and nonce: 128 bits of an HMAC-SHA256.
 *
 * @param string $purpose One of the CURADORIA_AFILIADOS_TOKEN_* purposes.
 * @param string $handle  Handle.
 * @param string $nonce   Nonce ('' for an unsubscribe token).
 * @param string $key     Secret key.
 * @return string 22 characters.
 */
function curadoria_afiliados_token_mac( $purpose, $handle, $nonce, $key ) {
	return curadoria_afiliados_base64url( substr( hash_hmac( 'sha256', $purpose . '|' . $handle . '|' . $nonce, $key, true ), 0, 16 ) );
}

/**
 * Make a token.
 *
 * @param string $purpose Purpose.
 * @param string $handle  Handle of the row.
 * @param string $nonce   Nonce.
 * @param string $key     Secret key.
 * @return string
 */
function curadoria_afiliados_token_make( $purpose, $handle, $nonce, $key ) {
	return $handle . '.' . curadoria_afiliados_token_mac( $purpose, $handle, $nonce, $key );
}

/**
 * The handle a token names, or null when it is not shaped as a token.
 *
 * @param mixed $token What the link carried.
 * @return string|null
 */
function curadoria_afiliados_token_handle( $token ) {
	return is_string( $token ) && 1 === preg_match( '/^([A-Za-z0-9_-]{22})\.[A-Za-z0-9_-]{22}$/D', $token, $parts ) ? $parts[1] : null;
}

/**
 * Whether a token was made for this purpose, handle and nonce. An empty
 * nonce never verifies a confirmation (no confirmation is outstanding).
 *
 * @param mixed  $token   What the link carried.
 * @param string $purpose Purpose it must have been made for.
 * @param string $handle  Handle of the row it names.
 * @param string $nonce   The row's current nonce.
 * @param string $key     Secret key.
 * @return bool
 */
function curadoria_afiliados_token_verify( $token, $purpose, $handle, $nonce, $key ) {
	if ( curadoria_afiliados_token_handle( $token ) !== $handle || ( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE !== $purpose && '' === (string) $nonce ) ) {
		return false;
	}
	return hash_equals( curadoria_afiliados_token_make( $purpose, $handle, (string) $nonce, $key ), $token );
}

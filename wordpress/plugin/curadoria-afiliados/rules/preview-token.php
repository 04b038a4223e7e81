<?php
/**
 * Preview tokens, without WordPress: a token lets whoever holds the link read
 * one post as its preview, for one hour, on behalf of one user who can edit
 * it. It is an HMAC of what it vouches for, so nothing is stored per link:
 *
 *   "{user}.{expires}.{signature}", signature = HMAC-SHA256(key, claim),
 *   claim = "curadoria-preview-v1|{post}|{user}|{generation}|{expires}".
 *
 * The post is not in the token (the link names it) but in the claim, so a
 * token read for another post fails; the post's preview generation is in the
 * claim too, so raising it (revoking the post's links) fails every token
 * issued before. A token whose user can no longer edit the post fails as well.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Seconds a preview link works. */
const CURADORIA_AFILIADOS_PREVIEW_TTL = 3600;

/**
 * What a token vouches for, as the text that is signed.
 *
 * @param int $post_id    Post ID.
 * @param int $user_id    User the token speaks for.
 * @param int $generation The post's preview generation when the token was issued.
 * @param int $expires    Unix time from which the token fails.
 * @return string
 */
function curadoria_afiliados_preview_claim( $post_id, $user_id, $generation, $expires ) {
	return implode( '|', array( 'curadoria-preview-v1', (int) $post_id, (int) $user_id, (int) $generation, (int) $expires ) );
}

/**
 * The signature of a claim: HMAC-SHA256, base64url without padding (43 characters).
 *
 * @param string $claim Claim.
 * @param string $key   Secret key.
 * @return string
 */
function curadoria_afiliados_preview_signature( $claim, $key ) {
	return rtrim( strtr( base64_encode( hash_hmac( 'sha256', $claim, $key, true ) ), '+/', '-_' ), '=' );
}

/**
 * A new token for one post and one user, valid for CURADORIA_AFILIADOS_PREVIEW_TTL
 * seconds from $now. The caller has checked that the user may edit the post.
 *
 * @param int    $post_id    Post ID.
 * @param int    $user_id    User ID (> 0).
 * @param int    $generation The post's preview generation.
 * @param int    $now        Unix time.
 * @param string $key        Secret key.
 * @return string
 */
function curadoria_afiliados_preview_token( $post_id, $user_id, $generation, $now, $key ) {
	$expires = (int) $now + CURADORIA_AFILIADOS_PREVIEW_TTL;
	return (int) $user_id . '.' . $expires . '.' . curadoria_afiliados_preview_signature( curadoria_afiliados_preview_claim( $post_id, $user_id, $generation, $expires ), $key );
}

/**
 * The user a token lets read a post's preview now, or 0 when it does not: a
 * token that is malformed, forged or altered, issued for another post or
 * another generation of this one, expired, claiming a longer life than a
 * token gets, or whose user can no longer edit the post.
 *
 * @param mixed    $token      Token as received.
 * @param int      $post_id    The post asked for.
 * @param int      $generation The post's preview generation now.
 * @param int      $now        Unix time.
 * @param string   $key        Secret key.
 * @param callable $can_edit   function( int $user_id, int $post_id ): bool, whether the user may edit the post now.
 * @return int User ID, or 0.
 */
function curadoria_afiliados_preview_token_user( $token, $post_id, $generation, $now, $key, callable $can_edit ) {
	if ( ! is_string( $token ) || ! preg_match( '/^([1-9][0-9]{0,18})\.([1-9][0-9]{0,18})\.([A-Za-z0-9_-]{43})$/D', $token, $parts ) ) {
		return 0;
	}
	$user_id = (int) $parts[1];
	$expires = (int) $parts[2];
	if ( $expires <= (int) $now || $expires > (int) $now + CURADORIA_AFILIADOS_PREVIEW_TTL ) {
		return 0;
	}
	$expected = curadoria_afiliados_preview_signature( curadoria_afiliados_preview_claim( $post_id, $user_id, $generation, $expires ), $key );
	if ( ! hash_equals( $expected, $parts[3] ) ) {
		return 0;
	}
	return $can_edit( $user_id, (int) $post_id ) ? $user_id : 0;
}

<?php
/**
 * Preview tokens in WordPress: the key they are signed with, the clock, each
 * post's preview generation (raised to revoke its links), issuing a token to
 * the current user and reading who a token speaks for. The rules themselves
 * are pure (rules/preview-token.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Post meta counting how often a post's preview links were revoked (protected: never in the REST API). */
const CURADORIA_AFILIADOS_PREVIEW_GENERATION_META = '_curadoria_afiliados_preview_generation';

/**
 * The key tokens are signed with: derived from WordPress's AUTH_KEY and
 * AUTH_SALT, never stored. New secret keys in wp-config.php (which also log
 * every user out) revoke every preview link.
 *
 * @return string
 */
function curadoria_afiliados_preview_key() {
	return hash_hmac( 'sha256', 'curadoria-afiliados-preview', wp_salt( 'auth' ) );
}

/**
 * The preview's clock. Only the local test WordPress may move it: its
 * wp-config.php (wordpress/up.sh) names, in CURADORIA_TEST_CLOCK_FILE, a file
 * holding the seconds to add, so a browser test sees an hour pass. Elsewhere
 * (any environment but 'local', or without the constant) it is time().
 *
 * @return int Unix time.
 */
function curadoria_afiliados_preview_now() {
	$now = time();
	if ( ! defined( 'CURADORIA_TEST_CLOCK_FILE' ) || 'local' !== wp_get_environment_type() ) {
		return $now;
	}
	$file = (string) CURADORIA_TEST_CLOCK_FILE;
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file, tests only.
	$ahead = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
	return preg_match( '/^[0-9]{1,9}$/D', $ahead ) ? $now + (int) $ahead : $now;
}

/**
 * A post's preview generation: tokens carry it, so raising it revokes them.
 *
 * @param int $post_id Post ID.
 * @return int
 */
function curadoria_afiliados_preview_generation( $post_id ) {
	return max( 0, (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_PREVIEW_GENERATION_META, true ) );
}

/**
 * Revoke every preview link of a post issued so far.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_revoke_previews( $post_id ) {
	update_post_meta( $post_id, CURADORIA_AFILIADOS_PREVIEW_GENERATION_META, curadoria_afiliados_preview_generation( $post_id ) + 1 );
}

/**
 * The post a preview may show: a post (type 'post') in a status that has a
 * preview (rules/preview.php), or null.
 *
 * @param int $post_id Post ID.
 * @return WP_Post|null
 */
function curadoria_afiliados_previewable_post( $post_id ) {
	$post = get_post( (int) $post_id );
	return $post instanceof WP_Post && 'post' === $post->post_type && curadoria_afiliados_preview_status_allowed( $post->post_status ) ? $post : null;
}

/**
 * A token for the current user to preview a post, '' when the post has no
 * preview or the user may not edit it.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_issue_preview_token( $post_id ) {
	$user_id = get_current_user_id();
	if ( ! $user_id || null === curadoria_afiliados_previewable_post( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return '';
	}
	return curadoria_afiliados_preview_token( $post_id, $user_id, curadoria_afiliados_preview_generation( $post_id ), curadoria_afiliados_preview_now(), curadoria_afiliados_preview_key() );
}

/**
 * The user a token lets read a post's preview now, or 0 (see
 * curadoria_afiliados_preview_token_user()); also 0 when the post has no
 * preview (missing, not a post, in the trash).
 *
 * @param int   $post_id Post ID.
 * @param mixed $token   Token as received.
 * @return int
 */
function curadoria_afiliados_preview_reader( $post_id, $token ) {
	if ( null === curadoria_afiliados_previewable_post( $post_id ) ) {
		return 0;
	}
	return curadoria_afiliados_preview_token_user(
		$token,
		$post_id,
		curadoria_afiliados_preview_generation( $post_id ),
		curadoria_afiliados_preview_now(),
		curadoria_afiliados_preview_key(),
		static function ( $user_id, $id ) {
			return user_can( $user_id, 'edit_post', $id );
		}
	);
}

<?php
/**
 * Preview rules, without WordPress: which posts have a preview, which version
 * of a post it shows, and the address of the site's preview page.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The site's preview page, below the site's address. The site builds the
 * same address from app/config/paths.ts (previewPath): the two must agree.
 */
const CURADORIA_AFILIADOS_PREVIEW_PATH = '/previa/';

/**
 * Whether a post in this status has a preview: drafts, posts pending review,
 * scheduled, private and published posts (the unsaved edits of a published
 * post are its latest autosave). Not a post in the trash, nor an auto-draft
 * nobody has saved yet.
 *
 * @param string $status post_status.
 * @return bool
 */
function curadoria_afiliados_preview_status_allowed( $status ) {
	return in_array( $status, array( 'draft', 'pending', 'future', 'private', 'publish' ), true );
}

/**
 * Whether the preview shows the autosave instead of the post: only when it is
 * newer than the post's last save (an older one is edits the owner saved, or
 * dropped, since).
 *
 * @param int|false $post_modified     When the post was last saved (Unix time), false when unknown.
 * @param int|false $autosave_modified When the autosave was written (Unix time), false when there is none.
 * @return bool
 */
function curadoria_afiliados_preview_uses_autosave( $post_modified, $autosave_modified ) {
	return is_int( $autosave_modified ) && ( ! is_int( $post_modified ) || $autosave_modified > $post_modified );
}

/**
 * The site's preview page for a post: {site}/previa/?id={post}&token={token}.
 *
 * @param string $site_address The site's address (scheme://host[:port], no trailing slash).
 * @param int    $post_id      Post ID.
 * @param string $token        Preview token.
 * @return string
 */
function curadoria_afiliados_preview_page_url( $site_address, $post_id, $token ) {
	return $site_address . CURADORIA_AFILIADOS_PREVIEW_PATH . '?' . http_build_query(
		array(
			'id'    => (int) $post_id,
			'token' => (string) $token,
		),
		'',
		'&',
		PHP_QUERY_RFC3986
	);
}

<?php
/**
 * 'Visualizar' opens the site's preview page. Both editors send the owner to
 * WordPress's own preview of the post (?p={id}&preview=true for a draft,
 * pending or scheduled post; the permalink with preview_id and preview_nonce
 * for the autosave of a published one): that request, made with the owner's
 * session, is answered with a redirect to {site}/previa/?id={id}&token=…, a
 * token issued to that user. Without a site address, or for a user who may
 * not edit the post, WordPress's own preview stays.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's preview page for a post, for the current user, or '' when there
 * is none (no site address, a post without preview, a user who may not edit it).
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_preview_link( $post_id ) {
	$site = curadoria_afiliados_site_address();
	if ( '' === $site ) {
		return '';
	}
	$token = curadoria_afiliados_issue_preview_token( $post_id );
	return '' === $token ? '' : curadoria_afiliados_preview_page_url( $site, $post_id, $token );
}

/**
 * On WordPress's preview of a post, redirect to the site's. The redirect says
 * no-referrer: the site's host is not told WordPress's preview address.
 */
function curadoria_afiliados_preview_redirect() {
	if ( ! is_preview() ) {
		return;
	}
	$post = get_queried_object();
	$link = $post instanceof WP_Post ? curadoria_afiliados_preview_link( $post->ID ) : '';
	if ( '' === $link ) {
		return;
	}
	nocache_headers();
	header( 'Referrer-Policy: no-referrer' );
	// phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the owner's own site address, from the settings.
	if ( wp_redirect( $link, 302, 'Curadoria Afiliados' ) ) {
		exit;
	}
}
add_action( 'template_redirect', 'curadoria_afiliados_preview_redirect', 1 );

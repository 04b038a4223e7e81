<?php
/**
 * What asks for a rebuild: public content changing (a post published,
 * updated, unpublished, trashed or deleted; the meta the site shows; a
 * category). Changes are recorded during the request and sent once, at
 * shutdown, by deploy-hook-dispatch.php.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether content changes should call the deploy hook right now.
 *
 * @param string $context What changed: 'post', 'meta', 'category' or 'cron'.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_enabled( $context ) {
	$enabled = '' !== curadoria_afiliados_deploy_hook_url() && ! ( defined( 'WP_IMPORTING' ) && WP_IMPORTING );

	/**
	 * Filters whether a content change calls the deploy hook. Return false
	 * during bulk imports (wordpress/lib/seed.php does) and press
	 * "Disparar rebuild agora" once at the end.
	 *
	 * @param bool   $enabled Whether enabled (a URL is set and WP_IMPORTING is not).
	 * @param string $context 'post', 'meta', 'category' or 'cron'.
	 */
	return (bool) apply_filters( 'curadoria_afiliados_deploy_hook_enabled', $enabled, $context );
}

/**
 * Record a change that needs a rebuild. Nothing is sent here: all changes
 * of one request (a publish also writes meta and terms) are sent as a single
 * call by curadoria_afiliados_deploy_hook_flush() at shutdown.
 *
 * @param string $context What changed ('post', 'meta', 'category').
 * @param string $detail  Human-readable detail, kept for debugging.
 * @return bool Whether the change was recorded.
 */
function curadoria_afiliados_deploy_hook_mark( $context, $detail = '' ) {
	if ( ! curadoria_afiliados_deploy_hook_enabled( $context ) ) {
		return false;
	}
	$GLOBALS['curadoria_afiliados_deploy_changes'][] = $context . ( '' !== $detail ? ': ' . $detail : '' );
	return true;
}

/**
 * Changes recorded so far in this request.
 *
 * @return string[]
 */
function curadoria_afiliados_deploy_hook_changes() {
	return isset( $GLOBALS['curadoria_afiliados_deploy_changes'] ) ? (array) $GLOBALS['curadoria_afiliados_deploy_changes'] : array();
}

/**
 * Whether a post's changes are relevant to the public site.
 *
 * @param int|WP_Post $post Post.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_watches_post( $post ) {
	$post = get_post( $post );
	if ( ! $post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return false;
	}
	if ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) {
		return false;
	}

	/**
	 * Filters the post types whose publication changes trigger a rebuild.
	 *
	 * @param string[] $post_types Default array( 'post' ): the site only reads posts.
	 */
	$post_types = (array) apply_filters( 'curadoria_afiliados_deploy_hook_post_types', array( 'post' ) );
	return in_array( $post->post_type, $post_types, true );
}

/**
 * transition_post_status: publish, update of a published post, unpublish
 * (back to draft/pending/private/future) and trash.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       Post.
 */
function curadoria_afiliados_deploy_on_transition( $new_status, $old_status, $post ) {
	if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
		return;
	}
	if ( curadoria_afiliados_deploy_hook_watches_post( $post ) ) {
		curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d %s -> %s', $post->ID, $old_status, $new_status ) );
	}
}
add_action( 'transition_post_status', 'curadoria_afiliados_deploy_on_transition', 10, 3 );

/**
 * A published post deleted without going through the trash (force delete)
 * fires no status transition.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_deploy_on_delete_post( $post_id ) {
	if ( 'publish' === get_post_status( $post_id ) && curadoria_afiliados_deploy_hook_watches_post( $post_id ) ) {
		curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d deleted', $post_id ) );
	}
}
add_action( 'before_delete_post', 'curadoria_afiliados_deploy_on_delete_post', 10, 1 );

/**
 * Meta the site shows changed on a published post (added, updated with a
 * different value, or deleted).
 *
 * @param int|int[] $meta_id   Meta ID(s), unused.
 * @param int       $object_id Post ID.
 * @param string    $meta_key  Meta key.
 */
function curadoria_afiliados_deploy_on_meta( $meta_id, $object_id, $meta_key ) {
	/**
	 * Filters the post meta keys whose changes on a published post trigger a rebuild.
	 *
	 * @param string[] $meta_keys Default price, price_cents, price_currency, offers, price_checked_at, affiliate_url and _thumbnail_id (featured image).
	 */
	$keys = (array) apply_filters( 'curadoria_afiliados_deploy_hook_meta_keys', array( 'price', 'price_cents', 'price_currency', 'offers', 'price_checked_at', 'affiliate_url', '_thumbnail_id' ) );
	if ( ! in_array( $meta_key, $keys, true ) || 'publish' !== get_post_status( $object_id ) ) {
		return;
	}
	if ( curadoria_afiliados_deploy_hook_watches_post( $object_id ) ) {
		curadoria_afiliados_deploy_hook_mark( 'meta', sprintf( '#%d %s', $object_id, $meta_key ) );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );

/**
 * A category was created, renamed/edited or deleted.
 *
 * @param int|WP_Term $term Term ID (created/edited) or object (deleted).
 */
function curadoria_afiliados_deploy_on_category( $term ) {
	$term_id = $term instanceof WP_Term ? $term->term_id : (int) $term;
	curadoria_afiliados_deploy_hook_mark( 'category', sprintf( '#%d %s', $term_id, current_action() ) );
}
add_action( 'created_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );
add_action( 'edited_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );
add_action( 'delete_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );

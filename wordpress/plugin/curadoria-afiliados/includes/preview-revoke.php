<?php
/**
 * Revoking a post's preview links: 'Revogar links de pré-visualização' in
 * the post's row of Posts (for whoever may edit it) makes every link issued
 * so far stop working; the next 'Visualizar' issues a new one. A link also
 * stops working when its hour is over, when its user may no longer edit the
 * post, when the post goes to the trash, and when WordPress's secret keys change.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** admin-post.php action (and nonce action prefix) of the revocation. */
const CURADORIA_AFILIADOS_REVOKE_ACTION = 'curadoria_afiliados_revoke_previews';

/** Query argument of Posts after a revocation: the post whose links were revoked. */
const CURADORIA_AFILIADOS_REVOKED_ARG = 'curadoria-previews-revoked';

/**
 * The row action, on posts that have a preview and that the user may edit.
 *
 * @param string[] $actions Row actions.
 * @param WP_Post  $post    Post.
 * @return string[]
 */
function curadoria_afiliados_revoke_row_action( $actions, $post ) {
	if ( ! $post instanceof WP_Post || null === curadoria_afiliados_previewable_post( $post->ID ) || ! current_user_can( 'edit_post', $post->ID ) ) {
		return $actions;
	}
	$url = wp_nonce_url(
		add_query_arg(
			array(
				'action' => CURADORIA_AFILIADOS_REVOKE_ACTION,
				'post'   => $post->ID,
			),
			admin_url( 'admin-post.php' )
		),
		CURADORIA_AFILIADOS_REVOKE_ACTION . '_' . $post->ID
	);

	$actions['curadoria-revoke-previews'] = '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Revogar links de pré-visualização', 'curadoria-afiliados' ) . '</a>';
	return $actions;
}
add_filter( 'post_row_actions', 'curadoria_afiliados_revoke_row_action', 10, 2 );

/**
 * admin-post.php?action=curadoria_afiliados_revoke_previews&post={id}: nonce
 * and edit_post, then back to Posts with a notice.
 */
function curadoria_afiliados_handle_revoke_previews() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	check_admin_referer( CURADORIA_AFILIADOS_REVOKE_ACTION . '_' . $post_id );
	if ( null === curadoria_afiliados_previewable_post( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		wp_die( esc_html__( 'Você não tem permissão para revogar os links deste post.', 'curadoria-afiliados' ), '', array( 'response' => 403 ) );
	}
	curadoria_afiliados_revoke_previews( $post_id );
	wp_safe_redirect( add_query_arg( CURADORIA_AFILIADOS_REVOKED_ARG, $post_id, admin_url( 'edit.php' ) ) );
	exit;
}
add_action( 'admin_post_' . CURADORIA_AFILIADOS_REVOKE_ACTION, 'curadoria_afiliados_handle_revoke_previews' );

/**
 * The notice on Posts after a revocation.
 */
function curadoria_afiliados_revoked_notice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only says what the redirect did.
	$post_id = isset( $_GET[ CURADORIA_AFILIADOS_REVOKED_ARG ] ) ? absint( $_GET[ CURADORIA_AFILIADOS_REVOKED_ARG ] ) : 0;
	$screen  = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $post_id || ! $screen || 'edit-post' !== $screen->id || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	/* translators: %s: post title */
	$message = sprintf( __( 'Os links de pré-visualização de “%s” foram revogados. “Visualizar”, no editor, gera um novo.', 'curadoria-afiliados' ), get_the_title( $post_id ) );
	echo '<div class="notice notice-success is-dismissible" id="curadoria-afiliados-previews-revoked"><p>' . esc_html( $message ) . '</p></div>';
}
add_action( 'admin_notices', 'curadoria_afiliados_revoked_notice' );

<?php
/**
 * The notices that tell the owner why a price or an offer was refused: in the
 * classic editor as admin notices on the screen the save redirects to; in the
 * block editor, which hides admin notices and saves the boxes in the
 * background (its request follows the redirect and loads the edit screen
 * unseen), assets/editor.js asks for them once the boxes are saved and shows
 * them as its own notices. The script also adds the 'Adicionar loja' button
 * of the "Ofertas" box.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a refusal waits to be shown. */
const CURADORIA_AFILIADOS_NOTICE_TTL = 300;

/**
 * Transient holding the refusals for the current user on one post.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_notice_key( $post_id ) {
	return 'curadoria_afiliados_notice_' . get_current_user_id() . '_' . (int) $post_id;
}

/**
 * Keep a refusal for the next screen (the editor redirects after a save).
 *
 * @param int    $post_id Post ID.
 * @param string $message Portuguese message.
 */
function curadoria_afiliados_editor_notice( $post_id, $message ) {
	$key      = curadoria_afiliados_notice_key( $post_id );
	$messages = get_transient( $key );
	$messages = is_array( $messages ) ? $messages : array();

	$messages[] = $message;
	set_transient( $key, array_values( array_unique( $messages ) ), CURADORIA_AFILIADOS_NOTICE_TTL );
}

/**
 * The refusals waiting for the current user on a post, deleted once read.
 *
 * @param int $post_id Post ID.
 * @return string[]
 */
function curadoria_afiliados_editor_notices( $post_id ) {
	$key      = curadoria_afiliados_notice_key( $post_id );
	$messages = get_transient( $key );
	delete_transient( $key );
	return is_array( $messages ) ? array_values( array_map( 'strval', $messages ) ) : array();
}

/**
 * The post being edited on post.php, 0 elsewhere.
 *
 * @return int
 */
function curadoria_afiliados_edited_post_id() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	$post   = get_post();
	return $screen && 'post' === $screen->base && 'post' === $screen->post_type && $post instanceof WP_Post ? (int) $post->ID : 0;
}

/**
 * Show the refusals as error notices above the classic editor (in the block
 * editor they are left for its script).
 */
function curadoria_afiliados_editor_admin_notices() {
	$post_id = curadoria_afiliados_edited_post_id();
	if ( ! $post_id || get_current_screen()->is_block_editor() ) {
		return;
	}
	foreach ( curadoria_afiliados_editor_notices( $post_id ) as $message ) {
		echo '<div class="notice notice-error curadoria-afiliados-refused"><p>' . esc_html( $message ) . '</p></div>';
	}
}
add_action( 'admin_notices', 'curadoria_afiliados_editor_admin_notices' );

/**
 * AJAX: the refusals of the save the block editor has just made.
 */
function curadoria_afiliados_ajax_notices() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	check_ajax_referer( 'curadoria_afiliados_notices_' . $post_id );
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		wp_send_json_error( null, 403 );
	}
	wp_send_json_success( curadoria_afiliados_editor_notices( $post_id ) );
}
add_action( 'wp_ajax_curadoria_afiliados_notices', 'curadoria_afiliados_ajax_notices' );

/**
 * The editor script: the 'Adicionar loja' button, and in the block editor the
 * refusals of each save as its own notices.
 *
 * @param string $hook_suffix Admin page.
 */
function curadoria_afiliados_editor_assets( $hook_suffix ) {
	$post_id = in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) ? curadoria_afiliados_edited_post_id() : 0;
	if ( ! $post_id ) {
		return;
	}
	$block_editor = get_current_screen()->is_block_editor();
	wp_enqueue_script(
		'curadoria-afiliados-editor',
		plugins_url( 'assets/editor.js', CURADORIA_AFILIADOS_FILE ),
		$block_editor ? array( 'wp-data', 'wp-notices', 'wp-edit-post' ) : array(),
		CURADORIA_AFILIADOS_VERSION,
		true
	);
	wp_localize_script(
		'curadoria-afiliados-editor',
		'curadoriaAfiliadosEditor',
		array(
			'blockEditor' => $block_editor,
			'noticesUrl'  => add_query_arg(
				array(
					'action'      => 'curadoria_afiliados_notices',
					'post'        => $post_id,
					'_ajax_nonce' => wp_create_nonce( 'curadoria_afiliados_notices_' . $post_id ),
				),
				admin_url( 'admin-ajax.php' )
			),
		)
	);
}
add_action( 'admin_enqueue_scripts', 'curadoria_afiliados_editor_assets' );

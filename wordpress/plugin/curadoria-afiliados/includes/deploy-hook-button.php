<?php
/**
 * The settings page's "Disparar rebuild agora" button: the deploy hook called
 * at once (nonce and manage_options), its answer shown as a notice.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Call the deploy hook now and wait for the answer (settings page button).
 * Ignores the debounce window and the enabled filter, but restarts the window.
 *
 * @return array{type: string, message: string} Admin notice to show.
 */
function curadoria_afiliados_deploy_hook_trigger_now() {
	if ( '' === curadoria_afiliados_deploy_hook_url() ) {
		return array(
			'type'    => 'error',
			'message' => __( 'Nenhuma URL de deploy hook configurada.', 'curadoria-afiliados' ),
		);
	}
	curadoria_afiliados_deploy_hook_stamp();
	$response = curadoria_afiliados_deploy_hook_send( true );
	if ( is_wp_error( $response ) && 'curadoria_afiliados_no_deploy_token' === $response->get_error_code() ) {
		return array(
			'type'    => 'error',
			'message' => $response->get_error_message(),
		);
	}
	if ( is_wp_error( $response ) ) {
		// One message for every failure (address refused, name not found,
		// connection refused, timeout, not HTTP): the transport's own message
		// would tell an open port from a closed one.
		return array(
			'type'    => 'error',
			'message' => __( 'Falha ao chamar o deploy hook: o endereço não respondeu ou não é permitido. Confira a URL (https:// de um host público).', 'curadoria-afiliados' ),
		);
	}
	$code   = (int) wp_remote_retrieve_response_code( $response );
	$reason = (string) wp_remote_retrieve_response_message( $response );
	if ( $code >= 200 && $code < 300 ) {
		return array(
			'type'    => 'success',
			/* translators: 1: HTTP status code, 2: HTTP reason phrase */
			'message' => sprintf( __( 'Rebuild solicitado. Resposta do deploy hook: HTTP %1$d %2$s.', 'curadoria-afiliados' ), $code, $reason ),
		);
	}
	return array(
		'type'    => 'error',
		/* translators: 1: HTTP status code, 2: HTTP reason phrase */
		'message' => sprintf( __( 'O deploy hook recusou o pedido: HTTP %1$d %2$s.', 'curadoria-afiliados' ), $code, $reason ),
	);
}

/**
 * admin-post.php?action=curadoria_afiliados_deploy_now: the "Disparar rebuild
 * agora" button. Nonce + manage_options; the result is shown on the settings
 * page after a redirect (stored per user for a few minutes).
 */
function curadoria_afiliados_handle_deploy_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Você não tem permissão para disparar o rebuild.', 'curadoria-afiliados' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( 'curadoria_afiliados_deploy_now', 'curadoria_afiliados_deploy_nonce' );

	$notice = curadoria_afiliados_deploy_hook_trigger_now();
	set_transient( 'curadoria_afiliados_deploy_notice_' . get_current_user_id(), $notice, 5 * MINUTE_IN_SECONDS );
	wp_safe_redirect( add_query_arg( 'curadoria-deploy', '1', admin_url( 'options-general.php?page=curadoria-afiliados' ) ) );
	exit;
}
add_action( 'admin_post_curadoria_afiliados_deploy_now', 'curadoria_afiliados_handle_deploy_now' );

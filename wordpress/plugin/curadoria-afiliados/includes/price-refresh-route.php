<?php
/**
 * POST /wp-json/curadoria/v1/prices/refresh?post={id}: refresh a post's
 * offers now, for a user who can edit that post (401 without a session,
 * 403 for one who cannot edit it). Answers each offer as the site reads it,
 * with what the check saw; calls the deploy hook once when something the
 * site shows changed.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Register the route.
 */
function curadoria_afiliados_register_refresh_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/prices/refresh',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'curadoria_afiliados_rest_refresh',
			'permission_callback' => 'curadoria_afiliados_rest_refresh_allowed',
			'args'                => array(
				'post' => array(
					'type'     => 'integer',
					'minimum'  => 1,
					'required' => true,
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_refresh_route' );

/**
 * Who may refresh a post's prices: one who can edit it.
 *
 * @param WP_REST_Request $request Request.
 * @return true|WP_Error
 */
function curadoria_afiliados_rest_refresh_allowed( WP_REST_Request $request ) {
	if ( ! is_user_logged_in() ) {
		return new WP_Error( 'rest_not_logged_in', __( 'Entre no WordPress para atualizar preços.', 'curadoria-afiliados' ), array( 'status' => 401 ) );
	}
	$post_id = (int) $request['post'];
	if ( 'post' !== get_post_type( $post_id ) ) {
		return new WP_Error( 'rest_post_invalid_id', __( 'Post não encontrado.', 'curadoria-afiliados' ), array( 'status' => 404 ) );
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		return new WP_Error( 'rest_forbidden', __( 'Você não pode editar este post.', 'curadoria-afiliados' ), array( 'status' => 403 ) );
	}
	return true;
}

/**
 * POST /curadoria/v1/prices/refresh.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_refresh( WP_REST_Request $request ) {
	$post_id = (int) $request['post'];
	$results = array();
	foreach ( curadoria_afiliados_refresh_post( $post_id ) as $result ) {
		$results[ curadoria_afiliados_store_key( $result['store'] ) ] = $result;
	}
	$deploy = curadoria_afiliados_deploy_hook_flush();
	$offers = array();
	foreach ( curadoria_afiliados_public_offers( $post_id ) as $offer ) {
		$result   = $results[ curadoria_afiliados_store_key( $offer['store'] ) ] ?? array();
		$offers[] = $offer + array(
			'outcome' => $result['outcome'] ?? '',
			'status'  => $result['status'] ?? '',
			'message' => curadoria_afiliados_refresh_status_label( $result['status'] ?? '' ),
		);
	}
	return new WP_REST_Response(
		array(
			'post'   => $post_id,
			'offers' => $offers,
			'deploy' => $deploy,
		),
		200
	);
}

<?php
/**
 * POST /wp-json/curadoria/v1/subscriptions: the site's forms ('Inscrever-se'
 * on the home, 'Avise-me quando o preço baixar' on a product page).
 *
 * Nobody can learn from it whether an address is subscribed: a malformed
 * address gets 400 with a Portuguese message, and everything else the same
 * 202 answer, whatever happened — a new subscription, one already confirmed,
 * a request over a limit, a form filled by a script (the honeypot, or under
 * 2 s), a product that is not there. Limits: per visitor (a bucket of
 * addresses, subscriptions-rate-limit.php), per address (its hour of
 * requests) and one confirmation e-mail per address an hour.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Register the route.
 */
function curadoria_afiliados_register_subscribe_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/subscriptions',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'curadoria_afiliados_rest_subscribe',
			'permission_callback' => '__return_true', // Anonymous by design; limits are in the callback.
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_subscribe_route' );

/**
 * The answer to every well-formed request.
 *
 * @return WP_REST_Response
 */
function curadoria_afiliados_subscribe_accepted() {
	return new WP_REST_Response( array( 'accepted' => true ), 202 );
}

/**
 * A JSON body whatever the Content-Type (the site sends text/plain, which
 * needs no CORS preflight).
 *
 * @param WP_REST_Request $request Request.
 * @return mixed
 */
function curadoria_afiliados_json_body( WP_REST_Request $request ) {
	$data = $request->get_json_params();
	return is_array( $data ) ? $data : json_decode( (string) $request->get_body(), true );
}

/**
 * A browser's Origin outside the CORS allow-list may not write (as for the
 * counter's events).
 *
 * @param WP_REST_Request $request Request.
 * @return WP_Error|null
 */
function curadoria_afiliados_refuse_origin( WP_REST_Request $request ) {
	$origin = (string) $request->get_header( 'origin' );
	if ( '' !== $origin && null === curadoria_afiliados_cors_origin( $origin, curadoria_afiliados_allowed_origins() ) ) {
		return new WP_Error( 'curadoria_origin_not_allowed', __( 'Origem não permitida.', 'curadoria-afiliados' ), array( 'status' => 403 ) );
	}
	return null;
}

/**
 * POST /curadoria/v1/subscriptions.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_subscribe( WP_REST_Request $request ) {
	$refused = curadoria_afiliados_refuse_origin( $request );
	if ( null !== $refused ) {
		return $refused;
	}
	if ( strlen( (string) $request->get_body() ) > CURADORIA_AFILIADOS_SUBSCRIBE_MAX_BYTES ) {
		return new WP_Error( 'curadoria_request_too_large', __( 'Pedido grande demais.', 'curadoria-afiliados' ), array( 'status' => 413 ) );
	}
	$data  = curadoria_afiliados_json_body( $request );
	$email = curadoria_afiliados_normalize_email( is_array( $data ) ? ( $data['email'] ?? null ) : null );
	if ( null === $email ) {
		return new WP_Error( 'curadoria_invalid_email', __( 'Esse endereço de e-mail não parece válido. Confira e tente de novo (por exemplo, nome@exemplo.com.br).', 'curadoria-afiliados' ), array( 'status' => 400 ) );
	}
	$asked = curadoria_afiliados_subscription_from_data( $data );
	if ( null === $asked ) {
		return new WP_Error( 'curadoria_invalid_subscription', __( 'Pedido inválido: envie {"email", "newsletter": true} ou {"email", "product": ID, "target_cents"?: N}.', 'curadoria-afiliados' ), array( 'status' => 400 ) );
	}
	$versions = curadoria_afiliados_consent_versions_of( $asked['purpose'] );
	$consent  = null === $asked['consent_version'] ? curadoria_afiliados_consent_current( $versions ) : curadoria_afiliados_consent_find( $versions, $asked['consent_version'] );
	if ( null === $consent ) {
		return new WP_Error( 'curadoria_unknown_consent', __( 'O texto de consentimento mostrado não é conhecido; recarregue a página.', 'curadoria-afiliados' ), array( 'status' => 400 ) );
	}
	if ( '' === curadoria_afiliados_site_address() ) {
		return new WP_Error( 'curadoria_subscriptions_off', __( 'As inscrições não estão disponíveis neste site.', 'curadoria-afiliados' ), array( 'status' => 503 ) );
	}
	$now = time();
	if ( curadoria_afiliados_form_looks_automated( $asked['website'], $asked['elapsed_ms'] )
		|| ! curadoria_afiliados_subscribe_visitor_allowed( curadoria_afiliados_client_ip(), $now )
		|| ( CURADORIA_AFILIADOS_PURPOSE_ALERT === $asked['purpose'] && ! curadoria_afiliados_post_is_countable( $asked['post'] ) ) ) {
		return curadoria_afiliados_subscribe_accepted();
	}
	$subscriber = curadoria_afiliados_subscriber_for( $email );
	if ( null === $subscriber ) {
		return new WP_Error( 'curadoria_subscription_not_stored', __( 'Não foi possível registrar a inscrição agora. Tente de novo em instantes.', 'curadoria-afiliados' ), array( 'status' => 500 ) );
	}
	if ( curadoria_afiliados_subscriber_count_request( $subscriber, $now )
		&& curadoria_afiliados_subscription_request( $subscriber, $asked['purpose'], $asked['post'], $asked['target_cents'], $consent['version'] ) ) {
		curadoria_afiliados_confirmation_maybe_send( (int) $subscriber['id'], $now );
	}
	return curadoria_afiliados_subscribe_accepted();
}

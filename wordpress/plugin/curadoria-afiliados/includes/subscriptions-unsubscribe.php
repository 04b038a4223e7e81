<?php
/**
 * Leaving with one click: POST /wp-json/curadoria/v1/subscriptions/unsubscribe
 * ?token=… ends the subscription the token names (every e-mail of a
 * subscription carries its token), or turns down what a confirmation e-mail
 * listed (its decline token). Mail programs post there from the
 * List-Unsubscribe header with the body List-Unsubscribe=One-Click (RFC
 * 8058); the site's unsubscribe page posts the token as JSON. A GET (someone
 * opening the header's address) unsubscribes nothing: it is sent on to the
 * site's unsubscribe page, which asks for the click.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Register the route.
 */
function curadoria_afiliados_register_unsubscribe_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/subscriptions/unsubscribe',
		array(
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'curadoria_afiliados_rest_unsubscribe',
				'permission_callback' => '__return_true', // The token is the permission.
			),
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'curadoria_afiliados_rest_unsubscribe_page',
				'permission_callback' => '__return_true',
			),
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_unsubscribe_route' );

/**
 * The token of an unsubscribe request: the address's ?token=, else the JSON body's.
 *
 * @param WP_REST_Request $request Request.
 * @return mixed
 */
function curadoria_afiliados_unsubscribe_token( WP_REST_Request $request ) {
	$query = $request->get_query_params();
	if ( isset( $query['token'] ) ) {
		return $query['token'];
	}
	$data = curadoria_afiliados_json_body( $request );
	return is_array( $data ) ? ( $data['token'] ?? null ) : null;
}

/**
 * POST: end a subscription, or turn down a confirmation's list.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_unsubscribe( WP_REST_Request $request ) {
	$refused = curadoria_afiliados_refuse_origin( $request );
	if ( null !== $refused ) {
		return $refused;
	}
	$token  = curadoria_afiliados_unsubscribe_token( $request );
	$handle = curadoria_afiliados_token_handle( $token );
	if ( null === $handle ) {
		return curadoria_afiliados_invalid_token();
	}
	$subscription = curadoria_afiliados_subscription_by_handle( $handle );
	if ( null !== $subscription && curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, $handle, '', curadoria_afiliados_token_key() ) ) {
		curadoria_afiliados_unsubscribe_rows( 'id = %d', array( (int) $subscription['id'] ) );
		return new WP_REST_Response( array( 'unsubscribed' => array( curadoria_afiliados_subscription_summary( $subscription ) ) ), 200 );
	}
	$subscriber = curadoria_afiliados_subscriber_by( 'handle', $handle );
	$nonce      = null === $subscriber ? '' : (string) $subscriber['confirm_nonce'];
	if ( null === $subscriber || ! curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_DECLINE, $handle, $nonce, curadoria_afiliados_token_key() ) ) {
		return curadoria_afiliados_invalid_token();
	}
	global $wpdb;
	$listed = $wpdb->get_results( $wpdb->prepare( 'SELECT purpose, post_id FROM ' . curadoria_afiliados_subscriptions_table() . ' WHERE subscriber_id = %d AND status = %s AND confirm_nonce = %s ORDER BY id', $subscriber['id'], CURADORIA_AFILIADOS_PENDING, $nonce ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	curadoria_afiliados_unsubscribe_rows( 'subscriber_id = %d AND status = %s AND confirm_nonce = %s', array( (int) $subscriber['id'], CURADORIA_AFILIADOS_PENDING, $nonce ) );
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET confirm_nonce = NULL WHERE id = %d AND confirm_nonce = %s', $subscriber['id'], $nonce ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	return new WP_REST_Response( array( 'unsubscribed' => array_map( 'curadoria_afiliados_subscription_summary', (array) $listed ) ), 200 );
}

/**
 * End the subscriptions a condition selects (those not ended yet), and drop
 * their e-mails still waiting.
 *
 * @param string $where SQL condition with placeholders.
 * @param array  $args  Its values.
 */
function curadoria_afiliados_unsubscribe_rows( $where, array $args ) {
	global $wpdb;
	$table = curadoria_afiliados_subscriptions_table();
	$ids   = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE {$where} AND status <> %s", array_merge( $args, array( CURADORIA_AFILIADOS_UNSUBSCRIBED ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! $ids ) {
		return;
	}
	$list = implode( ',', $ids );
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, unsubscribed_at = %s, confirm_nonce = NULL WHERE id IN ({$list})", CURADORIA_AFILIADOS_UNSUBSCRIBED, curadoria_afiliados_utc() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE status = 'queued' AND subscription_id IN ({$list})" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * GET: someone opened the one-click address. Nothing changes; the site's
 * unsubscribe page (which asks for the click) takes over.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_unsubscribe_page( WP_REST_Request $request ) {
	$token = curadoria_afiliados_unsubscribe_token( $request );
	if ( '' === curadoria_afiliados_site_address() || null === curadoria_afiliados_token_handle( $token ) ) {
		return new WP_REST_Response( array( 'message' => __( 'Para cancelar, use o link "Para não receber mais" do e-mail.', 'curadoria-afiliados' ) ), 400 );
	}
	$response = new WP_REST_Response( null, 303 );
	$response->header( 'Location', curadoria_afiliados_cancel_link( $token ) );
	return $response;
}

<?php
/**
 * Double opt-in: nothing is sent to a subscription before its owner confirms
 * it from the link of a confirmation e-mail. One confirmation e-mail lists
 * every subscription of the address still waiting (a new one replaces the
 * links of the one before), at most one an hour per address; a subscription
 * asked for within that hour joins the one still in the queue, or else is
 * listed in the next one (the hourly upkeep sends it). The site's confirmation page posts the link's token
 * to POST /wp-json/curadoria/v1/subscriptions/confirm; the token works once.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queue a confirmation e-mail for an address's waiting subscriptions, unless
 * one went out in the last hour.
 *
 * @param int $subscriber_id Subscriber.
 * @param int $now           Unix time.
 * @return bool Whether one was queued.
 */
function curadoria_afiliados_confirmation_maybe_send( $subscriber_id, $now ) {
	global $wpdb;
	if ( curadoria_afiliados_unlisted_pending( $subscriber_id ) < 1 ) {
		return false;
	}
	$subscriber = curadoria_afiliados_subscriber_by( 'id', $subscriber_id );
	if ( null === $subscriber ) {
		return false;
	}
	if ( curadoria_afiliados_confirmation_queued( $subscriber ) ) {
		// Its confirmation has not gone out yet: it lists these too when it does.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET confirm_nonce = %s WHERE subscriber_id = %d AND status = %s AND confirm_nonce IS NULL', $subscriber['confirm_nonce'], $subscriber_id, CURADORIA_AFILIADOS_PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return false;
	}
	if ( ! curadoria_afiliados_confirmation_due( curadoria_afiliados_utc_time( $subscriber['confirm_sent_at'] ), $now ) ) {
		return false;
	}
	$nonce = curadoria_afiliados_token_random();
	// Conditional on the previous send time: of two requests at once, one sends.
	$claimed = $wpdb->query(
		$wpdb->prepare(
			'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET confirm_nonce = %s, confirm_sent_at = %s WHERE id = %d AND ' . ( null === $subscriber['confirm_sent_at'] ? 'confirm_sent_at IS NULL' : 'confirm_sent_at = %s' ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			array_merge( array( $nonce, curadoria_afiliados_utc( $now ), $subscriber_id ), null === $subscriber['confirm_sent_at'] ? array() : array( $subscriber['confirm_sent_at'] ) )
		)
	);
	if ( 1 !== $claimed ) {
		return false;
	}
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET confirm_nonce = %s WHERE subscriber_id = %d AND status = %s', $nonce, $subscriber_id, CURADORIA_AFILIADOS_PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	return 1 === curadoria_afiliados_mail_enqueue( 'confirm', array( array( $subscriber_id, 0, 0 ) ), array( 'nonce' => $nonce ) );
}

/**
 * Whether an address's outstanding confirmation e-mail still waits in the queue.
 *
 * @param array $subscriber Subscriber row.
 * @return bool
 */
function curadoria_afiliados_confirmation_queued( array $subscriber ) {
	global $wpdb;
	if ( null === $subscriber['confirm_nonce'] ) {
		return false;
	}
	return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE subscriber_id = %d AND kind = 'confirm' AND status = 'queued' AND payload = %s LIMIT 1", $subscriber['id'], wp_json_encode( array( 'nonce' => $subscriber['confirm_nonce'] ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * Register the confirmation route.
 */
function curadoria_afiliados_register_confirm_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/subscriptions/confirm',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'curadoria_afiliados_rest_confirm',
			'permission_callback' => '__return_true', // The token is the permission.
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_confirm_route' );

/**
 * The answer to a token that confirms or ends nothing.
 *
 * @return WP_Error
 */
function curadoria_afiliados_invalid_token() {
	return new WP_Error( 'curadoria_invalid_token', __( 'Este link não vale mais: ele já foi usado, expirou ou foi substituído por um e-mail mais recente.', 'curadoria-afiliados' ), array( 'status' => 404 ) );
}

/**
 * What a subscription is, for the site's pages: its purpose and product.
 *
 * @param array $subscription {purpose, post_id}.
 * @return array{purpose: string, product: array{id: int, title: string}|null}
 */
function curadoria_afiliados_subscription_summary( array $subscription ) {
	$post_id = (int) $subscription['post_id'];
	return array(
		'purpose' => (string) $subscription['purpose'],
		'product' => $post_id > 0 ? array(
			'id'    => $post_id,
			'title' => curadoria_afiliados_mail_title( $post_id ),
		) : null,
	);
}

/**
 * POST /curadoria/v1/subscriptions/confirm {"token"}: confirm what the
 * e-mail listed (those not expired), and spend the token.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_confirm( WP_REST_Request $request ) {
	global $wpdb;
	$refused = curadoria_afiliados_refuse_origin( $request );
	if ( null !== $refused ) {
		return $refused;
	}
	$data       = curadoria_afiliados_json_body( $request );
	$token      = is_array( $data ) ? ( $data['token'] ?? null ) : null;
	$handle     = curadoria_afiliados_token_handle( $token );
	$subscriber = null === $handle ? null : curadoria_afiliados_subscriber_by( 'handle', $handle );
	$nonce      = null === $subscriber ? '' : (string) $subscriber['confirm_nonce'];
	if ( null === $subscriber || ! curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_CONFIRM, $handle, $nonce, curadoria_afiliados_token_key() ) ) {
		return curadoria_afiliados_invalid_token();
	}
	$table  = curadoria_afiliados_subscriptions_table();
	$now    = time();
	$listed = $wpdb->get_results( $wpdb->prepare( "SELECT id, purpose, post_id FROM {$table} WHERE subscriber_id = %d AND status = %s AND confirm_nonce = %s AND consented_at >= %s ORDER BY id", $subscriber['id'], CURADORIA_AFILIADOS_PENDING, $nonce, curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_PENDING_DAYS * DAY_IN_SECONDS ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	// The token is spent whatever it finds; of two clicks at once, one confirms.
	$spent = $wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET confirm_nonce = NULL, failures = 0, suspended_at = NULL WHERE id = %d AND confirm_nonce = %s', $subscriber['id'], $nonce ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	if ( 1 !== $spent || ! $listed ) {
		return curadoria_afiliados_invalid_token();
	}
	$ids = implode( ',', array_map( 'intval', wp_list_pluck( $listed, 'id' ) ) );
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, confirmed_at = %s, confirm_nonce = NULL WHERE id IN ({$ids})", CURADORIA_AFILIADOS_CONFIRMED, curadoria_afiliados_utc( $now ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return new WP_REST_Response( array( 'confirmed' => array_map( 'curadoria_afiliados_subscription_summary', $listed ) ), 200 );
}

<?php
/**
 * The subscriptions' hourly upkeep (WP-Cron): unconfirmed subscriptions are
 * deleted after 7 days (and an address left with none goes with them), the
 * confirmation e-mails held back by the one-an-hour limit go out, and the
 * queue forgets e-mails tried more than 30 days ago.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** WP-Cron hook of the upkeep. */
const CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT = 'curadoria_afiliados_subscriptions_hourly';

/** Days the queue keeps e-mails once tried. */
const CURADORIA_AFILIADOS_MAIL_KEEP_DAYS = 30;

/** Confirmations sent per run at most (the queue's cap applies as well). */
const CURADORIA_AFILIADOS_DEFERRED_CONFIRMATIONS = 200;

/**
 * Schedule the upkeep (activation and upgrade).
 */
function curadoria_afiliados_subscriptions_schedule() {
	if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT );
	}
}

/**
 * One run of the upkeep.
 *
 * @param int|null $now Unix time (default now).
 * @return array{expired: int, confirmations: int} What it did.
 */
function curadoria_afiliados_subscriptions_upkeep( $now = null ) {
	global $wpdb;
	$now           = null === $now ? time() : (int) $now;
	$subscriptions = curadoria_afiliados_subscriptions_table();
	$subscribers   = curadoria_afiliados_subscribers_table();
	$expired       = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$subscriptions} WHERE status = %s AND consented_at < %s", CURADORIA_AFILIADOS_PENDING, curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_PENDING_DAYS * DAY_IN_SECONDS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	// Addresses with no subscription left (all expired), and their e-mails.
	// (Not those of the last hour: a request may be between storing the address and its subscription.)
	$orphans = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT b.id FROM {$subscribers} b LEFT JOIN {$subscriptions} s ON s.subscriber_id = b.id WHERE s.id IS NULL AND b.created_at < %s", curadoria_afiliados_utc( $now - HOUR_IN_SECONDS ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $orphans ) {
		$list = implode( ',', $orphans );
		$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE subscriber_id IN ({$list})" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( "DELETE FROM {$subscribers} WHERE id IN ({$list})" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$held          = array_map(
		'intval',
		(array) $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT s.subscriber_id FROM {$subscriptions} s INNER JOIN {$subscribers} b ON b.id = s.subscriber_id
				WHERE s.status = %s AND s.confirm_nonce IS NULL AND (b.confirm_sent_at IS NULL OR b.confirm_sent_at <= %s) LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				CURADORIA_AFILIADOS_PENDING,
				curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_CONFIRM_INTERVAL ),
				CURADORIA_AFILIADOS_DEFERRED_CONFIRMATIONS
			)
		)
	);
	$confirmations = 0;
	foreach ( $held as $subscriber_id ) {
		$confirmations += curadoria_afiliados_confirmation_maybe_send( $subscriber_id, $now ) ? 1 : 0;
	}
	$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE status IN ('sent', 'failed', 'skipped') AND queued_at < %s", curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_MAIL_KEEP_DAYS * DAY_IN_SECONDS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	return array(
		'expired'       => $expired,
		'confirmations' => $confirmations,
	);
}
add_action( CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT, 'curadoria_afiliados_subscriptions_upkeep' );

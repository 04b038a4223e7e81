<?php
/**
 * Price-drop alerts: when the price history records a new amount
 * (curadoria_afiliados_price_recorded, fired by price-history.php for the
 * owner's edits and by any store refresh), each confirmed subscriber of the
 * product whom the site's rule (rules/price-alert.php) entitles to an alert
 * gets one queued: the product, the store, the old and new amounts, when the
 * price was read and the product's page. Subscriptions are read 500 at a
 * time, so a product with tens of thousands of subscribers needs no more
 * memory than one with ten. Also counts, per product and day, the alerts
 * sent and the visits and clicks their links brought (the counter's events
 * tagged "via": "alert").
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Subscriptions read at a time. */
const CURADORIA_AFILIADOS_ALERT_CHUNK = 500;

/**
 * Name of the alerts' statistics table.
 *
 * @return string
 */
function curadoria_afiliados_alert_stats_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_alert_stats';
}

/**
 * Create or upgrade the table: per product and day, the alerts sent and the
 * visits and clicks their links brought. Nothing about who.
 */
function curadoria_afiliados_alert_stats_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_alert_stats_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  day date NOT NULL,
  sent int(10) unsigned NOT NULL DEFAULT 0,
  visits int(10) unsigned NOT NULL DEFAULT 0,
  clicks int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (post_id,day)
) {$charset};"
	);
}

/**
 * Add to a product's alert counts of today (an atomic increment).
 *
 * @param int    $post_id Post ID.
 * @param string $column  'sent', 'visits' or 'clicks'.
 * @return bool
 */
function curadoria_afiliados_alert_stats_add( $post_id, $column ) {
	global $wpdb;
	if ( ! in_array( $column, array( 'sent', 'visits', 'clicks' ), true ) ) {
		return false;
	}
	$table = curadoria_afiliados_alert_stats_table();
	return false !== $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (post_id, day, {$column}) VALUES (%d, %s, 1) ON DUPLICATE KEY UPDATE {$column} = {$column} + 1", $post_id, curadoria_afiliados_day() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * An alert went out: count it for its product.
 *
 * @param array $row Queue row.
 */
function curadoria_afiliados_alert_count_sent( array $row ) {
	if ( 'alert' === $row['kind'] ) {
		curadoria_afiliados_alert_stats_add( (int) $row['post_id'], 'sent' );
	}
}
add_action( 'curadoria_afiliados_mail_sent', 'curadoria_afiliados_alert_count_sent' );

/**
 * The lowest amount in force on the 30 days before today among the stores a
 * post offers (null without history before today).
 *
 * @param int    $post_id Post ID.
 * @param string $today   Y-m-d.
 * @return int|null
 */
function curadoria_afiliados_alert_lowest_before( $post_id, $today ) {
	global $wpdb;
	$table  = curadoria_afiliados_history_table();
	$start  = ( new DateTimeImmutable( $today ) )->modify( '-' . CURADORIA_AFILIADOS_ALERT_DAYS . ' days' )->format( 'Y-m-d' );
	$points = $wpdb->get_results(
		$wpdb->prepare(
			// The window's points, and each store's last point before it (the amount it opened with).
			"SELECT store, day AS date, price_cents FROM {$table} WHERE post_id = %d AND day >= %s AND day < %s
			UNION ALL
			SELECT h.store, h.day, h.price_cents FROM {$table} h
			INNER JOIN (SELECT store, MAX(day) AS day FROM {$table} WHERE post_id = %d AND day < %s GROUP BY store) carried
			ON h.post_id = %d AND h.store = carried.store AND h.day = carried.day
			ORDER BY date", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			$start,
			$today,
			$post_id,
			$start,
			$post_id
		),
		ARRAY_A
	);
	$offered = array_map(
		static function ( $offer ) {
			return curadoria_afiliados_store_key( $offer['store'] );
		},
		curadoria_afiliados_post_offers( $post_id )
	);
	$typed   = array_map(
		static function ( $point ) {
			return array(
				'store'       => (string) $point['store'],
				'date'        => (string) $point['date'],
				'price_cents' => (int) $point['price_cents'],
			);
		},
		(array) $points
	);
	$lowest  = curadoria_afiliados_lowest( $typed, $offered, $start );
	return null === $lowest ? null : $lowest['price_cents'];
}

/**
 * Queue the alerts a recorded price earns.
 *
 * @param array $event The contract's payload: post_id, store, previous_cents, amount_cents,
 *                     currency, source, availability, recorded_at, url.
 * @return int Alerts queued.
 */
function curadoria_afiliados_alerts_on_price( $event ) {
	global $wpdb;
	$post_id = (int) ( $event['post_id'] ?? 0 );
	if ( $post_id < 1 || ! isset( $event['amount_cents'] ) || ! curadoria_afiliados_post_is_countable( $post_id ) ) {
		return 0;
	}
	$today  = curadoria_afiliados_day();
	$change = array(
		'amount_cents'   => (int) $event['amount_cents'],
		'previous_cents' => isset( $event['previous_cents'] ) ? (int) $event['previous_cents'] : null,
		'availability'   => (string) ( $event['availability'] ?? 'unknown' ),
	);
	$lowest = curadoria_afiliados_alert_lowest_before( $post_id, $today );
	// Nobody can get one (a rise, out of stock): no subscription is read.
	$anyone = array(
		'target_cents'   => CURADORIA_AFILIADOS_PRICE_CENTS_MAX,
		'last_alert_day' => null,
	);
	if ( null === curadoria_afiliados_alert_reason( $change, $lowest, $anyone, $today ) && null === curadoria_afiliados_alert_reason( $change, $lowest, array( 'target_cents' => null ) + $anyone, $today ) ) {
		return 0;
	}
	$payload       = array(
		'store'          => (string) ( $event['store'] ?? '' ),
		'previous_cents' => $change['previous_cents'],
		'amount_cents'   => $change['amount_cents'],
		'lowest_cents'   => $lowest,
		'recorded_at'    => (string) ( $event['recorded_at'] ?? gmdate( 'Y-m-d\TH:i:s\Z' ) ),
	);
	$subscriptions = curadoria_afiliados_subscriptions_table();
	$subscribers   = curadoria_afiliados_subscribers_table();
	$queued        = 0;
	$after         = 0;
	do {
		$chunk     = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT s.id, s.subscriber_id, s.target_cents, s.last_alert_day FROM {$subscriptions} s INNER JOIN {$subscribers} b ON b.id = s.subscriber_id
				WHERE s.post_id = %d AND s.purpose = %s AND s.status = %s AND b.suspended_at IS NULL AND s.id > %d ORDER BY s.id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$post_id,
				CURADORIA_AFILIADOS_PURPOSE_ALERT,
				CURADORIA_AFILIADOS_CONFIRMED,
				$after,
				CURADORIA_AFILIADOS_ALERT_CHUNK
			),
			ARRAY_A
		);
		$by_reason = array();
		foreach ( $chunk as $subscription ) {
			$after  = (int) $subscription['id'];
			$reason = curadoria_afiliados_alert_reason(
				$change,
				$lowest,
				array(
					'target_cents'   => null === $subscription['target_cents'] ? null : (int) $subscription['target_cents'],
					'last_alert_day' => $subscription['last_alert_day'],
				),
				$today
			);
			if ( null !== $reason ) {
				$by_reason[ $reason ][] = array( (int) $subscription['subscriber_id'], $after, $post_id );
			}
		}
		foreach ( $by_reason as $reason => $rows ) {
			$ids = implode( ',', array_column( $rows, 1 ) );
			// The day is taken when the alert is queued: a second price change today finds it.
			$wpdb->query( $wpdb->prepare( "UPDATE {$subscriptions} SET last_alert_day = %s WHERE id IN ({$ids})", $today ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$queued += curadoria_afiliados_mail_enqueue( 'alert', $rows, array( 'reason' => $reason ) + $payload );
		}
	} while ( count( $chunk ) === CURADORIA_AFILIADOS_ALERT_CHUNK );
	return $queued;
}
add_action( 'curadoria_afiliados_price_recorded', 'curadoria_afiliados_alerts_on_price' );

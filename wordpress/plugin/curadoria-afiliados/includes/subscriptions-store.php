<?php
/**
 * Subscribers and their subscriptions, in the plugin's own tables: the only
 * place an e-mail address is kept. A subscriber is one address; each of its
 * subscriptions is one purpose (the weekly newsletter, or one product's
 * price alerts) with its consent record: when it was asked for, which
 * version of the consent text the form showed, for what purpose, when it was
 * confirmed and when it ended. Times are UTC.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** A subscription asked for and not confirmed yet: nothing is sent to it but the confirmation. */
const CURADORIA_AFILIADOS_PENDING = 'pending';

/** A confirmed subscription. */
const CURADORIA_AFILIADOS_CONFIRMED = 'confirmed';

/** A subscription its owner ended (or turned down from the confirmation e-mail). */
const CURADORIA_AFILIADOS_UNSUBSCRIBED = 'unsubscribed';

/**
 * Name of the subscribers table.
 *
 * @return string
 */
function curadoria_afiliados_subscribers_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_subscribers';
}

/**
 * Name of the subscriptions table.
 *
 * @return string
 */
function curadoria_afiliados_subscriptions_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_subscriptions';
}

/**
 * Create or upgrade both tables. Subscribers: the address (and its hash, the
 * unique key it is found by), the random handle its confirmation tokens
 * name, the outstanding confirmation (nonce and when it was sent), its
 * requests of the current hour, and its failed sends. Subscriptions: one row
 * per subscriber, purpose and product, with its consent record, the handle
 * its unsubscribe tokens name and the day of its last alert.
 */
function curadoria_afiliados_subscriptions_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$subscribers   = curadoria_afiliados_subscribers_table();
	$subscriptions = curadoria_afiliados_subscriptions_table();
	$charset       = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$subscribers} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  email_hash char(64) NOT NULL,
  handle char(22) NOT NULL,
  created_at datetime NOT NULL,
  confirm_nonce char(22) DEFAULT NULL,
  confirm_sent_at datetime DEFAULT NULL,
  hour_start datetime DEFAULT NULL,
  hour_requests smallint(5) unsigned NOT NULL DEFAULT 0,
  failures smallint(5) unsigned NOT NULL DEFAULT 0,
  last_failure_at datetime DEFAULT NULL,
  last_failure varchar(190) NOT NULL DEFAULT '',
  suspended_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email_hash (email_hash),
  UNIQUE KEY handle (handle)
) {$charset};"
	);
	dbDelta(
		"CREATE TABLE {$subscriptions} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  subscriber_id bigint(20) unsigned NOT NULL,
  purpose varchar(20) NOT NULL,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  target_cents int(10) unsigned DEFAULT NULL,
  status varchar(12) NOT NULL,
  handle char(22) NOT NULL,
  consent_version smallint(5) unsigned NOT NULL,
  consented_at datetime NOT NULL,
  confirm_nonce char(22) DEFAULT NULL,
  confirmed_at datetime DEFAULT NULL,
  unsubscribed_at datetime DEFAULT NULL,
  last_alert_day date DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY subscriber_purpose_post (subscriber_id,purpose,post_id),
  UNIQUE KEY handle (handle),
  KEY post_status (post_id,status),
  KEY status_consented (status,consented_at)
) {$charset};"
	);
}

/**
 * A time as the tables keep it: UTC, 'Y-m-d H:i:s'.
 *
 * @param int|null $time Unix time; default now.
 * @return string
 */
function curadoria_afiliados_utc( $time = null ) {
	return gmdate( 'Y-m-d H:i:s', null === $time ? time() : (int) $time );
}

/**
 * A stored UTC time as Unix time.
 *
 * @param string|null $stored 'Y-m-d H:i:s' or null.
 * @return int|null
 */
function curadoria_afiliados_utc_time( $stored ) {
	return null === $stored || '' === $stored ? null : (int) strtotime( $stored . ' UTC' );
}

/**
 * The key the subscription links' tokens are made with: derived from
 * wp-config.php's AUTH_KEY and AUTH_SALT, never stored. (New salts make the
 * links of e-mails already sent stop working.)
 *
 * @return string
 */
function curadoria_afiliados_token_key() {
	return hash_hmac( 'sha256', 'curadoria-afiliados-subscription-links', wp_salt( 'auth' ) );
}

/**
 * One subscriber, by a column.
 *
 * @param string $column 'id', 'email_hash' or 'handle'.
 * @param mixed  $value  Value.
 * @return array|null
 */
function curadoria_afiliados_subscriber_by( $column, $value ) {
	global $wpdb;
	$table = curadoria_afiliados_subscribers_table();
	if ( ! in_array( $column, array( 'id', 'email_hash', 'handle' ), true ) ) {
		return null;
	}
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$column} = %s", (string) $value ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return is_array( $row ) ? $row : null;
}

/**
 * The subscriber of an address, created when there is none.
 *
 * @param string $email Normalised address.
 * @return array|null Null when it could not be stored.
 */
function curadoria_afiliados_subscriber_for( $email ) {
	global $wpdb;
	$hash = curadoria_afiliados_email_hash( $email );
	$row  = curadoria_afiliados_subscriber_by( 'email_hash', $hash );
	if ( null !== $row ) {
		return $row;
	}
	// INSERT IGNORE: two requests for one new address at once make one subscriber.
	$wpdb->query(
		$wpdb->prepare(
			'INSERT IGNORE INTO ' . curadoria_afiliados_subscribers_table() . ' (email, email_hash, handle, created_at) VALUES (%s, %s, %s, %s)', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			$email,
			$hash,
			curadoria_afiliados_token_random(),
			curadoria_afiliados_utc()
		)
	);
	return curadoria_afiliados_subscriber_by( 'email_hash', $hash );
}

/**
 * Count a request of a subscriber's address (its hour of requests).
 *
 * @param array $subscriber Subscriber row.
 * @param int   $now        Unix time.
 * @return bool Whether the request is within the address's limit.
 */
function curadoria_afiliados_subscriber_count_request( array $subscriber, $now ) {
	global $wpdb;
	list( $start, $requests, $allowed ) = curadoria_afiliados_address_request( curadoria_afiliados_utc_time( $subscriber['hour_start'] ), (int) $subscriber['hour_requests'], $now );
	$wpdb->update(
		curadoria_afiliados_subscribers_table(),
		array(
			'hour_start'    => curadoria_afiliados_utc( $start ),
			'hour_requests' => min( $requests, 65535 ),
		),
		array( 'id' => (int) $subscriber['id'] ),
		array( '%s', '%d' ),
		array( '%d' )
	);
	return $allowed;
}

/**
 * One subscription, by its unsubscribe handle.
 *
 * @param string $handle Handle.
 * @return array|null
 */
function curadoria_afiliados_subscription_by_handle( $handle ) {
	global $wpdb;
	$table = curadoria_afiliados_subscriptions_table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE handle = %s", (string) $handle ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return is_array( $row ) ? $row : null;
}

/**
 * Record what a form asked for, with its consent record. A new subscription,
 * or one that had ended, waits for its confirmation; one still waiting takes
 * the newer request (target and consent); a confirmed one stays as it is, so
 * nobody can change another person's subscription by typing their address.
 *
 * @param array    $subscriber Subscriber row.
 * @param string   $purpose    CURADORIA_AFILIADOS_PURPOSE_*.
 * @param int      $post_id    Product (0 for the newsletter).
 * @param int|null $target     Target price in centavos, or null.
 * @param int      $version    Version of the consent text the form showed.
 * @return bool Whether the subscription now waits for a confirmation.
 */
function curadoria_afiliados_subscription_request( array $subscriber, $purpose, $post_id, $target, $version ) {
	global $wpdb;
	$table    = curadoria_afiliados_subscriptions_table();
	$existing = $wpdb->get_row( $wpdb->prepare( "SELECT id, status FROM {$table} WHERE subscriber_id = %d AND purpose = %s AND post_id = %d", $subscriber['id'], $purpose, $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( is_array( $existing ) && CURADORIA_AFILIADOS_CONFIRMED === $existing['status'] ) {
		return false;
	}
	$record = array(
		'target_cents'    => $target,
		'status'          => CURADORIA_AFILIADOS_PENDING,
		'consent_version' => (int) $version,
		'consented_at'    => curadoria_afiliados_utc(),
		'confirm_nonce'   => null,
		'confirmed_at'    => null,
		'unsubscribed_at' => null,
	);
	if ( is_array( $existing ) ) {
		return false !== $wpdb->update( $table, $record, array( 'id' => (int) $existing['id'] ) );
	}
	return false !== $wpdb->insert(
		$table,
		$record + array(
			'subscriber_id' => (int) $subscriber['id'],
			'purpose'       => $purpose,
			'post_id'       => (int) $post_id,
			'handle'        => curadoria_afiliados_token_random(),
		)
	);
}

/**
 * A subscriber's subscriptions waiting for a confirmation e-mail (none sent
 * for them since they were asked for).
 *
 * @param int $subscriber_id Subscriber.
 * @return int Their number.
 */
function curadoria_afiliados_unlisted_pending( $subscriber_id ) {
	global $wpdb;
	$table = curadoria_afiliados_subscriptions_table();
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE subscriber_id = %d AND status = %s AND confirm_nonce IS NULL", $subscriber_id, CURADORIA_AFILIADOS_PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * Erase one address and everything about it (an LGPD request): its
 * subscriptions with their consent records, its e-mails waiting or sent, and
 * the address. Counts per product (alerts sent, visits, clicks) hold no
 * address and stay.
 *
 * @param string $email Address (normalised here).
 * @return int|null Subscriptions erased with it, or null when the address is not kept.
 */
function curadoria_afiliados_erase_address( $email ) {
	global $wpdb;
	$email      = curadoria_afiliados_normalize_email( $email );
	$subscriber = null === $email ? null : curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( $email ) );
	if ( null === $subscriber ) {
		return null;
	}
	$id    = (int) $subscriber['id'];
	$count = (int) $wpdb->delete( curadoria_afiliados_subscriptions_table(), array( 'subscriber_id' => $id ), array( '%d' ) );
	$wpdb->delete( curadoria_afiliados_mail_queue_table(), array( 'subscriber_id' => $id ), array( '%d' ) );
	$wpdb->delete( curadoria_afiliados_subscribers_table(), array( 'id' => $id ), array( '%d' ) );
	return $count;
}

/**
 * A deleted product's subscriptions go with it (and their e-mails waiting).
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_subscriptions_on_delete( $post_id ) {
	global $wpdb;
	$post_id = (int) $post_id;
	if ( $post_id < 1 ) {
		return;
	}
	$wpdb->delete( curadoria_afiliados_subscriptions_table(), array( 'post_id' => $post_id ), array( '%d' ) );
	$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE post_id = %d AND status = 'queued'", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}
add_action( 'deleted_post', 'curadoria_afiliados_subscriptions_on_delete' );

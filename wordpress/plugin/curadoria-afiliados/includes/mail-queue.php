<?php
/**
 * Sending: every e-mail of the subscriptions waits in the plugin's queue and
 * goes out through wp_mail() (so the owner's SMTP plugin or the host's mail
 * sends it) in batches run by WP-Cron: at most the hourly cap in any hour
 * (every attempt counts, as the host counts them), at most 100 and 20 s a
 * batch, confirmations first, then alerts, then the newsletter. A batch that
 * stops halfway (a time limit, a crash) leaves the rest waiting for the next
 * one: nothing is sent twice, because each batch first claims its rows. The
 * queue holds no address: each row names its subscriber.
 *
 * A refused recipient counts against the address (three in a row, or a
 * bounce reported by an integration, and it gets no more e-mail); a server
 * that does not answer leaves the e-mail waiting (at most three tries) and
 * ends the batch.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** WP-Cron hook of a batch. */
const CURADORIA_AFILIADOS_MAIL_EVENT = 'curadoria_afiliados_mail_batch';

/** Priorities: lower first. */
const CURADORIA_AFILIADOS_MAIL_PRIORITY = array(
	'confirm'    => 0,
	'alert'      => 1,
	'newsletter' => 2,
);

/** Tries of one e-mail when the server does not answer. */
const CURADORIA_AFILIADOS_MAIL_TRIES = 3;

/** Seconds after which a claimed row that was neither sent nor released is given up. */
const CURADORIA_AFILIADOS_MAIL_STALE = 900;

/**
 * Name of the queue table.
 *
 * @return string
 */
function curadoria_afiliados_mail_queue_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_mail_queue';
}

/**
 * Create or upgrade the queue: one row per e-mail (its kind, subscriber,
 * subscription and product, what it says in a JSON payload), its state
 * (queued, sending, sent, failed, skipped) and when it was tried. Kept 30
 * days after sending (the owner's view and the hourly cap read them).
 */
function curadoria_afiliados_mail_queue_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_mail_queue_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  kind varchar(12) NOT NULL,
  priority tinyint(3) unsigned NOT NULL,
  subscriber_id bigint(20) unsigned NOT NULL,
  subscription_id bigint(20) unsigned NOT NULL DEFAULT 0,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  payload text NOT NULL,
  status varchar(8) NOT NULL DEFAULT 'queued',
  claim char(22) DEFAULT NULL,
  tries tinyint(3) unsigned NOT NULL DEFAULT 0,
  queued_at datetime NOT NULL,
  attempted_at datetime DEFAULT NULL,
  error varchar(190) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY status_priority (status,priority,id),
  KEY attempted_at (attempted_at),
  KEY subscriber_id (subscriber_id),
  KEY claim (claim)
) {$charset};"
	);
}

/**
 * Queue e-mails, many rows in one statement.
 *
 * @param string $kind    'confirm', 'alert' or 'newsletter'.
 * @param array  $rows    Each array( subscriber_id, subscription_id, post_id ).
 * @param array  $payload What they say (the same for all).
 * @return int Rows queued.
 */
function curadoria_afiliados_mail_enqueue( $kind, array $rows, array $payload ) {
	global $wpdb;
	if ( ! $rows ) {
		return 0;
	}
	$json   = wp_json_encode( $payload );
	$now    = curadoria_afiliados_utc();
	$values = array();
	foreach ( $rows as list( $subscriber_id, $subscription_id, $post_id ) ) {
		$values[] = $wpdb->prepare( '(%s, %d, %d, %d, %d, %s, %s)', $kind, CURADORIA_AFILIADOS_MAIL_PRIORITY[ $kind ], $subscriber_id, $subscription_id, $post_id, $json, $now );
	}
	$queued = $wpdb->query( 'INSERT INTO ' . curadoria_afiliados_mail_queue_table() . ' (kind, priority, subscriber_id, subscription_id, post_id, payload, queued_at) VALUES ' . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	curadoria_afiliados_mail_schedule( time() );
	return (int) $queued;
}

/**
 * Make sure a batch runs at $when (or sooner, if one is scheduled sooner).
 *
 * @param int $when Unix time.
 */
function curadoria_afiliados_mail_schedule( $when ) {
	$next = wp_next_scheduled( CURADORIA_AFILIADOS_MAIL_EVENT );
	if ( false !== $next && $next <= $when ) {
		return;
	}
	if ( false !== $next ) {
		wp_unschedule_event( $next, CURADORIA_AFILIADOS_MAIL_EVENT );
	}
	wp_schedule_single_event( $when, CURADORIA_AFILIADOS_MAIL_EVENT );
}

/**
 * Most e-mails per batch and seconds per batch (filter
 * curadoria_afiliados_mail_batch_limits).
 *
 * @return array{size: int, seconds: int}
 */
function curadoria_afiliados_mail_batch_limits() {
	/**
	 * Filters the size and time limit of one batch of e-mails.
	 *
	 * @param array{size: int, seconds: int} $limits Default 100 e-mails, 20 s.
	 */
	$limits = (array) apply_filters(
		'curadoria_afiliados_mail_batch_limits',
		array(
			'size'    => 100,
			'seconds' => 20,
		)
	);
	return array(
		'size'    => max( 1, (int) ( $limits['size'] ?? 100 ) ),
		'seconds' => max( 1, (int) ( $limits['seconds'] ?? 20 ) ),
	);
}

/**
 * Sends tried in the last hour (sent or failed, and those being sent).
 *
 * @param int $now Unix time.
 * @return array{0: int, 1: int|null} Their number and the Unix time of the oldest.
 */
function curadoria_afiliados_mail_last_hour( $now ) {
	global $wpdb;
	$table = curadoria_afiliados_mail_queue_table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, MIN(attempted_at) AS oldest FROM {$table} WHERE attempted_at > %s", curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_HOUR ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return array( (int) ( $row['n'] ?? 0 ), curadoria_afiliados_utc_time( $row['oldest'] ?? null ) );
}

/**
 * E-mails waiting.
 *
 * @return int
 */
function curadoria_afiliados_mail_waiting() {
	global $wpdb;
	return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE status = 'queued'" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * One batch (the WP-Cron event): claim what the cap allows, send it, and
 * schedule the next batch while e-mails wait.
 *
 * @return array{sent: int, failed: int, skipped: int, waiting: int, next: int|null}
 */
function curadoria_afiliados_mail_run_batch() {
	global $wpdb;
	$table  = curadoria_afiliados_mail_queue_table();
	$now    = time();
	$limits = curadoria_afiliados_mail_batch_limits();
	$done   = array(
		'sent'    => 0,
		'failed'  => 0,
		'skipped' => 0,
	);
	// A batch that died mid-send: its rows are given up, never sent twice.
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'failed', error = 'interrompido' WHERE status = 'sending' AND attempted_at < %s", curadoria_afiliados_utc( $now - CURADORIA_AFILIADOS_MAIL_STALE ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	list( $attempted ) = curadoria_afiliados_mail_last_hour( $now );
	$allowance         = curadoria_afiliados_send_allowance( $attempted, curadoria_afiliados_mail_hourly_cap(), $limits['size'] );
	$claim             = curadoria_afiliados_token_random();
	if ( $allowance > 0 ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'sending', claim = %s, attempted_at = %s WHERE status = 'queued' ORDER BY priority, id LIMIT %d", $claim, curadoria_afiliados_utc( $now ), $allowance ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$rows     = $allowance > 0 ? (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE claim = %s AND status = 'sending' ORDER BY priority, id", $claim ), ARRAY_A ) : array(); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$deadline = microtime( true ) + $limits['seconds'];
	add_action( 'phpmailer_init', 'curadoria_afiliados_mail_keep_alive', 99 );
	try {
		foreach ( $rows as $row ) {
			if ( microtime( true ) > $deadline ) {
				break;
			}
			$outcome = curadoria_afiliados_mail_send_row( $row );
			if ( 'transport' === $outcome ) {
				break; // The server does not answer: the rest waits for the next batch.
			}
			$done[ $outcome ]++;
		}
	} finally {
		remove_action( 'phpmailer_init', 'curadoria_afiliados_mail_keep_alive', 99 );
		curadoria_afiliados_mail_close_connection();
	}
	// What this batch claimed and did not try goes back to the queue (and does not count against the cap).
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'queued', claim = NULL, attempted_at = NULL WHERE claim = %s AND status = 'sending'", $claim ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	$done['waiting']            = curadoria_afiliados_mail_waiting();
	list( $attempted, $oldest ) = curadoria_afiliados_mail_last_hour( $now );
	$done['next']               = curadoria_afiliados_next_batch_at( $done['waiting'], curadoria_afiliados_send_allowance( $attempted, curadoria_afiliados_mail_hourly_cap(), $limits['size'] ), $oldest, $now );
	if ( null !== $done['next'] ) {
		curadoria_afiliados_mail_schedule( $done['next'] );
	}
	return $done;
}
add_action( CURADORIA_AFILIADOS_MAIL_EVENT, 'curadoria_afiliados_mail_run_batch' );

/**
 * Within a batch, one SMTP connection carries every e-mail (when wp_mail() sends over SMTP, as SMTP
 * plugins make it do) instead of one connection per e-mail.
 *
 * @param PHPMailer\PHPMailer\PHPMailer $mailer The mailer wp_mail() uses.
 */
function curadoria_afiliados_mail_keep_alive( $mailer ) {
	$mailer->SMTPKeepAlive = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
}

/**
 * Close the batch's SMTP connection, if one is open.
 */
function curadoria_afiliados_mail_close_connection() {
	global $phpmailer;
	if ( is_object( $phpmailer ) && method_exists( $phpmailer, 'smtpClose' ) ) {
		$phpmailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$phpmailer->smtpClose();
	}
}

/**
 * Send one claimed row.
 *
 * @param array $row Queue row.
 * @return string 'sent', 'failed', 'skipped' (no longer to be sent) or 'transport' (the server did not answer: left waiting).
 */
function curadoria_afiliados_mail_send_row( array $row ) {
	$message = curadoria_afiliados_mail_message( $row );
	if ( null === $message ) {
		curadoria_afiliados_mail_mark( (int) $row['id'], 'skipped', '' );
		return 'skipped';
	}
	$GLOBALS['curadoria_afiliados_mail_error'] = '';
	add_action( 'wp_mail_failed', 'curadoria_afiliados_mail_note_error' );
	add_filter( 'wp_mail_from_name', 'curadoria_afiliados_mail_from_name' );
	try {
		$sent = wp_mail( $message['to'], $message['subject'], $message['body'], $message['headers'] );
	} finally {
		remove_action( 'wp_mail_failed', 'curadoria_afiliados_mail_note_error' );
		remove_filter( 'wp_mail_from_name', 'curadoria_afiliados_mail_from_name' );
	}
	if ( $sent ) {
		curadoria_afiliados_mail_mark( (int) $row['id'], 'sent', '' );
		curadoria_afiliados_mail_delivered( (int) $row['subscriber_id'] );
		/**
		 * Fires after a subscription e-mail was handed to the mail server.
		 *
		 * @param array $row The queue row (kind, subscriber, subscription, product).
		 */
		do_action( 'curadoria_afiliados_mail_sent', $row );
		return 'sent';
	}
	$error = curadoria_afiliados_mask_emails( (string) $GLOBALS['curadoria_afiliados_mail_error'] );
	if ( 'recipient' === curadoria_afiliados_mail_failure_kind( $error ) ) {
		curadoria_afiliados_mail_mark( (int) $row['id'], 'failed', $error );
		curadoria_afiliados_mail_failed( (int) $row['subscriber_id'], $error, 1 );
		return 'failed';
	}
	curadoria_afiliados_mail_retry_later( $row, $error );
	return 'transport';
}

/**
 * Keep the mail library's error message of the send under way.
 *
 * @param WP_Error $error The error wp_mail() reports.
 */
function curadoria_afiliados_mail_note_error( $error ) {
	$GLOBALS['curadoria_afiliados_mail_error'] = $error instanceof WP_Error ? $error->get_error_message() : '';
}

/**
 * The sender's name of the subscription e-mails: the site's name instead of
 * WordPress's default "WordPress" (an SMTP plugin's own name is kept).
 *
 * @param string $name Name.
 * @return string
 */
function curadoria_afiliados_mail_from_name( $name ) {
	return 'WordPress' === $name ? curadoria_afiliados_mail_site_name() : $name;
}

/**
 * Set a row's state after trying it.
 *
 * @param int    $id     Row.
 * @param string $status 'sent', 'failed' or 'skipped'.
 * @param string $error  Why it failed ('' otherwise).
 */
function curadoria_afiliados_mail_mark( $id, $status, $error ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_mail_queue_table() . ' SET status = %s, error = %s, tries = tries + 1, claim = NULL WHERE id = %d', $status, mb_substr( $error, 0, 190 ), $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * The server did not take the e-mail (it did not answer, refused the login):
 * back to the queue for a later batch, failed after three tries.
 *
 * @param array  $row   Queue row.
 * @param string $error Why.
 */
function curadoria_afiliados_mail_retry_later( array $row, $error ) {
	global $wpdb;
	if ( (int) $row['tries'] + 1 >= CURADORIA_AFILIADOS_MAIL_TRIES ) {
		curadoria_afiliados_mail_mark( (int) $row['id'], 'failed', $error );
		curadoria_afiliados_mail_failed( (int) $row['subscriber_id'], $error, 0 );
		return;
	}
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_mail_queue_table() . " SET status = 'queued', claim = NULL, attempted_at = NULL, tries = tries + 1, error = %s WHERE id = %d", mb_substr( $error, 0, 190 ), (int) $row['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * An address took an e-mail: its failures in a row start over.
 *
 * @param int $subscriber_id Subscriber.
 */
function curadoria_afiliados_mail_delivered( $subscriber_id ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET failures = 0 WHERE id = %d AND failures > 0', $subscriber_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * Record a failure of an address (the reason without any address in it);
 * suspend it after three refusals in a row.
 *
 * @param int    $subscriber_id Subscriber.
 * @param string $reason        Why.
 * @param int    $count         How much it counts toward suspending (0: recorded only, the address is not to blame).
 */
function curadoria_afiliados_mail_failed( $subscriber_id, $reason, $count ) {
	global $wpdb;
	$table = curadoria_afiliados_subscribers_table();
	$now   = curadoria_afiliados_utc();
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET failures = LEAST(failures + %d, 65535), last_failure = %s, last_failure_at = %s WHERE id = %d", $count, mb_substr( curadoria_afiliados_mask_emails( $reason ), 0, 190 ), $now, $subscriber_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$failures = (int) $wpdb->get_var( $wpdb->prepare( "SELECT failures FROM {$table} WHERE id = %d", $subscriber_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( curadoria_afiliados_failures_suspend( $failures ) ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET suspended_at = %s WHERE id = %d AND suspended_at IS NULL", $now, $subscriber_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/**
 * A bounce an integration learnt of (an SMTP service's webhook, a mailbox
 * read): the address gets no more e-mail. Call it as
 * do_action( 'curadoria_afiliados_bounce', $email, $reason ).
 *
 * @param string $email  Address.
 * @param string $reason Why (stored without addresses).
 */
function curadoria_afiliados_record_bounce( $email, $reason = '' ) {
	$email      = curadoria_afiliados_normalize_email( $email );
	$subscriber = null === $email ? null : curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( $email ) );
	if ( null !== $subscriber ) {
		curadoria_afiliados_mail_failed( (int) $subscriber['id'], '' !== $reason ? $reason : 'bounce', CURADORIA_AFILIADOS_FAILURES_TO_SUSPEND );
	}
}
add_action( 'curadoria_afiliados_bounce', 'curadoria_afiliados_record_bounce', 10, 2 );

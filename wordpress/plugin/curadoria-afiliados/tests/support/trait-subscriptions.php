<?php
/**
 * What the subscriptions' integration tests share: the site's address set,
 * a form's request, subscribers put straight into the tables, the queue run
 * and read, and the mail sink.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Helpers of the subscriptions' tests.
 */
trait Curadoria_Subscriptions {

	/** The site's public address in these tests. */
	protected static $site = 'https://achados.example';

	/**
	 * Set the site's address (subscriptions are taken) and start the mail sink.
	 */
	protected function take_subscriptions() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, self::$site );
		Curadoria_Mail_Sink::start();
	}

	/**
	 * A form's request in-process, as a person sends it (5 s after the form was shown).
	 *
	 * @param array $fields  Fields: email and newsletter, or product and target_cents.
	 * @param array $headers Request headers.
	 * @return WP_REST_Response
	 */
	protected function subscribe( array $fields, array $headers = array() ) {
		return $this->rest(
			'POST',
			'/curadoria/v1/subscriptions',
			array(),
			$fields + array(
				'website'    => '',
				'elapsed_ms' => 5000,
			),
			$headers
		);
	}

	/**
	 * A subscription put straight into the tables.
	 *
	 * @param string   $email   Address.
	 * @param int      $post_id Product (0: the newsletter).
	 * @param string   $status  Status.
	 * @param int|null $target  Target price.
	 * @return array{subscriber: array, subscription: array}
	 */
	protected function stored_subscription( $email, $post_id = 0, $status = CURADORIA_AFILIADOS_CONFIRMED, $target = null ) {
		global $wpdb;
		$subscriber = curadoria_afiliados_subscriber_for( curadoria_afiliados_normalize_email( $email ) );
		$wpdb->insert(
			curadoria_afiliados_subscriptions_table(),
			array(
				'subscriber_id'   => (int) $subscriber['id'],
				'purpose'         => 0 === $post_id ? CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER : CURADORIA_AFILIADOS_PURPOSE_ALERT,
				'post_id'         => $post_id,
				'target_cents'    => $target,
				'status'          => $status,
				'handle'          => curadoria_afiliados_token_random(),
				'consent_version' => 1,
				'consented_at'    => curadoria_afiliados_utc(),
				'confirmed_at'    => CURADORIA_AFILIADOS_CONFIRMED === $status ? curadoria_afiliados_utc() : null,
			)
		);
		return array(
			'subscriber'   => $subscriber,
			'subscription' => curadoria_afiliados_subscription_by_id( (int) $wpdb->insert_id ),
		);
	}

	/**
	 * An address's subscriptions, as stored.
	 *
	 * @param string $email Address.
	 * @return array[]
	 */
	protected function subscriptions_of( $email ) {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT s.* FROM ' . curadoria_afiliados_subscriptions_table() . ' s INNER JOIN ' . curadoria_afiliados_subscribers_table() . ' b ON b.id = s.subscriber_id WHERE b.email = %s ORDER BY s.id', $email ), ARRAY_A );
	}

	/**
	 * The queue's rows, oldest first.
	 *
	 * @param string|null $status Only those in this state.
	 * @return array[]
	 */
	protected function queue( $status = null ) {
		global $wpdb;
		$table = curadoria_afiliados_mail_queue_table();
		return (array) ( null === $status
			? $wpdb->get_results( "SELECT * FROM {$table} ORDER BY id", ARRAY_A )
			: $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s ORDER BY id", $status ), ARRAY_A ) );
	}

	/**
	 * One batch as WP-Cron runs it: the event taken off the schedule, then run.
	 *
	 * @return array The batch's outcome.
	 */
	protected function run_batch() {
		wp_clear_scheduled_hook( CURADORIA_AFILIADOS_MAIL_EVENT );
		return curadoria_afiliados_mail_run_batch();
	}

	/**
	 * Run batches until nothing waits or the cap stops them (as WP-Cron would).
	 *
	 * @return array{sent: int, failed: int, skipped: int} Totals.
	 */
	protected function send_queue() {
		$totals = array(
			'sent'    => 0,
			'failed'  => 0,
			'skipped' => 0,
		);
		do {
			$batch = $this->run_batch();
			foreach ( $totals as $key => $value ) {
				$totals[ $key ] = $value + $batch[ $key ];
			}
		} while ( $batch['waiting'] > 0 && $batch['sent'] + $batch['failed'] + $batch['skipped'] > 0 );
		return $totals;
	}

	/**
	 * The token of a link in a message.
	 *
	 * @param array  $message Message from the sink.
	 * @param string $path    The site's path the link leads to.
	 * @return string
	 */
	protected function token_in( array $message, $path ) {
		$link = Curadoria_Mail_Sink::link( $message, self::$site . $path . '?token=' );
		$this->assertNotNull( $link, "a link to {$path} in: " . $message['text'] );
		return rawurldecode( substr( $link, strpos( $link, '?token=' ) + 7 ) );
	}
}

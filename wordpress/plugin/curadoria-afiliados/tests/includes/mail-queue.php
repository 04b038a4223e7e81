<?php
/**
 * Tests of includes/mail-queue.php: sending through wp_mail() to a real SMTP
 * server, in batches within the hourly cap, resumable, with failures
 * recorded per address.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The mail queue.
 */
final class Mail_Queue_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * A product the alerts are about.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
		$this->post = $this->create_post( array( 'post_title' => 'Air fryer' ) );
	}

	/**
	 * Queue an alert for each address (confirmed subscriptions of the product).
	 *
	 * @param string[] $emails Addresses.
	 */
	private function queue_alerts( array $emails ) {
		$rows = array();
		foreach ( $emails as $email ) {
			$stored = $this->stored_subscription( $email, $this->post );
			$rows[] = array( (int) $stored['subscriber']['id'], (int) $stored['subscription']['id'], $this->post );
		}
		curadoria_afiliados_mail_enqueue( 'alert', $rows, array( 'reason' => CURADORIA_AFILIADOS_ALERT_DROP, 'store' => 'Amazon', 'previous_cents' => 49990, 'amount_cents' => 39990, 'lowest_cents' => 42990, 'recorded_at' => '2026-11-28T14:05:00Z' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	/**
	 * An alert reaches the SMTP server: to the address, in Portuguese, with
	 * the visible unsubscribe link and the one-click headers.
	 */
	public function test_an_e_mail_reaches_the_smtp_server_with_its_unsubscribe() {
		$this->queue_alerts( array( 'ana@example.com' ) );
		$this->assertSame( 1, $this->run_batch()['sent'] );
		$messages = Curadoria_Mail_Sink::messages( 'ana@example.com' );
		$this->assertCount( 1, $messages );
		$this->assertSame( array( 'ana@example.com' ), $messages[0]['to'] );
		$this->assertSame( 'List-Unsubscribe=One-Click', $messages[0]['headers']['list-unsubscribe-post'] );
		$this->assertStringContainsString( '/wp-json/curadoria/v1/subscriptions/unsubscribe?token=', $messages[0]['headers']['list-unsubscribe'] );
		$this->assertStringContainsString( 'Para não receber mais: https://achados.example/inscricao/cancelar?token=', $messages[0]['text'] );
		$this->assertSame( array( 'sent' ), array_column( $this->queue(), 'status' ) );
	}

	/**
	 * No hour sends more than the cap: the rest waits, and the next batch is
	 * scheduled for when the hour's oldest send leaves the window.
	 */
	public function test_no_hour_sends_more_than_the_cap() {
		update_option( CURADORIA_AFILIADOS_MAIL_CAP_OPTION, 3 );
		$this->queue_alerts( array( 'a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com' ) );
		$batch = $this->run_batch();
		$this->assertSame( array( 3, 2 ), array( $batch['sent'], $batch['waiting'] ) );
		$this->assertGreaterThanOrEqual( time() + 3500, $batch['next'] );
		$this->assertSame( $batch['next'], wp_next_scheduled( CURADORIA_AFILIADOS_MAIL_EVENT ) );
		$this->assertSame( 0, $this->run_batch()['sent'], 'a batch within the hour sends nothing' );
		$this->assertCount( 3, Curadoria_Mail_Sink::messages() );
	}

	/**
	 * A batch stops at its size; the next one goes on where it stopped.
	 */
	public function test_batches_go_on_where_the_last_stopped() {
		$this->add_filter(
			'curadoria_afiliados_mail_batch_limits',
			static function () {
				return array(
					'size'    => 2,
					'seconds' => 20,
				);
			}
		);
		$this->queue_alerts( array( 'a@example.com', 'b@example.com', 'c@example.com' ) );
		// The batch may end a second after it began (two messages to a real SMTP server).
		$started = time();
		$first   = $this->run_batch();
		$this->assertSame( array( 2, 1 ), array( $first['sent'], $first['waiting'] ) );
		$this->assertGreaterThanOrEqual( $started + 60, $first['next'] );
		$this->assertLessThanOrEqual( time() + 60, $first['next'] );
		$this->assertSame( 1, $this->run_batch()['sent'] );
		$this->assertSame( array( 'a@example.com', 'b@example.com', 'c@example.com' ), array_merge( ...array_column( Curadoria_Mail_Sink::messages(), 'to' ) ) );
	}

	/**
	 * Nothing is sent twice: rows another batch claimed are left to it, and
	 * those of a batch that died are given up.
	 */
	public function test_nothing_is_sent_twice() {
		global $wpdb;
		$this->queue_alerts( array( 'a@example.com', 'b@example.com' ) );
		list( $other, $dead ) = array_column( $this->queue(), 'id' );
		$wpdb->update( curadoria_afiliados_mail_queue_table(), array( 'status' => 'sending', 'claim' => 'another-batch', 'attempted_at' => curadoria_afiliados_utc() ), array( 'id' => $other ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$wpdb->update( curadoria_afiliados_mail_queue_table(), array( 'status' => 'sending', 'claim' => 'a-dead-batch', 'attempted_at' => curadoria_afiliados_utc( time() - 1200 ) ), array( 'id' => $dead ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 0, $this->run_batch()['sent'] );
		$this->assertSame( array( 'sending', 'failed' ), array_column( $this->queue(), 'status' ) );
		$this->assertSame( array(), Curadoria_Mail_Sink::messages() );
	}

	/**
	 * A refused recipient is recorded for its address, without the address in
	 * the reason; three in a row and the address gets no more e-mail.
	 */
	public function test_refused_recipients_suspend_an_address() {
		foreach ( array( 1, 2, 3 ) as $attempt ) {
			$this->queue_alerts( array( 'sumiu@rejeitado.example' ) );
			$this->assertSame( 1, $this->run_batch()['failed'], "attempt {$attempt}" );
			global $wpdb;
			$wpdb->query( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET status = "unsubscribed"' ); // Next round: a new subscription row.
			$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_subscriptions_table() );
		}
		$subscriber = curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'sumiu@rejeitado.example' ) );
		$this->assertSame( '3', $subscriber['failures'] );
		$this->assertNotNull( $subscriber['suspended_at'] );
		$this->assertStringContainsString( 'User unknown', $subscriber['last_failure'] );
		$this->assertStringNotContainsString( 'rejeitado.example', $subscriber['last_failure'] );
		$this->assertStringNotContainsString( 'rejeitado.example', implode( ' ', array_column( $this->queue(), 'error' ) ) );
		$this->queue_alerts( array( 'sumiu@rejeitado.example' ) );
		$this->assertSame( 1, $this->run_batch()['skipped'], 'a suspended address is not tried' );
	}

	/**
	 * A delivered e-mail starts an address's failures over.
	 */
	public function test_a_delivery_starts_the_failures_over() {
		global $wpdb;
		$this->queue_alerts( array( 'ana@example.com' ) );
		$wpdb->query( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET failures = 2' );
		$this->run_batch();
		$this->assertSame( '0', curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'ana@example.com' ) )['failures'] );
	}

	/**
	 * A server that does not answer leaves the e-mail waiting and ends the
	 * batch; after three tries it fails, and nobody's address is blamed.
	 */
	public function test_a_server_that_does_not_answer_leaves_the_e_mail_waiting() {
		$this->add_filter(
			'phpmailer_init',
			static function ( $mailer ) {
				$mailer->Port = 9; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- discard: nothing listens.
			},
			20
		);
		$this->queue_alerts( array( 'a@example.com', 'b@example.com' ) );
		$batch = $this->run_batch();
		$this->assertSame( array( 0, 0, 2 ), array( $batch['sent'], $batch['failed'], $batch['waiting'] ) );
		$this->assertSame( array( '1', '0' ), array_column( $this->queue(), 'tries' ), 'the batch stopped at the first' );
		$this->run_batch();
		$this->run_batch();
		$this->assertSame( 'failed', $this->queue()[0]['status'] );
		$this->assertSame( '0', curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'a@example.com' ) )['failures'] );
	}

	/**
	 * An e-mail whose subscription ended while it waited is not sent.
	 */
	public function test_an_e_mail_of_an_ended_subscription_is_not_sent() {
		global $wpdb;
		$this->queue_alerts( array( 'ana@example.com' ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET status = %s', CURADORIA_AFILIADOS_UNSUBSCRIBED ) );
		$this->assertSame( 1, $this->run_batch()['skipped'] );
		$this->assertSame( array(), Curadoria_Mail_Sink::messages() );
	}

	/**
	 * A bounce an integration reports suspends the address at once.
	 */
	public function test_a_reported_bounce_suspends_the_address() {
		$this->stored_subscription( 'ana@example.com' );
		do_action( 'curadoria_afiliados_bounce', 'Ana@Example.com', '550 mailbox full for ana@example.com' );
		$subscriber = curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'ana@example.com' ) );
		$this->assertNotNull( $subscriber['suspended_at'] );
		$this->assertSame( '550 mailbox full for [endereço]', $subscriber['last_failure'] );
	}
}

<?php
/**
 * Tests of includes/subscriptions-maintenance.php: the hourly upkeep.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The subscriptions' upkeep.
 */
final class Subscriptions_Maintenance_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
	}

	/**
	 * Move a table's time column back.
	 *
	 * @param string $table  Table.
	 * @param string $column Column.
	 * @param int    $by     Seconds.
	 */
	private function age( $table, $column, $by ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$column} = DATE_SUB({$column}, INTERVAL %d SECOND) WHERE {$column} IS NOT NULL", $by ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The upkeep is scheduled hourly.
	 */
	public function test_the_upkeep_is_scheduled_hourly() {
		$this->assertSame( 'hourly', wp_get_schedule( CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT ) );
	}

	/**
	 * Unconfirmed subscriptions are deleted after 7 days, with an address left
	 * without any; confirmed ones and their addresses stay.
	 */
	public function test_unconfirmed_subscriptions_go_after_seven_days() {
		$this->stored_subscription( 'esqueceu@example.com', 0, CURADORIA_AFILIADOS_PENDING );
		$this->stored_subscription( 'confirmou@example.com' );
		$this->stored_subscription( 'recente@example.com', 0, CURADORIA_AFILIADOS_PENDING );
		$this->age( curadoria_afiliados_subscriptions_table(), 'consented_at', 8 * DAY_IN_SECONDS );
		$this->age( curadoria_afiliados_subscribers_table(), 'created_at', 8 * DAY_IN_SECONDS );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' s INNER JOIN ' . curadoria_afiliados_subscribers_table() . " b ON b.id = s.subscriber_id SET s.consented_at = %s WHERE b.email = 'recente@example.com'", curadoria_afiliados_utc( time() - 6 * DAY_IN_SECONDS ) ) );
		$this->assertSame( 1, curadoria_afiliados_subscriptions_upkeep()['expired'] );
		$this->assertNull( curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'esqueceu@example.com' ) ) );
		$this->assertCount( 1, $this->subscriptions_of( 'confirmou@example.com' ) );
		$this->assertCount( 1, $this->subscriptions_of( 'recente@example.com' ) );
	}

	/**
	 * A subscription held back by the one-an-hour limit gets its confirmation once the hour is over.
	 */
	public function test_a_held_back_confirmation_goes_out_after_the_hour() {
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->send_queue();
		$this->subscribe( array( 'email' => 'ana@example.com', 'product' => $this->create_post( array( 'post_title' => 'Depois' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 0, curadoria_afiliados_subscriptions_upkeep()['confirmations'], 'within the hour' );
		$this->age( curadoria_afiliados_subscribers_table(), 'confirm_sent_at', HOUR_IN_SECONDS );
		$this->assertSame( 1, curadoria_afiliados_subscriptions_upkeep()['confirmations'] );
		$this->send_queue();
		$messages = Curadoria_Mail_Sink::messages( 'ana@example.com' );
		$this->assertCount( 2, $messages );
		$this->assertStringContainsString( '"Depois"', $messages[1]['text'] );
	}

	/**
	 * The queue forgets e-mails tried more than 30 days ago.
	 */
	public function test_the_queue_forgets_old_e_mails() {
		$stored = $this->stored_subscription( 'ana@example.com' );
		curadoria_afiliados_mail_enqueue( 'newsletter', array( array( (int) $stored['subscriber']['id'], (int) $stored['subscription']['id'], 0 ) ), array( 'posts' => array() ) );
		$this->send_queue();
		$this->age( curadoria_afiliados_mail_queue_table(), 'queued_at', 31 * DAY_IN_SECONDS );
		curadoria_afiliados_subscriptions_upkeep();
		$this->assertSame( array(), $this->queue() );
	}
}

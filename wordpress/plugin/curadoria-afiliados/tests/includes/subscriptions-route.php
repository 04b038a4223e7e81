<?php
/**
 * Tests of includes/subscriptions-route.php: POST /curadoria/v1/subscriptions.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The subscription form's route.
 */
final class Subscriptions_Route_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
	}

	/**
	 * A malformed address gets 400 and a message in Portuguese; nothing is stored.
	 */
	public function test_a_malformed_address_gets_400_in_portuguese() {
		$response = $this->subscribe(
			array(
				'email'      => 'ana@@example',
				'newsletter' => true,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'curadoria_invalid_email', $response->as_error()->get_error_code() );
		$this->assertStringContainsString( 'não parece válido', $response->as_error()->get_error_message() );
		$this->assertSame( array(), $this->queue() );
	}

	/**
	 * A new subscription waits for its confirmation, with its consent record
	 * (when, which version of the text, for what purpose), and one
	 * confirmation e-mail is queued.
	 */
	public function test_a_subscription_waits_for_its_confirmation_with_its_consent_record() {
		$post = $this->create_post();
		$this->assertSame( 202, $this->subscribe( array( 'email' => 'Ana@Example.com', 'product' => $post, 'target_cents' => 29990, 'consent_version' => 1 ) )->get_status() ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$stored = $this->subscriptions_of( 'ana@example.com' );
		$this->assertCount( 1, $stored );
		$this->assertSame( array( CURADORIA_AFILIADOS_PENDING, CURADORIA_AFILIADOS_PURPOSE_ALERT, (string) $post, '29990', '1' ), array( $stored[0]['status'], $stored[0]['purpose'], $stored[0]['post_id'], $stored[0]['target_cents'], $stored[0]['consent_version'] ) );
		$this->assertEqualsWithDelta( time(), curadoria_afiliados_utc_time( $stored[0]['consented_at'] ), 5 );
		$this->assertNull( $stored[0]['confirmed_at'] );
		$this->assertSame( array( 'confirm' ), array_column( $this->queue(), 'kind' ) );
	}

	/**
	 * The form's consent version is recorded; without one, the version in force.
	 */
	public function test_the_version_shown_is_recorded() {
		update_option( CURADORIA_AFILIADOS_CONSENT_OPTION, curadoria_afiliados_sanitize_consent_texts( array( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER => 'Quero a newsletter, versão 2.' ) ) );
		$this->subscribe( array( 'email' => 'v1@example.com', 'newsletter' => true, 'consent_version' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->subscribe( array( 'email' => 'v2@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( '1', $this->subscriptions_of( 'v1@example.com' )[0]['consent_version'] );
		$this->assertSame( '2', $this->subscriptions_of( 'v2@example.com' )[0]['consent_version'] );
		$unknown = $this->subscribe( array( 'email' => 'v3@example.com', 'newsletter' => true, 'consent_version' => 9 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 400, $unknown->get_status() );
	}

	/**
	 * Nobody learns whether an address is subscribed: a new address, one
	 * already confirmed, one waiting, one over its limit and a product that
	 * is not there all get the same answer.
	 */
	public function test_the_answer_is_the_same_whatever_happened() {
		$post = $this->create_post();
		$this->stored_subscription( 'confirmada@example.com', $post );
		$answers = array(
			'new'       => $this->subscribe( array( 'email' => 'nova@example.com', 'product' => $post ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'confirmed' => $this->subscribe( array( 'email' => 'confirmada@example.com', 'product' => $post ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'waiting'   => $this->subscribe( array( 'email' => 'nova@example.com', 'product' => $post ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'no post'   => $this->subscribe( array( 'email' => 'nova@example.com', 'product' => 999999999 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'honeypot'  => $this->rest( 'POST', '/curadoria/v1/subscriptions', array(), array( 'email' => 'robo@example.com', 'newsletter' => true, 'website' => 'https://spam.example', 'elapsed_ms' => 9000 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		);
		foreach ( $answers as $case => $answer ) {
			$this->assertSame( array( 202, array( 'accepted' => true ) ), array( $answer->get_status(), $answer->get_data() ), $case );
			$this->assertSame( array(), $answer->get_headers(), $case );
		}
		$this->assertSame( CURADORIA_AFILIADOS_CONFIRMED, $this->subscriptions_of( 'confirmada@example.com' )[0]['status'], 'a confirmed subscription stays as it was' );
		$this->assertSame( 1, count( $this->queue() ), 'one confirmation, for the new address only' );
	}

	/**
	 * A filled honeypot, or a form sent under 2 s: answered as usual, nothing stored or sent.
	 */
	public function test_a_scripts_request_stores_and_sends_nothing() {
		$this->rest( 'POST', '/curadoria/v1/subscriptions', array(), array( 'email' => 'robo1@example.com', 'newsletter' => true, 'website' => 'x', 'elapsed_ms' => 9000 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->rest( 'POST', '/curadoria/v1/subscriptions', array(), array( 'email' => 'robo2@example.com', 'newsletter' => true, 'website' => '', 'elapsed_ms' => 800 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->rest( 'POST', '/curadoria/v1/subscriptions', array(), array( 'email' => 'robo3@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array(), $this->subscriptions_of( 'robo1@example.com' ) );
		$this->assertSame( array(), $this->subscriptions_of( 'robo2@example.com' ) );
		$this->assertSame( array(), $this->subscriptions_of( 'robo3@example.com' ) );
		$this->assertNull( curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'robo1@example.com' ) ), 'not even the address' );
		$this->assertSame( array(), $this->queue() );
	}

	/**
	 * One confirmation e-mail per address an hour: a second subscription in
	 * the hour joins the confirmation still waiting; once that one is sent,
	 * a third waits for the next hour.
	 */
	public function test_one_confirmation_per_address_an_hour() {
		$first  = $this->create_post();
		$second = $this->create_post();
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->subscribe( array( 'email' => 'ana@example.com', 'product' => $first ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertCount( 1, $this->queue(), 'one confirmation' );
		$this->send_queue();
		$messages = Curadoria_Mail_Sink::messages( 'ana@example.com' );
		$this->assertCount( 1, $messages );
		$this->assertStringContainsString( 'Novidades da semana', $messages[0]['text'] );
		$this->assertStringContainsString( get_the_title( $first ), $messages[0]['text'] );
		$this->subscribe( array( 'email' => 'ana@example.com', 'product' => $second ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->send_queue();
		$this->assertCount( 1, Curadoria_Mail_Sink::messages( 'ana@example.com' ), 'no second confirmation in the hour' );
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[2]['status'] );
	}

	/**
	 * Five requests an hour per address; the sixth stores nothing.
	 */
	public function test_five_requests_an_hour_per_address() {
		$posts = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$posts[] = $this->create_post();
		}
		foreach ( $posts as $post ) {
			$this->assertSame( 202, $this->subscribe( array( 'email' => 'ana@example.com', 'product' => $post ) )->get_status() ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		}
		$this->assertCount( 5, $this->subscriptions_of( 'ana@example.com' ) );
	}

	/**
	 * A visitor (a bucket of addresses, never stored) has 10 requests an hour.
	 */
	public function test_ten_requests_an_hour_per_visitor() {
		$this->add_filter(
			'curadoria_afiliados_subscribe_visitor_limit',
			static function () {
				return 10;
			}
		);
		$this->send_events_from( '198.51.100.23' );
		for ( $i = 1; $i <= 11; $i++ ) {
			$this->subscribe( array( 'email' => "pessoa{$i}@example.com", 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		}
		$this->assertCount( 1, $this->subscriptions_of( 'pessoa10@example.com' ) );
		$this->assertSame( array(), $this->subscriptions_of( 'pessoa11@example.com' ) );
		$this->send_events_from( '198.51.100.24' );
		$this->subscribe( array( 'email' => 'pessoa12@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertCount( 1, $this->subscriptions_of( 'pessoa12@example.com' ), 'another visitor' );
		global $wpdb;
		$this->assertSame( array( 'window_start', 'bucket', 'hits' ), array_keys( $wpdb->get_row( 'SELECT * FROM ' . curadoria_afiliados_subscribe_rate_table() . ' LIMIT 1', ARRAY_A ) ), 'the bucket and its count only' );
	}

	/**
	 * A subscription that ended can be asked for again: it waits for a new confirmation.
	 */
	public function test_an_ended_subscription_can_be_asked_for_again() {
		$this->stored_subscription( 'ana@example.com', 0, CURADORIA_AFILIADOS_UNSUBSCRIBED );
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[0]['status'] );
		$this->assertCount( 1, $this->queue() );
	}

	/**
	 * Without the site's address nothing is taken (503); a browser of another origin may not write (403).
	 */
	public function test_no_site_address_or_a_foreign_origin_is_refused() {
		$foreign = $this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ), array( 'Origin' => 'https://evil.example' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 403, $foreign->get_status() );
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' );
		$this->assertSame( 503, $this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) )->get_status() ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array(), $this->subscriptions_of( 'ana@example.com' ) );
	}
}

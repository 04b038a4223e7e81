<?php
/**
 * Tests of includes/subscriptions-unsubscribe.php: leaving with one click.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Unsubscribing from the site's page and turning a confirmation down (in-process).
 */
final class Subscriptions_Unsubscribe_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
	}

	/**
	 * POST /curadoria/v1/subscriptions/unsubscribe with the token as the site's page sends it.
	 *
	 * @param mixed $token Token.
	 * @return WP_REST_Response
	 */
	private function unsubscribe( $token ) {
		return $this->rest( 'POST', '/curadoria/v1/subscriptions/unsubscribe', array(), array( 'token' => $token ) );
	}

	/**
	 * A subscription's token ends it (and only it), drops its e-mails still
	 * waiting, and keeps the record of when; a second click changes nothing.
	 */
	public function test_the_token_ends_its_subscription() {
		$post  = $this->create_post( array( 'post_title' => 'Kindle' ) );
		$alert = $this->stored_subscription( 'ana@example.com', $post );
		$this->stored_subscription( 'ana@example.com' );
		curadoria_afiliados_mail_enqueue( 'alert', array( array( (int) $alert['subscriber']['id'], (int) $alert['subscription']['id'], $post ) ), array( 'amount_cents' => 100, 'store' => 'Amazon' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$token    = curadoria_afiliados_leave_token( $alert['subscriber'], $alert['subscription'] );
		$response = $this->unsubscribe( $token );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Kindle', $response->get_data()['unsubscribed'][0]['product']['title'] );
		list( $ended, $newsletter ) = $this->subscriptions_of( 'ana@example.com' );
		$this->assertSame( array( CURADORIA_AFILIADOS_UNSUBSCRIBED, CURADORIA_AFILIADOS_CONFIRMED ), array( $ended['status'], $newsletter['status'] ) );
		$this->assertNotNull( $ended['unsubscribed_at'] );
		$this->assertSame( array(), $this->queue( 'queued' ), 'its alert waiting is not sent' );
		$this->assertSame( 200, $this->unsubscribe( $token )->get_status() );
		$this->assertSame( $ended['unsubscribed_at'], $this->subscriptions_of( 'ana@example.com' )[0]['unsubscribed_at'] );
	}

	/**
	 * The confirmation e-mail's unsubscribe link turns down what it listed;
	 * its confirmation link then confirms nothing.
	 */
	public function test_the_confirmation_can_be_turned_down() {
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->send_queue();
		$message = Curadoria_Mail_Sink::messages( 'ana@example.com' )[0];
		$this->assertSame( 200, $this->unsubscribe( $this->token_in( $message, '/inscricao/cancelar' ) )->get_status() );
		$this->assertSame( CURADORIA_AFILIADOS_UNSUBSCRIBED, $this->subscriptions_of( 'ana@example.com' )[0]['status'] );
		$this->assertSame( 404, $this->rest( 'POST', '/curadoria/v1/subscriptions/confirm', array(), array( 'token' => $this->token_in( $message, '/inscricao/confirmar' ) ) )->get_status() );
	}

	/**
	 * A confirmation token, a made-up token or none ends nothing.
	 */
	public function test_only_an_unsubscribe_token_unsubscribes() {
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->send_queue();
		$confirm = $this->token_in( Curadoria_Mail_Sink::messages( 'ana@example.com' )[0], '/inscricao/confirmar' );
		foreach ( array( $confirm, curadoria_afiliados_token_handle( $confirm ) . '.' . str_repeat( 'A', 22 ), 'x', null ) as $token ) {
			$this->assertSame( 404, $this->unsubscribe( $token )->get_status(), (string) $token );
		}
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[0]['status'] );
	}
}

/**
 * The one-click unsubscribe as a mail program uses it (over HTTP, RFC 8058).
 */
final class Subscriptions_One_Click_Http_Test extends Curadoria_Http_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example (put back after).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, self::$site );
		$this->keep_option( CURADORIA_AFILIADOS_NEWSLETTER_LAST_OPTION );
		$this->keep_option( 'cron' );
		Curadoria_Mail_Sink::start();
	}

	/**
	 * The test's address goes, with everything about it.
	 */
	protected function tearDown(): void {
		curadoria_afiliados_erase_address( 'um-clique@example.com' );
		parent::tearDown();
	}

	/**
	 * POST List-Unsubscribe=One-Click to the List-Unsubscribe address of a
	 * received e-mail ends the subscription; opening it (GET) changes nothing
	 * and leads to the site's unsubscribe page.
	 */
	public function test_the_mail_programs_one_click_post_unsubscribes() {
		$post = $this->create_post( array( 'post_title' => 'Um clique' ) );
		$this->stored_subscription( 'um-clique@example.com', $post );
		do_action( 'curadoria_afiliados_price_recorded', array( 'post_id' => $post, 'store' => 'Amazon', 'previous_cents' => 50000, 'amount_cents' => 100, 'availability' => 'in_stock' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 0, $this->send_queue()['sent'], 'no history: no drop' );
		$this->stored_subscription( 'um-clique@example.com', 0 );
		$this->create_post( array( 'post_title' => 'Novidade' ) );
		curadoria_afiliados_newsletter_send( time() );
		$this->send_queue();
		$message = Curadoria_Mail_Sink::messages( 'um-clique@example.com' )[0];
		$this->assertSame( 1, preg_match( '/^<(.+)>$/', $message['headers']['list-unsubscribe'], $header ) );
		$this->assertStringStartsWith( $this->site( '/wp-json/curadoria/v1/subscriptions/unsubscribe?token=' ), $header[1] );

		$opened = $this->http()->get( $header[1] );
		$this->assertSame( 303, $opened->status );
		$this->assertStringStartsWith( self::$site . '/inscricao/cancelar?token=', (string) $opened->header( 'location' ) );
		$this->assertSame( CURADORIA_AFILIADOS_CONFIRMED, $this->subscriptions_of( 'um-clique@example.com' )[1]['status'], 'a GET unsubscribes nothing' );

		$posted = $this->http()->request( 'POST', $header[1], array( 'Content-Type' => 'application/x-www-form-urlencoded' ), 'List-Unsubscribe=One-Click' );
		$this->assertSame( 200, $posted->status );
		wp_cache_flush();
		$this->assertSame( CURADORIA_AFILIADOS_UNSUBSCRIBED, $this->subscriptions_of( 'um-clique@example.com' )[1]['status'] );
		$this->assertSame( CURADORIA_AFILIADOS_CONFIRMED, $this->subscriptions_of( 'um-clique@example.com' )[0]['status'], 'the other subscription stays' );
	}
}

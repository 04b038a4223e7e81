<?php
/**
 * Tests of includes/subscriptions-confirm.php: the double opt-in.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Confirming a subscription.
 */
final class Subscriptions_Confirm_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
	}

	/**
	 * POST /curadoria/v1/subscriptions/confirm.
	 *
	 * @param mixed $token Token.
	 * @return WP_REST_Response
	 */
	private function confirm( $token ) {
		return $this->rest( 'POST', '/curadoria/v1/subscriptions/confirm', array(), array( 'token' => $token ) );
	}

	/**
	 * Ask for a subscription and send the confirmation; the e-mail received.
	 *
	 * @param array $fields Form fields.
	 * @return array The message.
	 */
	private function confirmation_for( array $fields ) {
		$this->subscribe( $fields );
		$this->send_queue();
		$messages = Curadoria_Mail_Sink::messages( $fields['email'] );
		$this->assertNotEmpty( $messages, 'a confirmation e-mail' );
		return end( $messages );
	}

	/**
	 * The confirmation e-mail says what was asked for, links to the site's
	 * confirmation page and offers the one-click unsubscribe; its link
	 * confirms, once.
	 */
	public function test_the_e_mails_link_confirms_once() {
		$post    = $this->create_post( array( 'post_title' => 'Fone JBL' ) );
		$message = $this->confirmation_for( array( 'email' => 'ana@example.com', 'product' => $post, 'target_cents' => 19990 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertStringStartsWith( 'Confirme sua inscrição', $message['subject'] );
		$this->assertStringContainsString( 'um aviso quando o preço de "Fone JBL" baixar a R$ 199,90 ou menos', $message['text'] );
		$this->assertStringContainsString( 'List-Unsubscribe=One-Click', $message['headers']['list-unsubscribe-post'] );
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[0]['status'], 'nothing is confirmed before the click' );

		$token    = $this->token_in( $message, '/inscricao/confirmar' );
		$response = $this->confirm( $token );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				array(
					'purpose' => CURADORIA_AFILIADOS_PURPOSE_ALERT,
					'product' => array(
						'id'    => $post,
						'title' => 'Fone JBL',
					),
				),
			),
			$response->get_data()['confirmed']
		);
		$stored = $this->subscriptions_of( 'ana@example.com' )[0];
		$this->assertSame( CURADORIA_AFILIADOS_CONFIRMED, $stored['status'] );
		$this->assertNotNull( $stored['confirmed_at'] );
		$this->assertSame( '1', $stored['consent_version'], 'the consent record stays' );
		$this->assertSame( 404, $this->confirm( $token )->get_status(), 'a spent token' );
	}

	/**
	 * A token of another purpose, a made-up one, or none, confirms nothing.
	 */
	public function test_only_a_confirmation_token_confirms() {
		$message     = $this->confirmation_for( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$decline     = $this->token_in( $message, '/inscricao/cancelar' );
		$confirm     = $this->token_in( $message, '/inscricao/confirmar' );
		$handle      = curadoria_afiliados_token_handle( $confirm );
		$unsubscribe = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, $handle, '', curadoria_afiliados_token_key() );
		foreach ( array( $decline, $unsubscribe, $handle . '.' . str_repeat( 'A', 22 ), 'x', null ) as $token ) {
			$this->assertSame( 404, $this->confirm( $token )->get_status(), (string) $token );
		}
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[0]['status'] );
	}

	/**
	 * A subscription asked for while the confirmation still waits in the
	 * queue is listed in it and confirmed with it.
	 */
	public function test_a_confirmation_lists_what_was_asked_before_it_went_out() {
		$post = $this->create_post( array( 'post_title' => 'Kindle' ) );
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$message = $this->confirmation_for( array( 'email' => 'ana@example.com', 'product' => $post ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertStringContainsString( 'Novidades da semana', $message['text'] );
		$this->assertStringContainsString( '"Kindle"', $message['text'] );
		$this->assertCount( 2, $this->confirm( $this->token_in( $message, '/inscricao/confirmar' ) )->get_data()['confirmed'] );
	}

	/**
	 * A newer confirmation e-mail (an hour later) replaces the links of the one before.
	 */
	public function test_a_newer_confirmation_replaces_the_older_link() {
		global $wpdb;
		$older = $this->confirmation_for( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET confirm_sent_at = %s', curadoria_afiliados_utc( time() - 2 * HOUR_IN_SECONDS ) ) );
		$newer = $this->confirmation_for( array( 'email' => 'ana@example.com', 'product' => $this->create_post() ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertNotSame( $older['text'], $newer['text'] );
		$this->assertSame( 404, $this->confirm( $this->token_in( $older, '/inscricao/confirmar' ) )->get_status() );
		$this->assertCount( 2, $this->confirm( $this->token_in( $newer, '/inscricao/confirmar' ) )->get_data()['confirmed'], 'both waiting subscriptions' );
	}

	/**
	 * After 7 days the link confirms nothing.
	 */
	public function test_after_seven_days_nothing_is_confirmed() {
		global $wpdb;
		$message = $this->confirmation_for( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscriptions_table() . ' SET consented_at = %s', curadoria_afiliados_utc( time() - 8 * DAY_IN_SECONDS ) ) );
		$this->assertSame( 404, $this->confirm( $this->token_in( $message, '/inscricao/confirmar' ) )->get_status() );
		$this->assertSame( CURADORIA_AFILIADOS_PENDING, $this->subscriptions_of( 'ana@example.com' )[0]['status'] );
	}

	/**
	 * Nothing but the confirmation is sent to a subscription before it is confirmed.
	 */
	public function test_nothing_else_is_sent_before_the_confirmation() {
		$post = $this->create_post();
		$this->subscribe( array( 'email' => 'ana@example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->subscribe( array( 'email' => 'ana@example.com', 'product' => $post ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->create_post( array( 'post_title' => 'Novidade da semana' ) );
		curadoria_afiliados_newsletter_send( time() );
		do_action( 'curadoria_afiliados_price_recorded', array( 'post_id' => $post, 'store' => 'Amazon', 'previous_cents' => 50000, 'amount_cents' => 100, 'availability' => 'in_stock' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->send_queue();
		$this->assertSame( array( 'Confirme sua inscrição' ), array_map( static fn( $m ) => substr( $m['subject'], 0, strlen( 'Confirme sua inscrição' ) ), Curadoria_Mail_Sink::messages( 'ana@example.com' ) ) );
	}
}

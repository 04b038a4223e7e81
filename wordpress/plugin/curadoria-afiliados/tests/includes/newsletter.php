<?php
/**
 * Tests of includes/newsletter.php: 'Novidades da semana'.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The weekly newsletter.
 */
final class Newsletter_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example; the week has only this test's posts.
	 */
	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$this->take_subscriptions();
		// The seeded posts of the last days are moved out of the week (rolled back with the test).
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_date_gmt = %s WHERE post_type = 'post'", gmdate( 'Y-m-d H:i:s', time() - 30 * DAY_IN_SECONDS ) ) );
	}

	/**
	 * A product published $days_ago days ago.
	 *
	 * @param string $title    Title.
	 * @param int    $days_ago Days.
	 * @param array  $args     More wp_insert_post() arguments.
	 * @return int
	 */
	private function published( $title, $days_ago, array $args = array() ) {
		$time = time() - $days_ago * DAY_IN_SECONDS;
		return $this->create_post(
			$args + array(
				'post_title'    => $title,
				'post_date'     => wp_date( 'Y-m-d H:i:s', $time ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
			)
		);
	}

	/**
	 * An issue lists the public products of the last 7 days, newest first, with their price and page.
	 */
	public function test_an_issue_lists_the_products_of_the_last_seven_days() {
		$old    = $this->published( 'Da semana passada', 8 );
		$locked = $this->published( 'Com senha', 1, array( 'post_password' => 'x' ) );
		$fresh  = $this->published( 'Garrafa térmica', 1, array( 'post_excerpt' => 'Mantém o café quente.' ) );
		$newest = $this->published( 'Mochila', 0 );
		update_post_meta( $fresh, 'price', 'R$ 199,90' );
		$posts = curadoria_afiliados_newsletter_posts( time() );
		$this->assertSame( array( $newest, $fresh ), $posts );
		$this->assertNotContains( $old, $posts );
		$this->assertNotContains( $locked, $posts );
		$issue = curadoria_afiliados_newsletter_issue_text( $posts );
		$this->assertStringStartsWith( 'Novidades da semana — ', $issue['subject'] );
		$text = implode( "\n", $issue['lines'] );
		$this->assertStringContainsString( '• Garrafa térmica — R$ 199,90', $text );
		$this->assertStringContainsString( 'Mantém o café quente.', $text );
		$this->assertStringContainsString( self::$site . '/product/' . $fresh, $text );
	}

	/**
	 * Sent to each confirmed subscriber of the newsletter, with its own unsubscribe.
	 */
	public function test_sent_to_the_confirmed_subscribers_only() {
		$this->published( 'Mochila', 0 );
		$this->stored_subscription( 'leitora@example.com' );
		$this->stored_subscription( 'esperando@example.com', 0, CURADORIA_AFILIADOS_PENDING );
		$this->stored_subscription( 'saiu@example.com', 0, CURADORIA_AFILIADOS_UNSUBSCRIBED );
		$this->stored_subscription( 'so-alertas@example.com', $this->published( 'Outro', 20 ) );
		$this->assertSame( 1, curadoria_afiliados_newsletter_send( time() ) );
		$this->send_queue();
		$messages = Curadoria_Mail_Sink::messages();
		$this->assertSame( array( array( 'leitora@example.com' ) ), array_column( $messages, 'to' ) );
		$this->assertStringContainsString( '• Mochila', $messages[0]['text'] );
		$this->assertStringContainsString( 'List-Unsubscribe=One-Click', $messages[0]['headers']['list-unsubscribe-post'] );
		$this->assertStringContainsString( 'se inscreveu na newsletter', $messages[0]['text'] );
	}

	/**
	 * A week without new products sends nothing.
	 */
	public function test_a_week_without_products_sends_nothing() {
		$this->stored_subscription( 'leitora@example.com' );
		$this->assertSame( 0, curadoria_afiliados_newsletter_send( time() ) );
		$this->assertSame( array(), $this->queue() );
	}

	/**
	 * The weekly schedule: its next time in the site's time zone; switching it
	 * on schedules the event, off drops it; the event sends and schedules the next week.
	 */
	public function test_the_weekly_schedule() {
		$friday_morning = ( new DateTimeImmutable( '2026-11-27 08:00', wp_timezone() ) )->getTimestamp();
		$friday_nine    = ( new DateTimeImmutable( '2026-11-27 09:00', wp_timezone() ) )->getTimestamp();
		$schedule       = array(
			'weekday' => 5,
			'hour'    => 9,
		);
		$this->assertSame( $friday_nine, curadoria_afiliados_newsletter_next_time( $schedule, $friday_morning ) );
		$this->assertSame( $friday_nine + 7 * DAY_IN_SECONDS, curadoria_afiliados_newsletter_next_time( $schedule, $friday_nine ) );
		update_option( CURADORIA_AFILIADOS_NEWSLETTER_OPTION, array( 'enabled' => true, 'weekday' => 5, 'hour' => 9 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( curadoria_afiliados_newsletter_next_time( $schedule, time() ), wp_next_scheduled( CURADORIA_AFILIADOS_NEWSLETTER_EVENT ) );
		$this->published( 'Mochila', 0 );
		$this->stored_subscription( 'leitora@example.com' );
		curadoria_afiliados_newsletter_weekly();
		$this->assertCount( 1, $this->queue() );
		$this->assertNotFalse( wp_next_scheduled( CURADORIA_AFILIADOS_NEWSLETTER_EVENT ) );
		update_option( CURADORIA_AFILIADOS_NEWSLETTER_OPTION, array( 'enabled' => false, 'weekday' => 5, 'hour' => 9 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertFalse( wp_next_scheduled( CURADORIA_AFILIADOS_NEWSLETTER_EVENT ) );
	}
}

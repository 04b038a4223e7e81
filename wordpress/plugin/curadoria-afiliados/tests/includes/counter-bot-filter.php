<?php
/**
 * Tests of includes/counter-bot-filter.php: bots are answered, not counted.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The bot filter on the counter's route.
 */
final class Counter_Bot_Filter_Test extends Curadoria_Test_Case {

	/**
	 * A crawler's view is answered {"counted":false,"reason":"bot"} and not stored.
	 */
	public function test_a_bots_event_is_answered_but_not_counted() {
		$post     = $this->create_post();
		$response = $this->post_event( array( 'type' => 'view', 'post' => $post ), 'text/plain', array( 'User-Agent' => 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' ) );
		$this->assertSame(
			array(
				200,
				array(
					'counted' => false,
					'reason'  => 'bot',
				),
			),
			array( $response->get_status(), $response->get_data() )
		);
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}

	/**
	 * A site may widen the pattern with curadoria_afiliados_bot_pattern.
	 */
	public function test_a_site_may_change_the_pattern() {
		$this->add_filter(
			'curadoria_afiliados_bot_pattern',
			static function () {
				return '~SM-A546E~';
			}
		);
		$this->assertTrue( curadoria_afiliados_is_bot( self::BROWSER ) );
	}
}

/**
 * The bot filter over HTTP.
 */
final class Counter_Bot_Filter_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * Googlebot's view: 200 {"counted":false,"reason":"bot"}.
	 */
	public function test_googlebot_is_not_counted() {
		$response = $this->send_event( array( 'type' => 'view', 'post' => $this->create_post() ), array( 'User-Agent' => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' ) );
		$this->assertSame( array( 200, '{"counted":false,"reason":"bot"}' ), array( $response->status, $response->body ) );
	}
}

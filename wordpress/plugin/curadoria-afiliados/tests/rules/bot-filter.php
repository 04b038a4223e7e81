<?php
/**
 * Tests of rules/bot-filter.php: which user agents the counter ignores.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * The counter's bot filter.
 */
final class Bot_Filter_Rules_Test extends TestCase {

	/**
	 * Crawlers, headless browsers, audits and scripts.
	 *
	 * @return array[]
	 */
	public function bots() {
		return array(
			'Googlebot'      => array( 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' ),
			'Bingbot'        => array( 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' ),
			'HeadlessChrome' => array( 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' ),
			'Lighthouse'     => array( 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse' ),
			'curl'           => array( 'curl/7.88.1' ),
			'no user agent'  => array( '' ),
			'only spaces'    => array( '   ' ),
		);
	}

	/**
	 * A bot's events are not counted.
	 *
	 * @dataProvider bots
	 * @param string $user_agent User-Agent.
	 */
	public function test_a_crawler_headless_browser_or_script_is_a_bot( $user_agent ) {
		$this->assertTrue( curadoria_afiliados_user_agent_is_bot( $user_agent ) );
	}

	/**
	 * A phone's browser is a visitor.
	 */
	public function test_a_phones_browser_is_not_a_bot() {
		$this->assertFalse( curadoria_afiliados_user_agent_is_bot( 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' ) );
	}

	/**
	 * CUBOT is a phone brand whose name ends in "bot".
	 */
	public function test_a_phone_whose_brand_ends_in_bot_is_not_a_bot() {
		$this->assertFalse( curadoria_afiliados_user_agent_is_bot( 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' ) );
	}
}

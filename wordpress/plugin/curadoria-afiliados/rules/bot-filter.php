<?php
/**
 * The counter's bot filter, without WordPress: which user agents are
 * crawlers, headless browsers or scripts, whose events are not counted.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Pattern matched (case-insensitively) against an event's User-Agent. "bot"
 * counts at the end of a word, except after "cu" (CUBOT is a phone brand).
 */
const CURADORIA_AFILIADOS_BOT_PATTERN = '~(?<!cu)bot\b|bot/|crawl|spider|slurp|mediapartners|adsbot|facebookexternalhit|facebot|bingpreview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|scan|curl/|wget|python|java/|go-http-client|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|feedfetcher|preview~i';

/**
 * Whether a user agent belongs to a crawler, a headless browser or a script.
 * An empty user agent counts as a bot too.
 *
 * @param string $user_agent User-Agent header.
 * @param string $pattern    PCRE pattern of bots.
 * @return bool
 */
function curadoria_afiliados_user_agent_is_bot( $user_agent, $pattern = CURADORIA_AFILIADOS_BOT_PATTERN ) {
	$user_agent = trim( (string) $user_agent );
	return '' === $user_agent || (bool) preg_match( $pattern, $user_agent );
}

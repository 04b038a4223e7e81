<?php
/**
 * The counter's bot filter: events from crawlers, headless browsers and
 * scripts are answered but not counted. The pattern is a pure rule
 * (rules/bot-filter.php); sites may change it with a filter.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a user agent belongs to a crawler, a headless browser or a script.
 * An empty user agent counts as a bot too.
 *
 * @param string $user_agent User-Agent header.
 * @return bool
 */
function curadoria_afiliados_is_bot( $user_agent ) {
	/**
	 * Filters the pattern matched (case-insensitively) against the User-Agent
	 * of an event; a match is not counted.
	 *
	 * @param string $pattern PCRE pattern.
	 */
	$pattern = (string) apply_filters( 'curadoria_afiliados_bot_pattern', CURADORIA_AFILIADOS_BOT_PATTERN );
	return curadoria_afiliados_user_agent_is_bot( $user_agent, $pattern );
}

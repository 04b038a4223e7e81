<?php
/**
 * The "price checked on" date, without WordPress: what a date looks like, and
 * how many days a date may count as recent.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Most days a price date may count as recent (the least is 1). */
const CURADORIA_AFILIADOS_PRICE_FRESH_MAX = 365;

/**
 * Sanitise a "price checked on" date: a real calendar date as YYYY-MM-DD,
 * else ''. Also the REST output filter, so a value written around the
 * sanitiser (direct SQL, imports) is never served.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_date( $value ) {
	$value = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) || ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
		return '';
	}
	return $value;
}

/**
 * Whether a number of days is a valid freshness window: 1 to 365.
 *
 * @param int $days Days.
 * @return bool
 */
function curadoria_afiliados_fresh_days_valid( $days ) {
	return $days >= 1 && $days <= CURADORIA_AFILIADOS_PRICE_FRESH_MAX;
}

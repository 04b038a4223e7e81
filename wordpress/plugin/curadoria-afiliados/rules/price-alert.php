<?php
/**
 * When a recorded price earns a subscriber an alert, without WordPress: the
 * site's own honest rule. Without a target, a real drop: the new amount is
 * below the lowest amount in force at any offered store in the 30 days
 * before today (so a price raised and then "cut" back, a Black Fraude
 * rebound, is no drop). With a target, the amount falls to the target or
 * below, from a higher amount. Never for an offer out of stock, and at most
 * one alert per product and subscriber a day.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Days before today whose lowest amount a new amount must beat. */
const CURADORIA_AFILIADOS_ALERT_DAYS = 30;

/** The alert of a subscription without a target: below the lowest of the 30 days before. */
const CURADORIA_AFILIADOS_ALERT_DROP = 'drop';

/** The alert of a subscription with a target: at the target or below. */
const CURADORIA_AFILIADOS_ALERT_TARGET = 'target';

/**
 * Why a subscription gets an alert for a recorded price, if it does.
 *
 * @param array       $change        {amount_cents: int, previous_cents: int|null, availability: string}:
 *                                   the recorded amount, the offer's amount before it (null for its first
 *                                   point) and the offer's availability.
 * @param int|null    $lowest_before Lowest amount in force in the 30 days before today, among the stores
 *                                   offered (null without history before today).
 * @param array       $subscription  {target_cents: int|null, last_alert_day: string|null}.
 * @param string      $today         Y-m-d, the site's day.
 * @return string|null CURADORIA_AFILIADOS_ALERT_DROP, CURADORIA_AFILIADOS_ALERT_TARGET, or null for no alert.
 */
function curadoria_afiliados_alert_reason( array $change, $lowest_before, array $subscription, $today ) {
	if ( 'out_of_stock' === ( $change['availability'] ?? 'unknown' ) ) {
		return null;
	}
	if ( null !== ( $subscription['last_alert_day'] ?? null ) && $subscription['last_alert_day'] >= $today ) {
		return null; // One a day per product and subscriber.
	}
	$amount = (int) $change['amount_cents'];
	$target = $subscription['target_cents'] ?? null;
	if ( null !== $target ) {
		// A new store's first amount is measured against what the product cost before.
		$before = $change['previous_cents'] ?? $lowest_before;
		return $amount <= (int) $target && ( null === $before || $amount < (int) $before ) ? CURADORIA_AFILIADOS_ALERT_TARGET : null;
	}
	return null !== $lowest_before && $amount < (int) $lowest_before ? CURADORIA_AFILIADOS_ALERT_DROP : null;
}

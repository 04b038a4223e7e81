<?php
/**
 * Price history rules, without WordPress: whether a new amount adds, replaces
 * or undoes a point, and the lowest amount in force over a window.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * What today's amount of a store does to its history. Several changes in a
 * day leave the day's last value; a change undone the same day leaves
 * nothing.
 *
 * @param array  $rows  The store's two latest rows, newest first: {day, price_cents}.
 * @param int    $cents Today's amount.
 * @param string $today Y-m-d.
 * @return string 'keep' (same amount as the last point), 'delete' (today's
 *                point goes: the amount is back to the one before it) or
 *                'put' (today's point is written, or rewritten).
 */
function curadoria_afiliados_history_step( array $rows, $cents, $today ) {
	$latest = $rows[0] ?? null;
	if ( $latest && (int) $latest['price_cents'] === $cents ) {
		return 'keep';
	}
	$before = $latest && $latest['day'] === $today ? ( $rows[1] ?? null ) : $latest;
	if ( $latest && $latest['day'] === $today && $before && (int) $before['price_cents'] === $cents ) {
		return 'delete';
	}
	return 'put';
}

/**
 * The lowest amount in force on any day from $start to today, among the
 * stores offered today, counting the amount carried in from before $start.
 * Its date is the day that amount was set, or $start if set earlier; when
 * it was in force more than once (or at several stores), the latest.
 *
 * @param array    $points  Points, oldest first.
 * @param string[] $offered Stores offered today, lower case, in the offers' order.
 * @param string   $start   First day of the window, Y-m-d.
 * @return array{price_cents: int, date: string, store: string}|null Null without a point in force.
 */
function curadoria_afiliados_lowest( array $points, array $offered, $start ) {
	$series = array();
	foreach ( $points as $point ) {
		$series[ curadoria_afiliados_store_key( $point['store'] ) ][] = $point;
	}
	$best = null;
	foreach ( $offered as $store ) {
		$list = $series[ $store ] ?? array();
		foreach ( $list as $i => $point ) {
			if ( $i > 0 && $list[ $i - 1 ]['price_cents'] === $point['price_cents'] ) {
				continue; // Same amount as the point before: one stretch, counted from its start.
			}
			$next = null;
			for ( $j = $i + 1; $j < count( $list ) && null === $next; $j++ ) {
				$next = $list[ $j ]['price_cents'] !== $point['price_cents'] ? $list[ $j ]['date'] : null;
			}
			if ( null !== $next && $next <= $start ) {
				continue; // Replaced before the window opened.
			}
			$candidate = array(
				'price_cents' => $point['price_cents'],
				'date'        => max( $point['date'], $start ),
				'store'       => $point['store'],
			);
			if ( null === $best || $candidate['price_cents'] < $best['price_cents'] || ( $candidate['price_cents'] === $best['price_cents'] && $candidate['date'] > $best['date'] ) ) {
				$best = $candidate;
			}
		}
	}
	return $best;
}

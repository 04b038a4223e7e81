<?php
/**
 * "Never a wrong price", without WordPress: what a reading does to an
 * offer's refresh state and to the amount the site shows. A failure changes
 * nothing but the state (and two in a row make the offer unverified); a
 * reading of another product than the one read before is a failure; out of
 * stock changes the availability, never the amount (nor the date it was
 * confirmed); an amount that falls by
 * more than half in one step is held until a second reading agrees.
 *
 * An offer's state: array( 'source' => 'store'|'manual', 'cents' => the
 * amount the state is about, 'checked_at' => Unix time of the reading that
 * confirmed it (or of the owner's typing), 'availability', 'fails' =>
 * failed checks in a row, 'status' and 'detail' => the last check's outcome,
 * 'held' => an amount waiting for a second reading (0: none), 'identity' =>
 * the product at the store, 'off' => refresh switched off by the owner ).
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Failed checks in a row after which an offer is shown as unverified. */
const CURADORIA_AFILIADOS_UNVERIFIED_AFTER = 2;

/**
 * An offer's state, every key present.
 *
 * @param mixed $state Stored state.
 * @return array
 */
function curadoria_afiliados_offer_state( $state ) {
	$state = is_array( $state ) ? $state : array();
	return array(
		'source'       => 'store' === ( $state['source'] ?? '' ) ? 'store' : 'manual',
		'cents'        => (int) ( $state['cents'] ?? 0 ),
		'checked_at'   => (int) ( $state['checked_at'] ?? 0 ),
		'availability' => in_array( $state['availability'] ?? '', array( 'in_stock', 'out_of_stock' ), true ) ? $state['availability'] : 'unknown',
		'fails'        => max( 0, (int) ( $state['fails'] ?? 0 ) ),
		'status'       => (string) ( $state['status'] ?? '' ),
		'detail'       => (string) ( $state['detail'] ?? '' ),
		'held'         => max( 0, (int) ( $state['held'] ?? 0 ) ),
		'identity'     => (string) ( $state['identity'] ?? '' ),
		'off'          => ! empty( $state['off'] ),
	);
}

/**
 * What a reading does.
 *
 * @param array $state   The offer's state (curadoria_afiliados_offer_state()).
 * @param int   $shown   The amount the site shows now.
 * @param array $reading A reading or a failure (rules/store-offer.php).
 * @param int   $now     Unix time.
 * @return array{state: array, cents: int|null, outcome: string} cents: the
 *         new amount to show, null to keep it; outcome 'confirmed',
 *         'changed', 'held', 'out_of_stock' or 'failed'.
 */
function curadoria_afiliados_guard_reading( array $state, $shown, array $reading, $now ) {
	if ( 'read' === $reading['status'] && '' !== $state['identity'] && '' !== $reading['identity'] && $state['identity'] !== $reading['identity'] ) {
		$reading = curadoria_afiliados_store_failure( 'other_product', $reading['identity'] );
	}
	if ( 'read' !== $reading['status'] ) {
		$state['fails']  = $state['fails'] + 1;
		$state['status'] = $reading['status'];
		$state['detail'] = $reading['detail'];
		return array(
			'state'   => $state,
			'cents'   => null,
			'outcome' => 'failed',
		);
	}
	$state['fails']    = 0;
	$state['detail']   = '';
	$state['identity'] = '' !== $reading['identity'] ? $reading['identity'] : $state['identity'];
	if ( 'out_of_stock' === $reading['availability'] || null === $reading['cents'] ) {
		// The store's word on stock holds for the amount shown, which stays (a sold-out price is no price to record).
		$state['source']       = 'store';
		$state['cents']        = (int) $shown;
		$state['availability'] = 'out_of_stock';
		$state['status']       = 'out_of_stock';
		return array(
			'state'   => $state,
			'cents'   => null,
			'outcome' => 'out_of_stock',
		);
	}
	$cents = (int) $reading['cents'];
	if ( $cents * 2 < $shown && $state['held'] !== $cents ) {
		$state['held']   = $cents;
		$state['status'] = 'held';
		$state['detail'] = (string) $cents;
		return array(
			'state'   => $state,
			'cents'   => null,
			'outcome' => 'held',
		);
	}
	$state['source']       = 'store';
	$state['cents']        = $cents;
	$state['checked_at']   = (int) $now;
	$state['availability'] = 'in_stock';
	$state['held']         = 0;
	$state['status']       = $cents === $shown ? 'confirmed' : 'changed';
	return array(
		'state'   => $state,
		'cents'   => $cents === $shown ? null : $cents,
		'outcome' => $state['status'],
	);
}

/**
 * What the site is told of an offer (the REST contract): where its amount
 * comes from, when it was confirmed, and its availability: 'unknown' for an
 * amount the owner typed, and for a store-read offer after two failed checks
 * in a row (unverified).
 *
 * @param array $state The offer's state.
 * @param int   $shown The amount the site shows.
 * @return array{availability: string, checked_at: int|null, price_source: string}
 */
function curadoria_afiliados_offer_public_state( array $state, $shown ) {
	$about_shown = $state['cents'] === (int) $shown && $state['cents'] > 0;
	if ( 'store' === $state['source'] && $about_shown ) {
		return array(
			'availability' => $state['fails'] >= CURADORIA_AFILIADOS_UNVERIFIED_AFTER ? 'unknown' : $state['availability'],
			'checked_at'   => $state['checked_at'] > 0 ? $state['checked_at'] : null,
			'price_source' => 'store',
		);
	}
	return array(
		'availability' => 'unknown',
		'checked_at'   => $about_shown && $state['checked_at'] > 0 ? $state['checked_at'] : null,
		'price_source' => 'manual',
	);
}

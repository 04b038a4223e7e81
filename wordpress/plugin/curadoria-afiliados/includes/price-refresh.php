<?php
/**
 * Refreshing an offer from its store: read (price-readers.php), judged by
 * the "never a wrong price" rules (rules/price-guard.php), and applied: a
 * new amount is written to the offer (and recorded in the price history
 * with its source, price-history.php), the offer's state kept in the
 * post's private meta, what the site shows marked for the deploy hook.
 *
 * An amount the owner types makes the offer's price manual again, dated
 * now; an owner can switch the refresh off for one offer (a price they
 * negotiated).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Post meta: each offer's refresh state, by store key (rules/price-guard.php). */
const CURADORIA_AFILIADOS_OFFER_STATES_META = '_curadoria_offer_states';

/** Post meta: Unix time of the post's last refresh (all its offers tried). */
const CURADORIA_AFILIADOS_PRICE_TRIED_META = '_curadoria_price_tried';

/**
 * The refresh states of a post's offers, by store key.
 *
 * @param int $post_id Post ID.
 * @return array<string, array>
 */
function curadoria_afiliados_offer_states( $post_id ) {
	$stored = get_post_meta( $post_id, CURADORIA_AFILIADOS_OFFER_STATES_META, true );
	$states = array();
	foreach ( is_array( $stored ) ? $stored : array() as $key => $state ) {
		$states[ (string) $key ] = curadoria_afiliados_offer_state( $state ) + array(
			'http'     => is_array( $state['http'] ?? null ) ? $state['http'] : array(),
			'tried_at' => (int) ( $state['tried_at'] ?? 0 ),
			'url'      => (string) ( $state['url'] ?? '' ),
		);
	}
	return $states;
}

/**
 * One offer's state (a new one for an offer never refreshed: manual).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @return array
 */
function curadoria_afiliados_offer_state_of( $post_id, $store ) {
	return curadoria_afiliados_offer_states( $post_id )[ curadoria_afiliados_store_key( $store ) ] ?? curadoria_afiliados_offer_state( null ) + array(
		'http'     => array(),
		'tried_at' => 0,
		'url'      => '',
	);
}

/**
 * Store one offer's state.
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param array  $state   State.
 */
function curadoria_afiliados_save_offer_state( $post_id, $store, array $state ) {
	$states = curadoria_afiliados_offer_states( $post_id );

	$states[ curadoria_afiliados_store_key( $store ) ] = $state;
	update_post_meta( $post_id, CURADORIA_AFILIADOS_OFFER_STATES_META, $states );
}

/**
 * The owner's edits: an offer whose amount is not the one its state is
 * about, or whose link changed (another product, perhaps), was typed now
 * (its price is manual, dated now); states of stores no longer offered go. Runs after any write of the offers or the single
 * price, whatever wrote it; the refresh's own writes find their state
 * already about the new amount.
 *
 * @param int|int[] $meta_id  Meta ID(s), unused.
 * @param int       $post_id  Post ID.
 * @param string    $meta_key Meta key.
 */
function curadoria_afiliados_offer_states_follow_edits( $meta_id, $post_id, $meta_key ) {
	if ( ! in_array( $meta_key, array( 'offers', 'price_cents', 'affiliate_url' ), true ) || 'post' !== get_post_type( $post_id ) ) {
		return;
	}
	$states = curadoria_afiliados_offer_states( $post_id );
	$next   = array();
	foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		$key   = curadoria_afiliados_store_key( $offer['store'] );
		$state = $states[ $key ] ?? null;
		if ( null === $state || $state['cents'] !== $offer['price_cents'] || ( '' !== $state['url'] && $state['url'] !== $offer['url'] ) ) {
			$state = array_merge(
				curadoria_afiliados_offer_state( null ),
				array(
					'cents'      => $offer['price_cents'],
					'checked_at' => time(),
					'off'        => ! empty( $state['off'] ),
					'http'       => array(),
					'tried_at'   => 0,
					'url'        => $offer['url'],
				)
			);
		}
		$next[ $key ] = $state;
	}
	if ( $next !== $states ) {
		update_post_meta( $post_id, CURADORIA_AFILIADOS_OFFER_STATES_META, $next );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_offer_states_follow_edits', 20, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_offer_states_follow_edits', 20, 3 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_offer_states_follow_edits', 20, 3 );

/**
 * Switch the refresh of one offer off (or on again).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param bool   $off     Whether off.
 */
function curadoria_afiliados_set_refresh_off( $post_id, $store, $off ) {
	$state = curadoria_afiliados_offer_state_of( $post_id, $store );
	if ( $state['off'] !== (bool) $off ) {
		$state['off'] = (bool) $off;
		curadoria_afiliados_save_offer_state( $post_id, $store, $state );
	}
}

/**
 * Write a new amount to an offer: its row in "Ofertas", or the single price
 * when the post has no rows.
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param int    $cents   Amount.
 */
function curadoria_afiliados_write_offer_amount( $post_id, $store, $cents ) {
	$rows = curadoria_afiliados_sanitize_offers( get_post_meta( $post_id, 'offers', true ) );
	if ( ! $rows ) {
		update_post_meta( $post_id, 'price_cents', $cents );
		return;
	}
	foreach ( $rows as $i => $row ) {
		if ( curadoria_afiliados_store_key( $row['store'] ) === curadoria_afiliados_store_key( $store ) ) {
			$rows[ $i ]['price_cents'] = $cents;
		}
	}
	update_post_meta( $post_id, 'offers', wp_slash( $rows ) );
}

/**
 * Mark a published post as changed for the site: its REST `modified` moves
 * (what the site's update and its visitors' refresh look at) and the deploy
 * hook is told. Written directly: wp_update_post() would make a revision and
 * run every save hook.
 *
 * @param int    $post_id Post ID.
 * @param string $detail  What changed.
 */
function curadoria_afiliados_price_refresh_touch( $post_id, $detail ) {
	global $wpdb;
	$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
		$wpdb->posts,
		array(
			'post_modified'     => current_time( 'mysql' ),
			'post_modified_gmt' => current_time( 'mysql', true ),
		),
		array( 'ID' => $post_id )
	);
	clean_post_cache( $post_id );
	if ( 'publish' === get_post_status( $post_id ) && curadoria_afiliados_deploy_hook_watches_post( $post_id ) ) {
		curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d %s', $post_id, $detail ) );
	}
}

/**
 * A product link that now leads to the store's home or search, or that the
 * store says is gone: when it is the post's affiliate link, link health
 * counts it as missing (broken after two checks in a row, as for a 404).
 *
 * @param int    $post_id Post ID.
 * @param string $url     The offer's link.
 */
function curadoria_afiliados_price_refresh_link_gone( $post_id, $url ) {
	if ( curadoria_afiliados_sanitize_url( get_post_meta( $post_id, 'affiliate_url', true ) ) !== $url ) {
		return;
	}
	$misses = curadoria_afiliados_link_misses( 'missing', (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, true ) );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_STATUS_META, curadoria_afiliados_link_status( 'missing', $misses ) );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, $misses );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_DETAIL_META, 'store_front' );
}

/**
 * Days after which a confirmation of an unchanged price is published again
 * (the site's page then says the new date): half the owner's freshness
 * window, at least one. Within them the site keeps the earlier date, which
 * is still true, and no page is rebuilt for a price that did not change.
 *
 * @return int
 */
function curadoria_afiliados_republish_days() {
	return max( 1, intdiv( curadoria_afiliados_price_fresh_days(), 2 ) );
}

/**
 * Refresh one offer.
 *
 * @param int   $post_id Post ID.
 * @param array $offer   {store, price_cents, url}.
 * @return array{store: string, outcome: string, status: string, detail: string, visible: bool}
 *         outcome: a guard outcome, 'off' (switched off) or 'skipped' (no source: Amazon without credentials);
 *         visible: whether what the site shows changed.
 */
function curadoria_afiliados_refresh_offer( $post_id, array $offer ) {
	$state  = curadoria_afiliados_offer_state_of( $post_id, $offer['store'] );
	$result = array(
		'store'   => $offer['store'],
		'outcome' => 'off',
		'status'  => 'off',
		'detail'  => '',
		'visible' => false,
	);
	if ( $state['off'] ) {
		return $result;
	}
	$now     = time();
	$reading = curadoria_afiliados_read_offer_link( $offer['url'], $state['http'] );
	if ( 'no_source' === $reading['status'] ) {
		$state['tried_at'] = $now;
		$state['status']   = 'no_source';
		curadoria_afiliados_save_offer_state( $post_id, $offer['store'], $state );
		return array_merge( $result, array( 'outcome' => 'skipped', 'status' => 'no_source' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
	}
	if ( 'not_modified' === $reading['status'] ) {
		// The page is as it was when it confirmed this amount: the same reading again.
		$reading = curadoria_afiliados_store_reading( 'out_of_stock' === $state['availability'] ? null : $state['cents'], 'out_of_stock' === $state['availability'] ? 'out_of_stock' : 'in_stock', $state['identity'] );
	}
	$public = curadoria_afiliados_offer_public_state( $state, $offer['price_cents'] );
	$judged = curadoria_afiliados_guard_reading( $state, $offer['price_cents'], $reading, $now );
	$next   = $judged['state'] + array(
		'http'     => $state['http'],
		'tried_at' => $now,
		'url'      => $offer['url'],
	);
	if ( isset( $reading['validators'] ) && in_array( $judged['outcome'], array( 'confirmed', 'changed', 'out_of_stock' ), true ) ) {
		$next['http'] = $reading['validators']; // The page as the state now describes it: a 304 later means the same reading.
	}
	$next['tried_at'] = $now;
	curadoria_afiliados_save_offer_state( $post_id, $offer['store'], $next );
	if ( null !== $judged['cents'] ) {
		curadoria_afiliados_write_offer_amount( $post_id, $offer['store'], $judged['cents'] );
		curadoria_afiliados_history_record( $post_id, array( curadoria_afiliados_store_key( $offer['store'] ) => 'store' ) );
	}
	if ( 'gone' === $next['status'] ) {
		curadoria_afiliados_price_refresh_link_gone( $post_id, $offer['url'] );
	}
	$after   = curadoria_afiliados_offer_public_state( $next, null !== $judged['cents'] ? $judged['cents'] : $offer['price_cents'] );
	$stale   = 'confirmed' === $judged['outcome'] && null !== $public['checked_at'] && $now - $public['checked_at'] >= curadoria_afiliados_republish_days() * DAY_IN_SECONDS;
	$visible = null !== $judged['cents'] || $after['availability'] !== $public['availability'] || $after['price_source'] !== $public['price_source'] || $stale;
	if ( $visible ) {
		curadoria_afiliados_price_refresh_touch( $post_id, 'price refresh: ' . $offer['store'] . ' ' . $judged['outcome'] );
	}
	return array(
		'store'   => $offer['store'],
		'outcome' => $judged['outcome'],
		'status'  => $next['status'],
		'detail'  => $next['detail'],
		'visible' => $visible,
	);
}

/**
 * Refresh every offer of a post now (the editor's 'Atualizar preços agora',
 * the REST route), skipping none.
 *
 * @param int $post_id Post ID.
 * @return array[] One result per offer (curadoria_afiliados_refresh_offer()).
 */
function curadoria_afiliados_refresh_post( $post_id ) {
	$results = array();
	foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		$results[] = curadoria_afiliados_refresh_offer( $post_id, $offer );
	}
	update_post_meta( $post_id, CURADORIA_AFILIADOS_PRICE_TRIED_META, time() );
	return $results;
}

/**
 * The offers as the site reads them (meta.offers): each with its
 * availability, the date its price was confirmed (ISO 8601, UTC) and where
 * it comes from. A password-protected post shows none to those who cannot
 * edit it.
 *
 * @param int $post_id Post ID.
 * @return array[]
 */
function curadoria_afiliados_public_offers( $post_id ) {
	if ( '' !== (string) get_post_field( 'post_password', $post_id ) && ! current_user_can( 'edit_post', $post_id ) ) {
		return array();
	}
	$states = curadoria_afiliados_offer_states( $post_id );
	$offers = array();
	foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		$public   = curadoria_afiliados_offer_public_state( $states[ curadoria_afiliados_store_key( $offer['store'] ) ] ?? curadoria_afiliados_offer_state( null ), $offer['price_cents'] );
		$offers[] = $offer + array(
			'availability' => $public['availability'],
			'checked_at'   => null === $public['checked_at'] ? null : gmdate( 'Y-m-d\TH:i:s\Z', $public['checked_at'] ),
			'price_source' => $public['price_source'],
		);
	}
	return $offers;
}

<?php
/**
 * The daily refresh of every offer of every published post (WP-Cron), in
 * batches that fit a host's PHP time limit: a batch reads offers for at most
 * about 20 seconds, taking next the offer whose store may be asked soonest
 * (one request per store host every 2 seconds), and resumes a minute later
 * where it stopped (each offer notes when it was tried in the round). Each
 * batch that changed what the site shows calls the deploy hook once. What
 * each store gave in the last round (checked, changed, failed and why) is
 * kept for the admin.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Daily WP-Cron hook that starts a round. */
const CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT = 'curadoria_afiliados_price_refresh';

/** Single WP-Cron hook of a round's next batch. */
const CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT = 'curadoria_afiliados_price_refresh_more';

/** Option: Unix time the current round started. */
const CURADORIA_AFILIADOS_PRICE_ROUND_OPTION = 'curadoria_afiliados_price_round';

/** Option: what each store gave, by store name. */
const CURADORIA_AFILIADOS_PRICE_STORES_OPTION = 'curadoria_afiliados_price_stores';

/** Transient held while a batch runs. */
const CURADORIA_AFILIADOS_PRICE_LOCK = 'curadoria_afiliados_price_refresh_lock';

/**
 * Schedule the daily round (activation and upgrade), first in two hours.
 */
function curadoria_afiliados_price_refresh_schedule() {
	if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT ) ) {
		wp_schedule_event( time() + 2 * HOUR_IN_SECONDS, 'daily', CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT );
	}
}

/**
 * The limits of one batch.
 *
 * @return array{posts: int, seconds: float, pause: int}
 */
function curadoria_afiliados_price_refresh_limits() {
	/**
	 * Filters the limits of one refresh batch.
	 *
	 * @param array $limits posts: most posts taken (50); seconds: after
	 *                      them no new request starts (20, within PHP's usual
	 *                      30 s); pause: seconds before the next batch (60).
	 */
	return wp_parse_args(
		(array) apply_filters( 'curadoria_afiliados_price_refresh_limits', array() ),
		array(
			'posts'   => 50,
			'seconds' => 20.0,
			'pause'   => MINUTE_IN_SECONDS,
		)
	);
}

/**
 * Published, public posts with a price or offers not refreshed in the round
 * yet, oldest refresh first.
 *
 * @param int $since Round start.
 * @param int $limit Most posts.
 * @return int[]
 */
function curadoria_afiliados_price_refresh_due( $since, $limit ) {
	global $wpdb;
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT p.ID FROM {$wpdb->posts} p
			LEFT JOIN {$wpdb->postmeta} t ON t.post_id = p.ID AND t.meta_key = %s
			WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
			AND EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = p.ID AND ( m.meta_key = 'offers' OR ( m.meta_key = 'price_cents' AND m.meta_value <> '0' ) ) )
			AND ( t.meta_value IS NULL OR CAST(t.meta_value AS UNSIGNED) < %d )
			ORDER BY CAST(COALESCE(t.meta_value, '0') AS UNSIGNED) ASC, p.ID ASC
			LIMIT %d",
			CURADORIA_AFILIADOS_PRICE_TRIED_META,
			$since,
			$limit
		)
	);
	return array_map( 'intval', (array) $ids );
}

/**
 * The host an offer's first request goes to (its API's, for an offer an
 * API reads; its link's otherwise), for taking turns.
 *
 * @param array $offer Offer.
 * @return string "host:port".
 */
function curadoria_afiliados_offer_first_host( array $offer ) {
	$reader = curadoria_afiliados_api_reader_for( $offer['url'] );
	$urls   = curadoria_afiliados_api_urls();
	$api    = array(
		'amazon'        => $urls['amazon_items'],
		'mercado_livre' => $urls['mercado_livre'],
		'shopee'        => $urls['shopee'],
	);
	return curadoria_afiliados_url_authority( null === $reader ? $offer['url'] : $api[ $reader->name() ] );
}

/**
 * Add one offer's result to the stores' figures of a batch.
 *
 * @param array $figures Figures by store name.
 * @param array $result  curadoria_afiliados_refresh_offer()'s result.
 * @param int   $now     Unix time.
 * @return array
 */
function curadoria_afiliados_price_figures_add( array $figures, array $result, $now ) {
	$store = $result['store'];
	$row   = $figures[ $store ] ?? array(
		'last_run' => $now,
		'checked'  => 0,
		'changed'  => 0,
		'failed'   => 0,
		'held'     => 0,
		'skipped'  => 0,
		'reasons'  => array(),
	);

	$row['last_run'] = $now;
	if ( in_array( $result['outcome'], array( 'off', 'skipped' ), true ) ) {
		++$row['skipped'];
	} else {
		++$row['checked'];
	}
	if ( 'changed' === $result['outcome'] || ( 'out_of_stock' === $result['outcome'] && $result['visible'] ) ) {
		++$row['changed'];
	} elseif ( 'held' === $result['outcome'] ) {
		++$row['held'];
	} elseif ( 'failed' === $result['outcome'] ) {
		++$row['failed'];
		$row['reasons'][ $result['status'] ] = ( $row['reasons'][ $result['status'] ] ?? 0 ) + 1;
	}
	$figures[ $store ] = $row;
	return $figures;
}

/**
 * Run one batch of the round.
 *
 * @return array{offers: int, posts: int, changed: int, more: bool, deploy: string, locked?: bool}
 */
function curadoria_afiliados_price_refresh_batch() {
	if ( get_transient( CURADORIA_AFILIADOS_PRICE_LOCK ) ) {
		return array(
			'offers'  => 0,
			'posts'   => 0,
			'changed' => 0,
			'more'    => true,
			'deploy'  => 'none',
			'locked'  => true,
		);
	}
	$limits = curadoria_afiliados_price_refresh_limits();
	set_transient( CURADORIA_AFILIADOS_PRICE_LOCK, 1, (int) ceil( $limits['seconds'] ) + 2 * MINUTE_IN_SECONDS );
	$round   = (int) get_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, 0 );
	$round   = $round > 0 ? $round : time();
	$started = microtime( true );
	$queue   = array();
	$left    = array();
	foreach ( curadoria_afiliados_price_refresh_due( $round, max( 1, (int) $limits['posts'] ) ) as $post_id ) {
		$states           = curadoria_afiliados_offer_states( $post_id );
		$left[ $post_id ] = 0;
		foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
			if ( ( $states[ curadoria_afiliados_store_key( $offer['store'] ) ]['tried_at'] ?? 0 ) >= $round ) {
				continue; // Read earlier in this round, by a batch that ran out of time.
			}
			$queue[] = array( $post_id, $offer, curadoria_afiliados_offer_first_host( $offer ) );
			++$left[ $post_id ];
		}
	}
	$figures = array();
	$offers  = 0;
	$changed = 0;
	try {
		while ( $queue ) {
			// The offer whose host may be asked soonest, in the queue's order among those ready.
			$pick = null;
			$wait = INF;
			foreach ( $queue as $i => $item ) {
				$ready = curadoria_afiliados_host_ready_in( $item[2] );
				if ( $ready < $wait ) {
					$pick = $i;
					$wait = $ready;
				}
				if ( $ready <= 0 ) {
					break;
				}
			}
			if ( microtime( true ) - $started + $wait >= (float) $limits['seconds'] ) {
				break;
			}
			list( $post_id, $offer ) = $queue[ $pick ];
			unset( $queue[ $pick ] );
			$result  = curadoria_afiliados_refresh_offer( $post_id, $offer );
			$figures = curadoria_afiliados_price_figures_add( $figures, $result, time() );
			$changed = $changed + ( $result['visible'] ? 1 : 0 );
			++$offers;
			if ( 0 === --$left[ $post_id ] ) {
				update_post_meta( $post_id, CURADORIA_AFILIADOS_PRICE_TRIED_META, time() );
			}
		}
		foreach ( $left as $post_id => $count ) {
			if ( 0 === $count ) {
				update_post_meta( $post_id, CURADORIA_AFILIADOS_PRICE_TRIED_META, time() ); // Nothing to read in it (all tried earlier).
			}
		}
	} finally {
		delete_transient( CURADORIA_AFILIADOS_PRICE_LOCK );
	}
	curadoria_afiliados_price_figures_save( $figures, $round );
	$deploy = $changed > 0 ? curadoria_afiliados_deploy_hook_flush() : 'none';
	$more   = array() !== curadoria_afiliados_price_refresh_due( $round, 1 );
	if ( $more ) {
		update_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, $round, false );
		if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT ) ) {
			wp_schedule_single_event( time() + max( 1, (int) $limits['pause'] ), CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT );
		}
	} else {
		delete_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION );
	}
	return array(
		'offers'  => $offers,
		'posts'   => count( $left ),
		'changed' => $changed,
		'more'    => $more,
		'deploy'  => $deploy,
	);
}
add_action( CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT, 'curadoria_afiliados_price_refresh_batch' );

/**
 * The daily event: a new round, and its first batch.
 *
 * @return array The batch's result.
 */
function curadoria_afiliados_price_refresh_start() {
	if ( ! get_transient( CURADORIA_AFILIADOS_PRICE_LOCK ) ) {
		update_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, time(), false );
	}
	return curadoria_afiliados_price_refresh_batch();
}
add_action( CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT, 'curadoria_afiliados_price_refresh_start' );

/**
 * Merge a batch's figures into the stores' figures: a store's first batch
 * of a round starts its figures anew.
 *
 * @param array $figures A batch's figures by store.
 * @param int   $round   The round's start.
 */
function curadoria_afiliados_price_figures_save( array $figures, $round ) {
	if ( ! $figures ) {
		return;
	}
	$stored = (array) get_option( CURADORIA_AFILIADOS_PRICE_STORES_OPTION, array() );
	foreach ( $figures as $store => $row ) {
		$old = $stored[ $store ] ?? null;
		if ( is_array( $old ) && (int) ( $old['round'] ?? 0 ) === $round ) {
			foreach ( array( 'checked', 'changed', 'failed', 'held', 'skipped' ) as $count ) {
				$row[ $count ] += (int) ( $old[ $count ] ?? 0 );
			}
			foreach ( (array) ( $old['reasons'] ?? array() ) as $reason => $count ) {
				$row['reasons'][ $reason ] = ( $row['reasons'][ $reason ] ?? 0 ) + (int) $count;
			}
		}
		$row['round']     = $round;
		$stored[ $store ] = $row;
	}
	update_option( CURADORIA_AFILIADOS_PRICE_STORES_OPTION, $stored, false );
}

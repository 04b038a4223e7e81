<?php
/**
 * Link checks once a day (WP-Cron), cut into batches (at most 25 posts and
 * about 15 seconds per run); when posts are left, the next batch is scheduled
 * two minutes later, so a site with 10,000 posts is checked within the day
 * without any request running into PHP's time limit.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Daily WP-Cron hook that starts a round of checks. */
const CURADORIA_AFILIADOS_LINK_CHECK_EVENT = 'curadoria_afiliados_link_check';

/** Single WP-Cron hook of the follow-up batches of a round. */
const CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT = 'curadoria_afiliados_link_check_more';

/** Transient held while a batch runs, so two batches never overlap. */
const CURADORIA_AFILIADOS_LINK_LOCK = 'curadoria_afiliados_link_check_lock';

/**
 * Schedule the daily round (on activation and upgrade), first run in an hour.
 */
function curadoria_afiliados_link_check_schedule() {
	if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', CURADORIA_AFILIADOS_LINK_CHECK_EVENT );
	}
}

/**
 * Published posts with an affiliate link not checked in the last 20 hours
 * (so a daily round never skips a post because cron ran a bit early), never
 * checked first, then the longest unchecked.
 *
 * @param int $limit Maximum number of IDs.
 * @return int[]
 */
function curadoria_afiliados_link_due( $limit ) {
	global $wpdb;
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT p.ID FROM {$wpdb->posts} p
			INNER JOIN {$wpdb->postmeta} u ON u.post_id = p.ID AND u.meta_key = 'affiliate_url' AND u.meta_value <> ''
			LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = %s
			WHERE p.post_type = 'post' AND p.post_status = 'publish' AND ( c.meta_value IS NULL OR CAST(c.meta_value AS UNSIGNED) < %d )
			ORDER BY CAST(COALESCE(c.meta_value, '0') AS UNSIGNED) ASC, p.ID ASC
			LIMIT %d",
			CURADORIA_AFILIADOS_LINK_CHECKED_META,
			time() - 20 * HOUR_IN_SECONDS,
			$limit
		)
	);
	return array_map( 'intval', (array) $ids );
}

/**
 * Run one batch: at most `batch_size` posts and, past `time_budget` seconds,
 * no new check is started. When posts are still due afterwards, the next
 * batch is scheduled.
 *
 * @return array{checked: int, more: bool, locked?: bool}
 */
function curadoria_afiliados_link_check_batch() {
	/**
	 * Filters the limits of one batch of link checks.
	 *
	 * @param array{batch_size: int, time_budget: int, pause: int} $limits
	 *        Posts per batch (25), seconds after which no new check starts (15),
	 *        seconds before the next batch (120).
	 */
	$limits = wp_parse_args(
		(array) apply_filters( 'curadoria_afiliados_link_check_limits', array() ),
		array(
			'batch_size'  => 25,
			'time_budget' => 15,
			'pause'       => 2 * MINUTE_IN_SECONDS,
		)
	);
	if ( get_transient( CURADORIA_AFILIADOS_LINK_LOCK ) ) {
		return array(
			'checked' => 0,
			'more'    => true,
			'locked'  => true,
		);
	}
	set_transient( CURADORIA_AFILIADOS_LINK_LOCK, 1, 5 * MINUTE_IN_SECONDS );
	$started = microtime( true );
	$checked = 0;
	try {
		foreach ( curadoria_afiliados_link_due( max( 1, (int) $limits['batch_size'] ) ) as $post_id ) {
			if ( microtime( true ) - $started >= (float) $limits['time_budget'] ) {
				break;
			}
			curadoria_afiliados_link_check_post( $post_id );
			++$checked;
		}
	} finally {
		delete_transient( CURADORIA_AFILIADOS_LINK_LOCK );
	}
	$more = array() !== curadoria_afiliados_link_due( 1 );
	if ( $more && ! wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT ) ) {
		wp_schedule_single_event( time() + max( 1, (int) $limits['pause'] ), CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	}
	return array(
		'checked' => $checked,
		'more'    => $more,
	);
}
add_action( CURADORIA_AFILIADOS_LINK_CHECK_EVENT, 'curadoria_afiliados_link_check_batch' );
add_action( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT, 'curadoria_afiliados_link_check_batch' );

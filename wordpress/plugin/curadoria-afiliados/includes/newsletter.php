<?php
/**
 * The weekly newsletter, 'Novidades da semana': the products published in
 * the last 7 days, sent to every confirmed subscriber of the newsletter.
 * The owner previews and sends it from Inscrições, or switches on a weekly
 * schedule (a weekday and hour, the site's time zone), run by WP-Cron. A
 * week without new products sends nothing.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the weekly schedule: {enabled, weekday (0 = Sunday), hour}. */
const CURADORIA_AFILIADOS_NEWSLETTER_OPTION = 'curadoria_afiliados_newsletter_schedule';

/** Option holding the last issue sent: {sent_at, queued, posts}. */
const CURADORIA_AFILIADOS_NEWSLETTER_LAST_OPTION = 'curadoria_afiliados_newsletter_last';

/** WP-Cron hook of the weekly issue. */
const CURADORIA_AFILIADOS_NEWSLETTER_EVENT = 'curadoria_afiliados_newsletter_weekly';

/** Days an issue looks back. */
const CURADORIA_AFILIADOS_NEWSLETTER_DAYS = 7;

/** Most products in one issue. */
const CURADORIA_AFILIADOS_NEWSLETTER_MAX = 20;

/**
 * The weekly schedule, as stored or the default (off, Fridays at 9).
 *
 * @return array{enabled: bool, weekday: int, hour: int}
 */
function curadoria_afiliados_newsletter_schedule() {
	return curadoria_afiliados_sanitize_newsletter_schedule( get_option( CURADORIA_AFILIADOS_NEWSLETTER_OPTION, array() ) );
}

/**
 * Settings API sanitiser of the schedule.
 *
 * @param mixed $value Submitted value.
 * @return array{enabled: bool, weekday: int, hour: int}
 */
function curadoria_afiliados_sanitize_newsletter_schedule( $value ) {
	$value   = is_array( $value ) ? $value : array();
	$weekday = isset( $value['weekday'] ) && is_numeric( $value['weekday'] ) ? (int) $value['weekday'] : 5;
	$hour    = isset( $value['hour'] ) && is_numeric( $value['hour'] ) ? (int) $value['hour'] : 9;
	return array(
		'enabled' => ! empty( $value['enabled'] ),
		'weekday' => $weekday >= 0 && $weekday <= 6 ? $weekday : 5,
		'hour'    => $hour >= 0 && $hour <= 23 ? $hour : 9,
	);
}

/**
 * The next time the schedule says, after now.
 *
 * @param array{weekday: int, hour: int} $schedule Schedule.
 * @param int                            $now      Unix time.
 * @return int Unix time.
 */
function curadoria_afiliados_newsletter_next_time( array $schedule, $now ) {
	$day = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() )->setTime( $schedule['hour'], 0 );
	for ( $days = 0; $days <= 7; $days++ ) {
		$candidate = $day->modify( '+' . $days . ' days' );
		if ( (int) $candidate->format( 'w' ) === $schedule['weekday'] && $candidate->getTimestamp() > $now ) {
			break;
		}
	}
	return $candidate->getTimestamp();
}

/**
 * Schedule (or drop) the weekly event after the schedule changed.
 */
function curadoria_afiliados_newsletter_reschedule() {
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
	$schedule = curadoria_afiliados_newsletter_schedule();
	if ( $schedule['enabled'] ) {
		wp_schedule_single_event( curadoria_afiliados_newsletter_next_time( $schedule, time() ), CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
	}
}
add_action( 'add_option_' . CURADORIA_AFILIADOS_NEWSLETTER_OPTION, 'curadoria_afiliados_newsletter_reschedule' );
add_action( 'update_option_' . CURADORIA_AFILIADOS_NEWSLETTER_OPTION, 'curadoria_afiliados_newsletter_reschedule' );

/**
 * Register the schedule with the Settings API (the subscriptions page's group).
 */
function curadoria_afiliados_register_newsletter_setting() {
	register_setting(
		CURADORIA_AFILIADOS_SUBSCRIPTIONS_GROUP,
		CURADORIA_AFILIADOS_NEWSLETTER_OPTION,
		array(
			'type'              => 'array',
			'default'           => array(),
			'show_in_rest'      => false,
			'sanitize_callback' => 'curadoria_afiliados_sanitize_newsletter_schedule',
		)
	);
}
add_action( 'admin_init', 'curadoria_afiliados_register_newsletter_setting' );

/**
 * The products of an issue: published (not password-protected) in the 7 days
 * before $now, newest first, at most 20.
 *
 * @param int $now Unix time.
 * @return int[]
 */
function curadoria_afiliados_newsletter_posts( $now ) {
	$query = new WP_Query(
		array(
			'post_type'        => 'post',
			'post_status'      => 'publish',
			'has_password'     => false,
			'posts_per_page'   => CURADORIA_AFILIADOS_NEWSLETTER_MAX,
			'orderby'          => 'date',
			'order'            => 'DESC',
			'fields'           => 'ids',
			'no_found_rows'    => true,
			'suppress_filters' => true,
			'date_query'       => array(
				array(
					'column' => 'post_date_gmt',
					'after'  => gmdate( 'Y-m-d H:i:s', $now - CURADORIA_AFILIADOS_NEWSLETTER_DAYS * DAY_IN_SECONDS ),
				),
			),
		)
	);
	return array_map( 'intval', $query->posts );
}

/**
 * A product's price as an issue writes it: its cheapest offer, else its price text.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_newsletter_price( $post_id ) {
	$amounts = array_column( curadoria_afiliados_post_offers( $post_id ), 'price_cents' );
	if ( $amounts ) {
		return curadoria_afiliados_format_price( min( $amounts ) );
	}
	return curadoria_afiliados_mail_line( wp_strip_all_tags( (string) get_post_meta( $post_id, 'price', true ) ), 50 );
}

/**
 * An issue's subject and lines (the same for every subscriber but the
 * unsubscribe link), or null when none of its products is public any more.
 *
 * @param int[] $post_ids Products.
 * @return array{subject: string, lines: string[]}|null
 */
function curadoria_afiliados_newsletter_issue_text( array $post_ids ) {
	$lines = array( sprintf( 'Os produtos que %s publicou nos últimos %d dias:', curadoria_afiliados_mail_site_name(), CURADORIA_AFILIADOS_NEWSLETTER_DAYS ) );
	$shown = 0;
	foreach ( $post_ids as $post_id ) {
		if ( ! curadoria_afiliados_post_is_countable( $post_id ) ) {
			continue;
		}
		$price   = curadoria_afiliados_newsletter_price( $post_id );
		$excerpt = curadoria_afiliados_mail_line( curadoria_afiliados_mail_text( get_the_excerpt( $post_id ) ), 200 );
		$lines[] = '';
		$lines[] = '• ' . curadoria_afiliados_mail_title( $post_id ) . ( '' !== $price ? ' — ' . $price : '' );
		if ( '' !== $excerpt ) {
			$lines[] = '  ' . $excerpt;
		}
		$lines[] = '  ' . curadoria_afiliados_product_link( $post_id );
		$shown++;
	}
	if ( 0 === $shown ) {
		return null;
	}
	$lines[] = '';
	$lines[] = 'Os preços mudam a qualquer momento: confira na loja antes de comprar.';
	return array(
		'subject' => sprintf( 'Novidades da semana — %s', curadoria_afiliados_mail_site_name() ),
		'lines'   => $lines,
	);
}

/**
 * Queue this week's issue for every confirmed subscriber of the newsletter
 * (one statement: no subscriber is read into PHP).
 *
 * @param int $now Unix time.
 * @return int E-mails queued (0 when no product was published in the week).
 */
function curadoria_afiliados_newsletter_send( $now ) {
	global $wpdb;
	$posts = curadoria_afiliados_newsletter_posts( $now );
	if ( ! $posts ) {
		return 0;
	}
	$queued = (int) $wpdb->query(
		$wpdb->prepare(
			'INSERT INTO ' . curadoria_afiliados_mail_queue_table() . ' (kind, priority, subscriber_id, subscription_id, post_id, payload, queued_at)
			SELECT %s, %d, s.subscriber_id, s.id, 0, %s, %s FROM ' . curadoria_afiliados_subscriptions_table() . ' s
			INNER JOIN ' . curadoria_afiliados_subscribers_table() . ' b ON b.id = s.subscriber_id
			WHERE s.purpose = %s AND s.status = %s AND b.suspended_at IS NULL ORDER BY s.id', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			'newsletter',
			CURADORIA_AFILIADOS_MAIL_PRIORITY['newsletter'],
			wp_json_encode(
				array(
					'issue' => wp_date( 'Y-m-d', $now ),
					'posts' => $posts,
				)
			),
			curadoria_afiliados_utc( $now ),
			CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER,
			CURADORIA_AFILIADOS_CONFIRMED
		)
	);
	update_option(
		CURADORIA_AFILIADOS_NEWSLETTER_LAST_OPTION,
		array(
			'sent_at' => $now,
			'queued'  => $queued,
			'posts'   => count( $posts ),
		),
		false
	);
	if ( $queued > 0 ) {
		curadoria_afiliados_mail_schedule( $now );
	}
	return $queued;
}

/**
 * The weekly event: send the issue and schedule the next week's.
 */
function curadoria_afiliados_newsletter_weekly() {
	curadoria_afiliados_newsletter_send( time() );
	curadoria_afiliados_newsletter_reschedule();
}
add_action( CURADORIA_AFILIADOS_NEWSLETTER_EVENT, 'curadoria_afiliados_newsletter_weekly' );

<?php
/**
 * The price alerts under load (npm run bench:alerts, scripts/bench/alerts.mjs): N confirmed
 * subscribers of one product, the owner's price drop, and every alert sent through wp_mail() to the
 * mail sink in the batches WP-Cron would run, within the hourly cap. Prints one JSON object.
 *
 * The hours are simulated: when the cap stops the batches, every attempt is moved an hour back (as
 * if the hour had passed), so a run does not take hours; everything else is real (the queue, the
 * claims, PHPMailer over SMTP, the sink receiving).
 *
 * Environment: WP_SITE_DIR, WP_SITE_URL, BENCH_SUBSCRIBERS (10000), BENCH_CAP (5000 an hour), SINK_API.
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

global $wpdb;
$subscribers = (int) ( getenv( 'BENCH_SUBSCRIBERS' ) ?: 10000 );
$cap         = (int) ( getenv( 'BENCH_CAP' ) ?: 5000 );
$sink        = (string) getenv( 'SINK_API' );

/**
 * Seconds since a moment (microtime).
 *
 * @param float $since Start.
 * @return float
 */
function bench_seconds( $since ) {
	return round( microtime( true ) - $since, 3 );
}

/**
 * Messages the sink holds.
 *
 * @param string $sink Its HTTP API.
 * @return int
 */
function bench_received( $sink ) {
	return (int) json_decode( (string) file_get_contents( $sink . '/count' ), true )['count'];
}

/**
 * A product at Amazon for R$ 500,00 since 60 days ago, with $count confirmed subscribers (no target).
 *
 * @param string $title Title.
 * @param int    $count Subscribers.
 * @return array{post: int, seconds: float}
 */
function bench_product( $title, $count ) {
	global $wpdb;
	add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
	$post = wp_insert_post(
		array(
			'post_title'  => $title,
			'post_status' => 'publish',
		)
	);
	update_post_meta(
		$post,
		'offers',
		array(
			array(
				'store'       => 'Amazon',
				'price_cents' => 50000,
				'url'         => 'https://www.amazon.com.br/dp/BENCH',
			),
		)
	);
	curadoria_afiliados_history_flush();
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_history_table() . ' SET day = %s WHERE post_id = %d', curadoria_afiliados_day( 60 ), $post ) );
	$started = microtime( true );
	$now     = curadoria_afiliados_utc();
	for ( $first = 0; $first < $count; $first += 1000 ) {
		$people = array();
		$subs   = array();
		for ( $i = $first; $i < min( $count, $first + 1000 ); $i++ ) {
			$email    = "bench-{$post}-{$i}@example.com";
			$people[] = $wpdb->prepare( '(%s, %s, %s, %s)', $email, curadoria_afiliados_email_hash( $email ), curadoria_afiliados_token_random(), $now );
		}
		$wpdb->query( 'INSERT INTO ' . curadoria_afiliados_subscribers_table() . ' (email, email_hash, handle, created_at) VALUES ' . implode( ',', $people ) );
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . curadoria_afiliados_subscribers_table() . ' WHERE email LIKE %s AND id >= %d ORDER BY id', $wpdb->esc_like( "bench-{$post}-" ) . '%', (int) $wpdb->insert_id ) );
		foreach ( $ids as $id ) {
			$subs[] = $wpdb->prepare( '(%d, %s, %d, %s, %s, 1, %s, %s)', $id, CURADORIA_AFILIADOS_PURPOSE_ALERT, $post, CURADORIA_AFILIADOS_CONFIRMED, curadoria_afiliados_token_random(), $now, $now );
		}
		$wpdb->query( 'INSERT INTO ' . curadoria_afiliados_subscriptions_table() . ' (subscriber_id, purpose, post_id, status, handle, consent_version, consented_at, confirmed_at) VALUES ' . implode( ',', $subs ) );
	}
	return array(
		'post'    => (int) $post,
		'seconds' => bench_seconds( $started ),
	);
}

/**
 * The owner's price drop to R$ 450,00 (below the lowest of the 30 days before): the alerts queued.
 *
 * @param int $post Product.
 * @return array{queued: int, seconds: float, peak_mb: float}
 */
function bench_drop( $post ) {
	global $wpdb;
	$before = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE kind = 'alert'" );
	memory_reset_peak_usage();
	$base    = memory_get_usage();
	$started = microtime( true );
	update_post_meta(
		$post,
		'offers',
		array(
			array(
				'store'       => 'Amazon',
				'price_cents' => 45000,
				'url'         => 'https://www.amazon.com.br/dp/BENCH',
			),
		)
	);
	curadoria_afiliados_history_flush();
	return array(
		'queued'  => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE kind = 'alert'" ) - $before,
		'seconds' => bench_seconds( $started ),
		'peak_mb' => round( ( memory_get_peak_usage() - $base ) / 1048576, 2 ),
	);
}

update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
update_option( CURADORIA_AFILIADOS_MAIL_CAP_OPTION, $cap );
$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() );

$small       = bench_product( 'Bench: 1.000 inscritos', 1000 );
$small_drop  = bench_drop( $small['post'] );
$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_mail_queue_table() ); // Only the big product's alerts are sent.
$big         = bench_product( "Bench: {$subscribers} inscritos", $subscribers );
$big_drop    = bench_drop( $big['post'] );
$received_at = bench_received( $sink );

$hours        = array( 0 );
$batches      = 0;
$batch_peak   = 0;
$batch_worst  = 0.0;
$sending      = microtime( true );
$base         = memory_get_usage();
do {
	memory_reset_peak_usage();
	$started = microtime( true );
	$batch   = curadoria_afiliados_mail_run_batch();
	$batches++;
	$batch_peak                        = max( $batch_peak, memory_get_peak_usage() - $base );
	$batch_worst                       = max( $batch_worst, bench_seconds( $started ) );
	$hours[ count( $hours ) - 1 ]     += $batch['sent'] + $batch['failed'];
	if ( 0 === $batch['sent'] + $batch['failed'] + $batch['skipped'] && $batch['waiting'] > 0 ) {
		// The cap stopped the batches: an hour passes.
		$wpdb->query( 'UPDATE ' . curadoria_afiliados_mail_queue_table() . ' SET attempted_at = DATE_SUB(attempted_at, INTERVAL 3601 SECOND) WHERE attempted_at IS NOT NULL' );
		$hours[] = 0;
	}
} while ( $batch['waiting'] > 0 );

$counts = $wpdb->get_row( 'SELECT SUM(status = "sent") AS sent, SUM(status = "failed") AS failed, COUNT(DISTINCT subscriber_id) AS people FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE kind = 'alert'", ARRAY_A );
echo wp_json_encode(
	array(
		'subscribers'          => $subscribers,
		'cap_per_hour'         => $cap,
		'insert_seconds'       => $big['seconds'],
		'enqueue'              => array(
			'1000'         => $small_drop,
			"$subscribers" => $big_drop,
		),
		'send_seconds'         => bench_seconds( $sending ),
		'batches'              => $batches,
		'sent_per_hour'        => $hours,
		'worst_batch_seconds'  => $batch_worst,
		'batch_peak_mb'        => round( $batch_peak / 1048576, 2 ),
		'sent'                 => (int) $counts['sent'],
		'failed'               => (int) $counts['failed'],
		'distinct_subscribers' => (int) $counts['people'],
		'received_by_smtp'     => bench_received( $sink ) - $received_at,
		'php_memory_limit'     => ini_get( 'memory_limit' ),
	)
), "\n";

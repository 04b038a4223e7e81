<?php
/**
 * The WordPress side of npm run bench:prices (scripts/bench/prices.mjs), in
 * the bench's throwaway WordPress:
 *
 *   php price-refresh-bench.php create OFFERS PER_POST STORES_JSON
 *       publish OFFERS / PER_POST posts, each with PER_POST offers typed at
 *       R$ 100,00, at the stores of STORES_JSON ([{"name","base"}]) in turn
 *       (an offer's link: BASE/p/N);
 *   php price-refresh-bench.php start
 *       start a refresh round (as the daily event does);
 *   php price-refresh-bench.php batch
 *       run one batch of the round, as WP-Cron does, and print what it did,
 *       its wall and processor seconds and PHP's peak memory, as JSON.
 *
 * The deploy hook is never called.
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	fwrite( STDERR, "usage: price-refresh-bench.php create OFFERS PER_POST STORES_JSON | start | batch\n" );
	exit( 2 );
}

require __DIR__ . '/cli-request.php';
$curadoria_bench_started = microtime( true );
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';
add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );

$command = $argv[1];
if ( 'create' === $command && $argc >= 5 ) {
	$offers   = (int) $argv[2];
	$per_post = max( 1, (int) $argv[3] );
	$stores   = (array) json_decode( $argv[4], true );
	wp_defer_term_counting( true );
	for ( $n = 0; $n < $offers; $n += $per_post ) {
		$rows = array();
		for ( $i = 0; $i < $per_post && $n + $i < $offers; $i++ ) {
			$store  = $stores[ ( $n + $i ) % count( $stores ) ];
			$rows[] = array(
				'store'       => $store['name'],
				'price_cents' => 10000,
				'url'         => $store['base'] . '/p/' . ( $n + $i ),
			);
		}
		$id = wp_insert_post(
			array(
				'post_title'  => 'Produto do bench ' . ( $n / $per_post + 1 ),
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		update_post_meta( $id, 'offers', $rows );
	}
	wp_defer_term_counting( false );
	echo wp_json_encode( array( 'posts' => (int) ceil( $offers / $per_post ) ) ), "\n";
	exit( 0 );
}

if ( 'start' === $command ) {
	update_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, time(), false );
	exit( 0 );
}

if ( 'batch' === $command ) {
	$usage  = getrusage();
	$loaded = microtime( true );
	$result = curadoria_afiliados_price_refresh_batch();
	$after  = getrusage();
	echo wp_json_encode(
		array(
			'offers'      => $result['offers'],
			'changed'     => $result['changed'],
			'more'        => $result['more'],
			'seconds'     => round( microtime( true ) - $loaded, 3 ),
			'load'        => round( $loaded - $curadoria_bench_started, 3 ),
			'cpu'         => round( ( $after['ru_utime.tv_sec'] + $after['ru_stime.tv_sec'] - $usage['ru_utime.tv_sec'] - $usage['ru_stime.tv_sec'] ) + ( $after['ru_utime.tv_usec'] + $after['ru_stime.tv_usec'] - $usage['ru_utime.tv_usec'] - $usage['ru_stime.tv_usec'] ) / 1e6, 3 ),
			'peak_memory' => memory_get_peak_usage( true ),
			'queries'     => (int) $GLOBALS['wpdb']->num_queries,
		)
	), "\n";
	exit( 0 );
}

fwrite( STDERR, "unknown command {$command}\n" );
exit( 2 );

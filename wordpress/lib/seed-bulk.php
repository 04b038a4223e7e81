<?php
/**
 * Many posts at once, for the scale benchmark (npm run bench:scale): run by wordpress/seed-bulk.sh
 * after wordpress/seed.sh, in a throwaway WordPress (WORDPRESS_STATE_DIR).
 *
 * Copies of the seeded published posts (title with a number, same content, excerpt, category,
 * price, link and featured image), written with multi-row SQL inserts: wp_insert_post() would take
 * minutes for 10,000 posts. Dates are spread over the past, one post every 47 minutes, so the
 * newest ones are "new". Idempotent: only the posts still missing are added (marker meta
 * `_curadoria_bulk`), also on a WordPress kept from an earlier run (npm run bench:scale -- --keep).
 *
 * Input: POSTS_WANTED (the number of published posts wanted in all, the seeded ones included),
 * WP_SITE_DIR, WP_SITE_URL.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

require __DIR__ . '/cli-request.php';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

const BULK_MARKER = '_curadoria_bulk';
const BATCH       = 500;

$posts_wanted = (int) getenv( 'POSTS_WANTED' );
if ( $posts_wanted < 1 ) {
	fwrite( STDERR, "[seed-bulk] POSTS_WANTED must be a positive number\n" );
	exit( 1 );
}

global $wpdb;
$started = microtime( true );

// The seeded published posts are the models; earlier copies are not.
$models = array();
$seeded = get_posts(
	array(
		'post_type'   => 'post',
		'post_status' => 'publish',
		'numberposts' => -1,
		'orderby'     => 'ID',
		'order'       => 'ASC',
		'meta_query'  => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
			array(
				'key'     => BULK_MARKER,
				'compare' => 'NOT EXISTS',
			),
		),
	)
);
foreach ( $seeded as $post ) {
	$models[] = array(
		'title'     => $post->post_title,
		'name'      => $post->post_name,
		'content'   => $post->post_content,
		'excerpt'   => $post->post_excerpt,
		'author'    => (int) $post->post_author,
		'thumbnail' => (int) get_post_thumbnail_id( $post ),
		'price'     => (string) get_post_meta( $post->ID, 'price', true ),
		'url'       => (string) get_post_meta( $post->ID, 'affiliate_url', true ),
		'terms'     => array_map(
			static function ( $term ) {
				return (int) $term->term_taxonomy_id;
			},
			wp_get_post_terms( $post->ID, 'category' )
		),
	);
}
if ( ! $models ) {
	fwrite( STDERR, "[seed-bulk] no published posts to copy; run wordpress/seed.sh first\n" );
	exit( 1 );
}

$wanted   = $posts_wanted - count( $models );
$existing = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", BULK_MARKER ) );
if ( $existing >= $wanted ) {
	fwrite( STDERR, "[seed-bulk] $existing bulk posts already there\n" );
	exit( 0 );
}

$now = time();
for ( $first = $existing; $first < $wanted; $first += BATCH ) {
	$last  = min( $first + BATCH, $wanted );
	$rows  = array();
	$names = array();
	$batch = array();
	for ( $i = $first; $i < $last; $i++ ) {
		$model = $models[ $i % count( $models ) ];
		$gmt   = gmdate( 'Y-m-d H:i:s', $now - ( $i + 1 ) * 47 * MINUTE_IN_SECONDS );
		$local = get_date_from_gmt( $gmt );
		$name  = $model['name'] . '-' . ( $i + 1 );
		$rows[] = $wpdb->prepare(
			"(%d, %s, %s, %s, %s, %s, 'publish', 'closed', 'closed', %s, %s, %s, '', '', '', '', 'post', '')",
			$model['author'],
			$local,
			$gmt,
			$model['content'],
			$model['title'] . ' – ' . ( $i + 1 ),
			$model['excerpt'],
			$name,
			$local,
			$gmt
		);
		$names[]        = $name;
		$batch[ $name ] = $model;
	}
	$wpdb->query(
		"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_password, post_type, guid) VALUES " . implode( ',', $rows ) // phpcs:ignore WordPress.DB.PreparedSQL
	);
	$placeholders = implode( ',', array_fill( 0, count( $names ), '%s' ) );
	$ids          = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name IN ($placeholders)", $names ) ); // phpcs:ignore WordPress.DB.PreparedSQL

	$meta  = array();
	$terms = array();
	foreach ( $ids as $row ) {
		$model   = $batch[ $row->post_name ];
		$meta[]  = $wpdb->prepare( '(%d, %s, %s)', $row->ID, BULK_MARKER, '1' );
		$meta[]  = $wpdb->prepare( '(%d, %s, %s)', $row->ID, 'price', $model['price'] );
		$meta[]  = $wpdb->prepare( '(%d, %s, %s)', $row->ID, 'affiliate_url', $model['url'] );
		if ( $model['thumbnail'] ) {
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $row->ID, '_thumbnail_id', (string) $model['thumbnail'] );
		}
		foreach ( $model['terms'] as $term_taxonomy_id ) {
			$terms[] = $wpdb->prepare( '(%d, %d, 0)', $row->ID, $term_taxonomy_id );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	if ( $terms ) {
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order) VALUES " . implode( ',', $terms ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}
}

// What wp_insert_post() would have kept up to date.
$site = home_url( '/?p=' );
$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET guid = CONCAT(%s, ID) WHERE post_type = 'post' AND guid = ''", $site ) );
$wpdb->query(
	"UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_type = 'post' AND p.post_status = 'publish') WHERE tt.taxonomy = 'category'"
);
wp_cache_flush();

$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
fprintf( STDERR, "[seed-bulk] added %d posts in %.1f s; %d published posts in all\n", $wanted - $existing, microtime( true ) - $started, $total );

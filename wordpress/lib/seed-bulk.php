<?php
/**
 * Many posts at once, for the benchmarks (npm run bench:scale, npm run bench:search): run by
 * wordpress/seed-bulk.sh after wordpress/seed.sh, in a throwaway WordPress (WORDPRESS_STATE_DIR).
 *
 * A shop's catalog, not copies of one text: each post a product type with its category and
 * attributes ('110V', '128 GB', '4 Litros'), a brand, a model line with a number, a colour, an
 * excerpt and a few paragraphs made from the word lists the search's tests use
 * (app/wordpress/search/fixtures/shop-words.json, with app/wordpress/search/fixtures/shop-catalog.ts):
 * a few thousand distinct words. Price, affiliate link and a seeded post's featured image come
 * with it (or one of its own: BULK_PICTURES). Written with multi-row SQL inserts: wp_insert_post()
 * would take minutes for 10,000 posts. Dates are spread over the past, one post every 47 minutes, and the newer post has the
 * larger id, as in a WordPress written day by day. Idempotent: only the posts still missing are
 * added (marker meta `_curadoria_bulk`), also on a WordPress kept from an earlier run
 * (npm run bench:scale -- --keep).
 *
 * BULK_PICTURES (a folder below wp-content/uploads, e.g. `bulk`; npm run bench:scale --
 * --distinct-pictures): each bulk post gets a featured image of its own instead, the file
 * `produto-N.jpg` of that folder for bulk post N (drawn before by scripts/bench/product-pictures.mjs),
 * attached as WordPress attaches an upload for which it generated no sizes.
 *
 * Input: POSTS_WANTED (the number of published posts wanted in all, the seeded ones included),
 * BULK_PICTURES (optional), WP_SITE_DIR, WP_SITE_URL.
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

// The seeded published posts lend their featured images and authors; earlier bulk posts do not count.
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
$thumbnails = array_values( array_filter( array_map( 'get_post_thumbnail_id', $seeded ) ) );
if ( ! $seeded ) {
	fwrite( STDERR, "[seed-bulk] no published posts; run wordpress/seed.sh first\n" );
	exit( 1 );
}
$author = (int) $seeded[0]->post_author;

$pictures_dir = trim( (string) getenv( 'BULK_PICTURES' ), '/' );
$uploads      = wp_upload_dir( null, false );

$words = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/app/wordpress/search/fixtures/shop-words.json' ), true );
if ( ! is_array( $words ) ) {
	fwrite( STDERR, "[seed-bulk] cannot read the shop's word lists\n" );
	exit( 1 );
}

// Each product type's category, as a term of WordPress's (made when missing).
$category_of = array();
foreach ( $words['types'] as $type ) {
	$name = $type[1];
	if ( isset( $category_of[ $name ] ) ) {
		continue;
	}
	$term = get_term_by( 'name', $name, 'category' );
	if ( ! $term ) {
		$created = wp_insert_term( $name, 'category' );
		$term    = is_wp_error( $created ) ? false : get_term( $created['term_id'], 'category' );
	}
	if ( ! $term || is_wp_error( $term ) ) {
		fwrite( STDERR, "[seed-bulk] no category $name\n" );
		exit( 1 );
	}
	$category_of[ $name ] = (int) $term->term_taxonomy_id;
}

/**
 * One product of the catalog, the same for the same number on every run.
 *
 * @param int   $number Its number.
 * @param array $words  The word lists.
 * @return array{title: string, excerpt: string, content: string, category: string, price: string}
 */
function curadoria_bulk_product( $number, $words ) {
	mt_srand( 36 + $number );
	$pick       = static function ( $list ) {
		return $list[ mt_rand( 0, count( $list ) - 1 ) ];
	};
	$type       = $pick( $words['types'] );
	$attributes = $type[2];
	$line_index = mt_rand( 0, count( $words['lines'] ) - 1 );
	$model      = trim( ( 100 + ( ( $line_index * 137 + mt_rand( 0, 5 ) * 211 ) % 900 ) ) . $pick( $words['suffixes'] ) );
	$first      = $pick( $attributes );
	$second     = $pick( $attributes );
	$colour     = mt_rand( 0, 1 ) ? ' ' . $pick( $words['colors'] ) : '';
	$name       = $type[0] . ' ' . $pick( $words['brands'] ) . ' ' . $words['lines'][ $line_index ] . ' ' . $model;
	$title      = $name . ' ' . $first . ( $second === $first ? '' : ' ' . $second ) . $colour;
	$excerpt    = $first . ', ' . $pick( $words['nouns'] ) . ' ' . $pick( $words['adjectives'] ) . ' e ' . $pick( $words['nouns'] ) . ' ' . $pick( $words['adjectives'] ) . ' ' . $pick( $words['uses'] ) . '.';
	$paragraphs = array( $pick( $words['openers'] ) . ' o ' . $name . ' ' . $pick( $words['verbs'] ) . ' ' . $pick( $words['nouns'] ) . ' ' . $pick( $words['adjectives'] ) . ' ' . $pick( $words['uses'] ) . '.' );
	$more       = mt_rand( 3, 6 );
	for ( $i = 0; $i < $more; $i++ ) {
		$paragraphs[] = ucfirst( $pick( $words['nouns'] ) ) . ' ' . $pick( $words['adjectives'] ) . ', ' . $pick( $words['nouns'] ) . ' ' . $pick( $words['adjectives'] ) . ' e ' . $pick( $attributes ) . ': ' . $pick( $words['verbs'] ) . ' ' . $pick( $words['uses'] ) . '.';
	}
	$paragraphs[] = $pick( $words['closers'] );
	return array(
		'title'    => $title,
		'excerpt'  => $excerpt,
		'content'  => '<!-- wp:paragraph --><p>' . implode( "</p><!-- /wp:paragraph -->\n\n<!-- wp:paragraph --><p>", array_map( 'esc_html', $paragraphs ) ) . '</p><!-- /wp:paragraph -->',
		'category' => $type[1],
		'price'    => 'R$ ' . number_format( mt_rand( 1990, 499990 ) / 100, 2, ',', '.' ),
	);
}

/**
 * The attachment rows of bulk posts' own pictures ($picture_of: post ID => file below uploads),
 * as wp_insert_attachment() writes them; returns post ID => attachment ID.
 *
 * @param array $picture_of Post ID => its picture: file (below uploads), title, date, date_gmt.
 * @param int   $author     Their author.
 * @param array $uploads    wp_upload_dir(): basedir, baseurl.
 * @return array<int, int>
 */
function curadoria_bulk_attach( $picture_of, $author, $uploads ) {
	global $wpdb;
	$rows = array();
	$size = array();
	foreach ( $picture_of as $post_id => $picture ) {
		$path = $uploads['basedir'] . '/' . $picture['file'];
		$info = is_file( $path ) ? getimagesize( $path ) : false;
		if ( ! $info ) {
			fwrite( STDERR, "[seed-bulk] no picture at $path\n" );
			exit( 1 );
		}
		$size[ $post_id ] = array( $info[0], $info[1], (int) filesize( $path ) );
		$rows[]           = $wpdb->prepare(
			"(%d, %s, %s, '', %s, '', 'inherit', 'closed', 'closed', %s, %s, %s, %d, %s, 'attachment', 'image/jpeg', '', '', '', '')",
			$author,
			$picture['date'],
			$picture['date_gmt'],
			$picture['title'],
			sanitize_title( basename( $picture['file'], '.jpg' ) ),
			$picture['date'],
			$picture['date_gmt'],
			$post_id,
			$uploads['baseurl'] . '/' . $picture['file']
		);
	}
	$wpdb->query(
		"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, post_parent, guid, post_type, post_mime_type, to_ping, pinged, post_content_filtered, post_password) VALUES " . implode( ',', $rows ) // phpcs:ignore WordPress.DB.PreparedSQL
	);
	$placeholders = implode( ',', array_fill( 0, count( $picture_of ), '%d' ) );
	$attachments  = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_parent FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_parent IN ($placeholders)", array_keys( $picture_of ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL

	$meta = array();
	$ids  = array();
	foreach ( $attachments as $row ) {
		$post_id               = (int) $row->post_parent;
		$picture               = $picture_of[ $post_id ];
		list( $w, $h, $bytes ) = $size[ $post_id ];
		$ids[ $post_id ]       = (int) $row->ID;
		$metadata              = array(
			'width'      => $w,
			'height'     => $h,
			'file'       => $picture['file'],
			'filesize'   => $bytes,
			'sizes'      => array(),
			'image_meta' => array(),
		);

		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $row->ID, '_wp_attached_file', $picture['file'] );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $row->ID, '_wp_attachment_metadata', serialize( $metadata ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $row->ID, '_wp_attachment_image_alt', $picture['title'] );
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	return $ids;
}

$wanted   = $posts_wanted - count( $seeded );
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
		$product = curadoria_bulk_product( $i, $words );
		// The later a post is written, the newer it is: the newest has the largest id.
		$gmt    = gmdate( 'Y-m-d H:i:s', $now - ( $wanted - $i ) * 47 * MINUTE_IN_SECONDS );
		$local  = get_date_from_gmt( $gmt );
		$name   = sanitize_title( $product['title'] ) . '-' . ( $i + 1 );
		$rows[] = $wpdb->prepare(
			"(%d, %s, %s, %s, %s, %s, 'publish', 'closed', 'closed', %s, %s, %s, '', '', '', '', 'post', '')",
			$author,
			$local,
			$gmt,
			$product['content'],
			$product['title'],
			$product['excerpt'],
			$name,
			$local,
			$gmt
		);
		$names[]        = $name;
		$batch[ $name ] = $product + array(
			'number'    => $i + 1,
			'date'      => $local,
			'date_gmt'  => $gmt,
			'thumbnail' => $thumbnails ? $thumbnails[ $i % count( $thumbnails ) ] : 0,
			'url'       => 'https://www.amazon.com.br/dp/B0BULK' . ( $i + 1 ) . '?tag=curadoria-20',
		);
	}
	$wpdb->query(
		"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_password, post_type, guid) VALUES " . implode( ',', $rows ) // phpcs:ignore WordPress.DB.PreparedSQL
	);
	$placeholders = implode( ',', array_fill( 0, count( $names ), '%s' ) );
	$ids          = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name IN ($placeholders)", $names ) ); // phpcs:ignore WordPress.DB.PreparedSQL

	$own_pictures = array();
	if ( '' !== $pictures_dir ) {
		$picture_of = array();
		foreach ( $ids as $row ) {
			$product                      = $batch[ $row->post_name ];
			$picture_of[ (int) $row->ID ] = array(
				'file'     => $pictures_dir . '/produto-' . $product['number'] . '.jpg',
				'title'    => $product['title'],
				'date'     => $product['date'],
				'date_gmt' => $product['date_gmt'],
			);
		}
		$own_pictures = curadoria_bulk_attach( $picture_of, $author, $uploads );
	}

	$meta  = array();
	$terms = array();
	foreach ( $ids as $row ) {
		$product   = $batch[ $row->post_name ];
		$thumbnail = $own_pictures[ (int) $row->ID ] ?? $product['thumbnail'];
		$meta[]    = $wpdb->prepare( '(%d, %s, %s)', $row->ID, BULK_MARKER, '1' );
		$meta[]    = $wpdb->prepare( '(%d, %s, %s)', $row->ID, 'price', $product['price'] );
		$meta[]    = $wpdb->prepare( '(%d, %s, %s)', $row->ID, 'affiliate_url', $product['url'] );
		if ( $thumbnail ) {
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $row->ID, '_thumbnail_id', (string) $thumbnail );
		}
		$terms[] = $wpdb->prepare( '(%d, %d, 0)', $row->ID, $category_of[ $product['category'] ] );
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

<?php
/**
 * Clicks per store: a 'Ver na {loja}' click ({"type":"click","post":ID,
 * "store":"Amazon"}) also counts for the offer it names. Kept beside the
 * post's daily totals (counter.php) in a table of (post, day, store, clicks):
 * like the totals, nothing about the visitor. The store stored is the offer's
 * own name, never the text the visitor sent, so an event cannot write
 * anything of its own into the database.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Name of the per-store clicks table.
 *
 * @return string
 */
function curadoria_afiliados_store_clicks_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_store_clicks';
}

/**
 * Create or upgrade the table: one row per post, day and store. The primary
 * key serves the posts list (some posts, a window of days); the second key
 * covers the dashboard's totals per store over a window of days.
 */
function curadoria_afiliados_store_clicks_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_store_clicks_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  day date NOT NULL,
  store varchar(100) NOT NULL,
  clicks int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (post_id,day,store),
  KEY day_store (day,store,clicks)
) {$charset};"
	);
}

/**
 * Add clicks to a post's store on a day (an atomic increment).
 *
 * @param int    $post_id Post ID.
 * @param string $store   The offer's store name.
 * @param int    $clicks  Clicks to add.
 * @param string $day     Y-m-d; default today.
 * @return bool
 */
function curadoria_afiliados_store_clicks_add( $post_id, $store, $clicks = 1, $day = '' ) {
	global $wpdb;
	$table = curadoria_afiliados_store_clicks_table();
	return false !== $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (post_id, day, store, clicks) VALUES (%d, %s, %s, %d) ON DUPLICATE KEY UPDATE clicks = clicks + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			'' === $day ? curadoria_afiliados_day() : $day,
			$store,
			$clicks,
			$clicks
		)
	);
}

/**
 * Clicks per store of some posts over the last $days days.
 *
 * @param int[] $post_ids Post IDs.
 * @param int   $days     Window, today included.
 * @return array<int, array<string, int>> Post ID => store => clicks, most clicked store first; posts without rows are absent.
 */
function curadoria_afiliados_store_clicks_totals( array $post_ids, $days ) {
	global $wpdb;
	$post_ids = array_values( array_filter( array_map( 'intval', $post_ids ) ) );
	if ( ! $post_ids ) {
		return array();
	}
	$table  = curadoria_afiliados_store_clicks_table();
	$in     = implode( ',', $post_ids ); // Integers only, see above.
	$rows   = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT post_id, store, SUM(clicks) AS clicks FROM {$table} WHERE post_id IN ({$in}) AND day >= %s GROUP BY post_id, store ORDER BY post_id, clicks DESC, store", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			curadoria_afiliados_day( $days - 1 )
		),
		ARRAY_A
	);
	$totals = array();
	foreach ( (array) $rows as $row ) {
		$totals[ (int) $row['post_id'] ][ (string) $row['store'] ] = (int) $row['clicks'];
	}
	return $totals;
}

/**
 * Clicks per store over all posts of the last $days days, most clicked first.
 *
 * @param int $days  Window, today included.
 * @param int $limit Most stores listed.
 * @return array<string, int> Store => clicks.
 */
function curadoria_afiliados_store_clicks_by_store( $days, $limit ) {
	global $wpdb;
	$table = curadoria_afiliados_store_clicks_table();
	$rows  = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT store, SUM(clicks) AS clicks FROM {$table} WHERE day >= %s GROUP BY store ORDER BY clicks DESC, store LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			curadoria_afiliados_day( $days - 1 ),
			$limit
		),
		ARRAY_A
	);
	return array_map( 'intval', array_column( (array) $rows, 'clicks', 'store' ) );
}

/**
 * "Amazon 40 · Magalu 21": a post's clicks per store, for the admin.
 *
 * @param array<string, int> $stores Store => clicks.
 * @return string Plain text ('' without clicks per store).
 */
function curadoria_afiliados_store_clicks_text( array $stores ) {
	$parts = array();
	foreach ( $stores as $store => $clicks ) {
		$parts[] = $store . ' ' . number_format_i18n( $clicks );
	}
	return implode( ' · ', $parts );
}

/**
 * A deleted post's clicks per store go with it.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_store_clicks_on_delete( $post_id ) {
	global $wpdb;
	$wpdb->delete( curadoria_afiliados_store_clicks_table(), array( 'post_id' => (int) $post_id ), array( '%d' ) );
}
add_action( 'deleted_post', 'curadoria_afiliados_store_clicks_on_delete' );

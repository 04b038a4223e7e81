<?php
/**
 * Price history: every change of a post's offers (day, store, amount) in the
 * plugin's own table, whatever made it (the editor, the REST API, an import
 * or any code writing the meta). What the site reads of it is in
 * price-history-route.php; the rules are pure (rules/price-history.php).
 *
 * A change is noted by the meta hooks (price-sync.php) and recorded once per
 * request and post, when the request has written everything (after a REST
 * write, after the editor's save, else at shutdown), so a save that changes
 * both the price and the link records the final offers only.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Name of the history table.
 *
 * @return string
 */
function curadoria_afiliados_history_table() {
	global $wpdb;
	return $wpdb->prefix . 'curadoria_afiliados_price_history';
}

/**
 * Create or upgrade the table: one row per post, store and day, holding the
 * day's last amount. The primary key finds a store's latest rows and its last
 * change before a window; the second key reads a post's window by day.
 * Store names compare without case (the table's collation), like the site's.
 */
function curadoria_afiliados_history_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = curadoria_afiliados_history_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  store varchar(100) NOT NULL,
  day date NOT NULL,
  price_cents int(10) unsigned NOT NULL,
  PRIMARY KEY  (post_id,store,day),
  KEY post_day (post_id,day)
) {$charset};"
	);
}

/**
 * Note that a post's offers may have changed (recorded by the next flush).
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_mark( $post_id ) {
	$GLOBALS['curadoria_afiliados_history_pending'][ (int) $post_id ] = true;
}

/**
 * Record the offers of every post noted since the last flush.
 */
function curadoria_afiliados_history_flush() {
	$pending = isset( $GLOBALS['curadoria_afiliados_history_pending'] ) ? array_keys( (array) $GLOBALS['curadoria_afiliados_history_pending'] ) : array();

	$GLOBALS['curadoria_afiliados_history_pending'] = array();
	foreach ( $pending as $post_id ) {
		curadoria_afiliados_history_record( $post_id );
	}
}
add_action( 'shutdown', 'curadoria_afiliados_history_flush', 5 );
add_action( 'save_post_post', 'curadoria_afiliados_history_flush', 99 );
add_action( 'rest_after_insert_post', 'curadoria_afiliados_history_flush' );

/**
 * Record today's amount of each offer of a post that differs from the last
 * one recorded for its store (curadoria_afiliados_history_step()). A store
 * that stops being offered gets no row: its last amount stays its last point.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_record( $post_id ) {
	global $wpdb;
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post || 'post' !== $post->post_type ) {
		return; // Deleted meanwhile (or rolled back), or not a product.
	}
	$table = curadoria_afiliados_history_table();
	$today = curadoria_afiliados_day();
	foreach ( curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT day, price_cents FROM {$table} WHERE post_id = %d AND store = %s ORDER BY day DESC LIMIT 2", $post_id, $offer['store'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$step = curadoria_afiliados_history_step( (array) $rows, $offer['price_cents'], $today );
		if ( 'delete' === $step ) {
			$wpdb->delete( $table, array( 'post_id' => $post_id, 'store' => $offer['store'], 'day' => $today ), array( '%d', '%s', '%s' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		} elseif ( 'put' === $step && curadoria_afiliados_history_put( $post_id, $offer['store'], $today, $offer['price_cents'] ) ) {
			curadoria_afiliados_history_announce( $post_id, $offer, isset( $rows[0] ) ? (int) $rows[0]['price_cents'] : null );
		}
	}
}

/**
 * Tell listeners (the price alerts) that a new amount was recorded for an
 * offer, once, after its point is stored: the contract shared with the store
 * refresh. A typed price's availability is not known.
 *
 * @param int      $post_id  Post ID.
 * @param array    $offer    {store, price_cents, url}.
 * @param int|null $previous The offer's amount before, null for its first point.
 */
function curadoria_afiliados_history_announce( $post_id, array $offer, $previous ) {
	/**
	 * Fires once after the price history records a new amount for an offer.
	 *
	 * @param array $recorded post_id, store, previous_cents, amount_cents, currency, source
	 *                        ('store'|'manual'), availability ('in_stock'|'out_of_stock'|'unknown'),
	 *                        recorded_at (ISO 8601 UTC), url (the affiliate link visitors get).
	 */
	do_action(
		'curadoria_afiliados_price_recorded',
		array(
			'post_id'        => (int) $post_id,
			'store'          => (string) $offer['store'],
			'previous_cents' => $previous,
			'amount_cents'   => (int) $offer['price_cents'],
			'currency'       => CURADORIA_AFILIADOS_CURRENCY,
			'source'         => 'manual',
			'availability'   => 'unknown',
			'recorded_at'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'url'            => (string) $offer['url'],
		)
	);
}

/**
 * Write one point (the seed backdates history with it).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param string $day     Y-m-d.
 * @param int    $cents   Amount.
 * @return bool
 */
function curadoria_afiliados_history_put( $post_id, $store, $day, $cents ) {
	global $wpdb;
	$table = curadoria_afiliados_history_table();
	return false !== $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (post_id, store, day, price_cents) VALUES (%d, %s, %s, %d) ON DUPLICATE KEY UPDATE price_cents = VALUES(price_cents)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			$store,
			$day,
			$cents
		)
	);
}

/**
 * A deleted post's history goes with it.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_history_on_delete( $post_id ) {
	global $wpdb;
	$wpdb->delete( curadoria_afiliados_history_table(), array( 'post_id' => (int) $post_id ), array( '%d' ) );
}
add_action( 'deleted_post', 'curadoria_afiliados_history_on_delete' );

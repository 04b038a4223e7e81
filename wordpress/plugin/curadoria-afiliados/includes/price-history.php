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
 * both the price and the link records the final offers only. Only a public
 * post's prices are recorded (a draft's typed prices never become its
 * history), and a post becoming public records its offers then. Each point
 * recorded fires 'curadoria_afiliados_price_recorded', with its source: the
 * owner ('manual') or a store refresh ('store', price-refresh.php).
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
 * day's last amount and where it came from (the owner: 'manual', a store
 * refresh: 'store'). The primary key finds a store's latest rows and its last
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
  source varchar(10) NOT NULL DEFAULT 'manual',
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
 * Record today's amount of each offer of a public post that differs from the
 * last one recorded for its store (curadoria_afiliados_history_step()), and
 * tell whoever listens. A store that stops being offered gets no row: its
 * last amount stays its last point.
 *
 * @param int                   $post_id Post ID.
 * @param array<string, string> $sources Source of the new amounts by store key ('store'); others are the owner's ('manual').
 */
function curadoria_afiliados_history_record( $post_id, array $sources = array() ) {
	global $wpdb;
	if ( ! curadoria_afiliados_post_is_countable( $post_id ) ) {
		return; // Deleted meanwhile (or rolled back), not a product, or not public: nothing of it is history.
	}
	$table = curadoria_afiliados_history_table();
	$today = curadoria_afiliados_day();
	foreach ( curadoria_afiliados_public_offers( $post_id ) as $offer ) {
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT day, price_cents FROM {$table} WHERE post_id = %d AND store = %s ORDER BY day DESC LIMIT 2", $post_id, $offer['store'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$step   = curadoria_afiliados_history_step( $rows, $offer['price_cents'], $today );
		$source = 'store' === ( $sources[ curadoria_afiliados_store_key( $offer['store'] ) ] ?? '' ) ? 'store' : 'manual';
		if ( 'delete' === $step ) {
			$wpdb->delete( $table, array( 'post_id' => $post_id, 'store' => $offer['store'], 'day' => $today ), array( '%d', '%s', '%s' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		} elseif ( 'put' !== $step || ! curadoria_afiliados_history_put( $post_id, $offer['store'], $today, $offer['price_cents'], $source ) ) {
			continue;
		}
		/**
		 * A new amount of an offer is in the price history (the owner's edit or a store refresh).
		 *
		 * @param array $point post_id, store (normalised name), previous_cents (null for the first point),
		 *                     amount_cents, currency ('BRL'), source ('store'|'manual'),
		 *                     availability ('in_stock'|'out_of_stock'|'unknown'), recorded_at (ISO 8601 UTC),
		 *                     url (the affiliate link visitors get).
		 */
		do_action(
			'curadoria_afiliados_price_recorded',
			array(
				'post_id'        => (int) $post_id,
				'store'          => $offer['store'],
				'previous_cents' => isset( $rows[0] ) ? (int) $rows[0]['price_cents'] : null,
				'amount_cents'   => $offer['price_cents'],
				'currency'       => CURADORIA_AFILIADOS_CURRENCY,
				'source'         => $source,
				'availability'   => $offer['availability'],
				'recorded_at'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
				'url'            => $offer['url'],
			)
		);
	}
}

/**
 * A post that becomes public (published, its password removed) gets its
 * offers of that moment recorded: the first points of its public history.
 *
 * @param int     $post_id     Post ID.
 * @param WP_Post $post_after  Post after the update.
 * @param WP_Post $post_before Post before.
 */
function curadoria_afiliados_history_on_publication( $post_id, $post_after, $post_before ) {
	$public = static function ( $post ) {
		return 'publish' === $post->post_status && '' === $post->post_password;
	};
	if ( 'post' === $post_after->post_type && $public( $post_after ) && ! $public( $post_before ) ) {
		curadoria_afiliados_history_mark( $post_id );
	}
}
add_action( 'post_updated', 'curadoria_afiliados_history_on_publication', 10, 3 );

/**
 * A post published by any path (created published, a scheduled post's
 * time come, which post_updated does not see) gets its offers recorded too.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       Post.
 */
function curadoria_afiliados_history_on_first_publication( $new_status, $old_status, $post ) {
	if ( 'publish' === $new_status && 'publish' !== $old_status && 'post' === $post->post_type ) {
		curadoria_afiliados_history_mark( $post->ID );
	}
}
add_action( 'transition_post_status', 'curadoria_afiliados_history_on_first_publication', 10, 3 );

/**
 * Write one point (the seed backdates history with it).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Store name.
 * @param string $day     Y-m-d.
 * @param int    $cents   Amount.
 * @param string $source  'manual' (the owner) or 'store' (a store refresh).
 * @return bool
 */
function curadoria_afiliados_history_put( $post_id, $store, $day, $cents, $source = 'manual' ) {
	global $wpdb;
	$table = curadoria_afiliados_history_table();
	return false !== $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (post_id, store, day, price_cents, source) VALUES (%d, %s, %s, %d, %s) ON DUPLICATE KEY UPDATE price_cents = VALUES(price_cents), source = VALUES(source)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$post_id,
			$store,
			$day,
			$cents,
			'store' === $source ? 'store' : 'manual'
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

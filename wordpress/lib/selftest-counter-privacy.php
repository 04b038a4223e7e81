<?php
/**
 * Part of lib/plugin-selftest.php: after events from two addresses (views,
 * and clicks naming a store, one of them naming the address itself), nothing
 * the plugin stores links either address to them. The test takes the place
 * of someone holding a copy of the database: it dumps the plugin's tables and
 * every option and transient, then
 *
 * - looks for the addresses themselves, in every written form;
 * - brute-forces the addresses' neighbourhoods (a /24 and 256 IPv6 /64s)
 *   through HMAC-SHA256/SHA1/MD5 and plain hashes, keyed by every string
 *   found in the dump (and by none), against every hex run in the dump;
 * - runs the plugin's own bucket function with every string of the dump as
 *   the secret, and asks whether it puts both addresses into the stored rows
 *   that hold their counts;
 * - and, as a control, shows that wp-config.php's secret, which is not in the
 *   dump, does: so the test would notice a stored secret.
 *
 * Runs inside a rolled-back transaction.
 *
 * @package CuradoriaAfiliados
 */

global $wpdb;

$private_b = '2001:db8:ab:cd::17';
$private_a = selftest_address_in_another_bucket( '198.51.100.%d', array( $private_b, '127.0.0.1' ) );
$events    = array(
	$private_a => 3,
	$private_b => 5,
);

/**
 * Every string in a stored value: the value itself and, for serialized PHP or
 * JSON, every key and scalar inside.
 *
 * @param mixed    $value Stored value.
 * @param string[] $out   Strings found so far.
 */
function selftest_strings_in( $value, array &$out ) {
	if ( is_array( $value ) || is_object( $value ) ) {
		foreach ( (array) $value as $key => $inner ) {
			selftest_strings_in( (string) $key, $out );
			selftest_strings_in( $inner, $out );
		}
		return;
	}
	if ( ! is_scalar( $value ) || '' === (string) $value ) {
		return;
	}
	$out[] = (string) $value;
	if ( is_serialized( $value ) ) {
		selftest_strings_in( @unserialize( $value, array( 'allowed_classes' => false ) ), $out ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize
	} elseif ( is_string( $value ) && in_array( substr( ltrim( $value ), 0, 1 ), array( '{', '[' ), true ) ) {
		$json = json_decode( $value, true );
		if ( is_array( $json ) ) {
			selftest_strings_in( $json, $out );
		}
	}
}

/**
 * Everything an attacker would get from a copy of the database: every cell of
 * the plugin's tables and every option (name and value; transients are options).
 *
 * @return array{strings: string[], rows: array<string, array>}
 */
function selftest_dump() {
	global $wpdb;
	$strings = array();
	$rows    = array();
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'curadoria' ) . '%' ) ) as $table ) {
		$rows[ $table ] = $wpdb->get_results( "SELECT * FROM `{$table}`", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		foreach ( $rows[ $table ] as $row ) {
			selftest_strings_in( $row, $strings );
		}
	}
	foreach ( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options}", ARRAY_A ) as $row ) {
		selftest_strings_in( $row, $strings );
	}
	return array(
		'strings' => array_values( array_unique( $strings ) ),
		'rows'    => $rows,
	);
}

/**
 * Whether, with $key as the key of the day, the plugin's buckets of the
 * addresses point at stored rows of this minute holding at least their counts.
 *
 * @param string         $key    Key of the day.
 * @param array<int,int> $counts Address => events sent.
 * @param array[]        $rows   Rows of the rate-limit table.
 * @param int            $window Start of this minute.
 */
function selftest_buckets_match( $key, array $counts, array $rows, $window ) {
	$hits = array();
	foreach ( $rows as $row ) {
		if ( (int) $row['window_start'] === $window ) {
			$hits[ (int) $row['bucket'] ] = (int) $row['hits'];
		}
	}
	foreach ( $counts as $ip => $count ) {
		if ( ( $hits[ curadoria_afiliados_rate_bucket( (string) $ip, $key ) ] ?? 0 ) < $count ) {
			return false;
		}
	}
	return true;
}

$client_ip  = '';
$private_ip = static function () use ( &$client_ip ) {
	return $client_ip;
};
add_filter( 'curadoria_afiliados_client_ip', $private_ip );
$wpdb->query( 'START TRANSACTION' );
try {
	$post = wp_insert_post( array( 'post_title' => 'selftest privacidade', 'post_status' => 'publish', 'post_type' => 'post', 'meta_input' => array( 'price' => 'R$ 10,00', 'affiliate_url' => 'https://www.amazon.com.br/dp/PRIV' ) ) );
	selftest_fresh_window();
	$window = time() - time() % 60;
	foreach ( $events as $client_ip => $count ) {
		for ( $i = 0; $i < $count; $i++ ) {
			selftest_event( array( 'type' => 'view', 'post' => $post ) );
		}
		selftest_event( array( 'type' => 'click', 'post' => $post, 'store' => 'amazon' ) );
		selftest_event( array( 'type' => 'click', 'post' => $post, 'store' => $client_ip ) );
	}
	$client_ip = '';
	expect( 'privacy: both addresses\' events counted', selftest_counts( $post ), array( 8, 4 ) );
	expect(
		'privacy: clicks per store keep only post, day, the offer\'s own store name and the count (a store naming the address is not stored)',
		$wpdb->get_results( $wpdb->prepare( 'SELECT post_id, day, store, clicks FROM ' . curadoria_afiliados_store_clicks_table() . ' WHERE post_id = %d', $post ), ARRAY_A ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		array( array( 'post_id' => (string) $post, 'day' => wp_date( 'Y-m-d' ), 'store' => 'Amazon', 'clicks' => '2' ) )
	);

	$dump      = selftest_dump();
	$haystack  = strtolower( implode( "\n", $dump['strings'] ) );
	$rate_rows = $dump['rows'][ curadoria_afiliados_rate_table() ] ?? array();

	$forms = array();
	foreach ( array_keys( $events ) as $ip ) {
		$packed  = inet_pton( $ip );
		$forms[] = $ip;
		$forms[] = bin2hex( $packed );
		if ( 4 === strlen( $packed ) ) {
			$forms[] = (string) ip2long( $ip );
		} else {
			$forms[] = implode( ':', str_split( bin2hex( $packed ), 4 ) );
			$forms[] = bin2hex( substr( $packed, 0, 8 ) );
		}
	}
	expect( 'privacy: neither address is stored in any written form', array_values( array_filter( $forms, static fn( $form ) => false !== strpos( $haystack, strtolower( $form ) ) ) ), array() );

	// What someone with the dump would try: each run of 16+ hex digits could be a hash of an address.
	$stored_hashes = array();
	foreach ( $dump['strings'] as $string ) {
		if ( preg_match_all( '/[0-9a-f]{16,}/i', $string, $runs ) ) {
			foreach ( $runs[0] as $run ) {
				$stored_hashes[ strtolower( substr( $run, 0, 16 ) ) ] = true;
			}
		}
	}
	$keys = array( '' );
	foreach ( $dump['strings'] as $string ) {
		if ( strlen( $string ) >= 16 && strlen( $string ) <= 256 && ! preg_match( '/\s/', $string ) ) {
			$keys[] = $string;
		}
	}
	$subjects = array();
	foreach ( range( 0, 255 ) as $i ) {
		$subjects[] = preg_replace( '/\.\d+$/', '.' . $i, $private_a );
		$subjects[] = sprintf( '20010db800ab%04x::/64', $i );
		$subjects[] = sprintf( '2001:db8:ab:%x::17', $i );
	}
	$found   = array();
	$started = microtime( true );
	foreach ( $keys as $key ) {
		foreach ( $subjects as $subject ) {
			$digests = '' === $key
				? array( hash( 'sha256', $subject ), hash( 'sha1', $subject ), hash( 'md5', $subject ) )
				: array(
					hash_hmac( 'sha256', $subject, $key ),
					hash_hmac( 'sha1', $subject, $key ),
					hash_hmac( 'md5', $subject, $key ),
					hash( 'sha256', $key . $subject ),
					hash( 'sha256', $subject . $key ),
					hash( 'md5', $key . $subject ),
					hash( 'md5', $subject . $key ),
				);
			foreach ( $digests as $digest ) {
				if ( isset( $stored_hashes[ substr( $digest, 0, 16 ) ] ) ) {
					$found[ $subject ] = true;
				}
			}
		}
	}
	printf( "info plugin: privacy brute force: %d keys from the dump × %d addresses in %.2f s\n", count( $keys ), count( $subjects ), microtime( true ) - $started );
	expect( 'privacy: no hash of either address (or of their neighbours), under any key found in the dump, is stored', array_keys( $found ), array() );

	$matching = array_values( array_filter( array_slice( $keys, 1 ), static fn( $key ) => selftest_buckets_match( curadoria_afiliados_rate_key( $key ), $events, $rate_rows, $window ) || selftest_buckets_match( $key, $events, $rate_rows, $window ) ) );
	expect( 'privacy: no string in the dump, as the secret or as the key of the day, tells which stored bucket holds which address', $matching, array() );
	expect( 'privacy: control: wp-config.php\'s secret, which the dump lacks, does tell', selftest_buckets_match( curadoria_afiliados_rate_key(), $events, $rate_rows, $window ), true );
	expect( 'privacy: … and it is not in the dump (nor the key of the day)', array( false !== strpos( $haystack, strtolower( wp_salt( 'nonce' ) ) ), false !== strpos( $haystack, curadoria_afiliados_rate_key() ) ), array( false, false ) );
	expect( 'privacy: WordPress reads that secret from wp-config.php (no nonce_key or nonce_salt option)', array( get_site_option( 'nonce_key' ), get_site_option( 'nonce_salt' ) ), array( false, false ) );
	expect( 'privacy: no option of the plugin holds a salt', $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%curadoria%salt%'" ), array() );
} finally {
	$wpdb->query( 'ROLLBACK' );
	wp_cache_flush();
	remove_filter( 'curadoria_afiliados_client_ip', $private_ip );
}

<?php
/**
 * Tests of includes/counter-rate-limit.php: events per minute and bucket of
 * addresses, counted atomically, and nothing stored that leads back to an
 * address.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The rate limit, in-process.
 */
final class Counter_Rate_Limit_Test extends Curadoria_Test_Case {

	/**
	 * Five events a minute, from a fresh minute.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->add_filter(
			'curadoria_afiliados_events_rate_limit',
			static function () {
				return 5;
			}
		);
		$this->wait_for_a_fresh_minute( 5 );
	}

	/**
	 * The first address of a pattern (sprintf with 1..255) whose bucket is not
	 * one of those of $taken: unrelated addresses share a bucket one time in
	 * 65,536.
	 *
	 * @param string   $pattern sprintf() pattern.
	 * @param string[] $taken   Addresses whose buckets to avoid.
	 * @return string
	 */
	private function address_in_another_bucket( $pattern, array $taken ) {
		$used = array_map( 'curadoria_afiliados_rate_bucket', $taken );
		for ( $i = 1; $i < 256; $i++ ) {
			$ip = sprintf( $pattern, $i );
			if ( ! in_array( curadoria_afiliados_rate_bucket( $ip ), $used, true ) ) {
				return $ip;
			}
		}
		$this->fail( "every address of {$pattern} shares a bucket with one of " . implode( ', ', $taken ) );
	}

	/**
	 * Send $count views of a post; their statuses.
	 *
	 * @param int $post  Post ID.
	 * @param int $count Events.
	 * @return int[]
	 */
	private function views( $post, $count ) {
		$statuses = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$statuses[] = $this->post_event( array( 'type' => 'view', 'post' => $post ) )->get_status();
		}
		return $statuses;
	}

	/**
	 * The rows of the rate-limit table.
	 *
	 * @return int
	 */
	private function rate_rows() {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_rate_table() );
	}

	/**
	 * The table keeps minute, bucket and hits: no address, cookie or user agent.
	 */
	public function test_the_table_has_no_column_about_the_visitor() {
		global $wpdb;
		$this->assertSame( array( 'window_start', 'bucket', 'hits' ), $wpdb->get_col( 'SHOW COLUMNS FROM ' . curadoria_afiliados_rate_table() ) );
	}

	/**
	 * Past the limit, events are refused with 429 and Retry-After until the
	 * minute ends; only those within it are counted. The table holds one row:
	 * this minute, the address's bucket, and every event (refused ones too).
	 */
	public function test_past_the_limit_events_are_refused_until_the_minute_ends() {
		global $wpdb;
		$this->send_events_from( '203.0.113.50' );
		$post = $this->create_post();
		$this->assertSame( array( 200, 200, 200, 200, 200, 429 ), $this->views( $post, 6 ) );
		$refused = $this->post_event( array( 'type' => 'view', 'post' => $post ) );
		$this->assertSame( (string) ( 60 - time() % 60 ), $refused->get_headers()['Retry-After'] ?? '' );
		$this->assertSame( 'curadoria_rate_limited', $refused->get_data()['code'] ?? '' );
		$this->assertSame( array( 5, 0 ), $this->counts( $post ) );
		$bucket = curadoria_afiliados_rate_bucket( '203.0.113.50' );
		$this->assertSame(
			array(
				array(
					'window_start' => (string) ( time() - time() % 60 ),
					'bucket'       => (string) $bucket,
					'hits'         => '7',
				),
			),
			$wpdb->get_results( $wpdb->prepare( 'SELECT window_start, bucket, hits FROM ' . curadoria_afiliados_rate_table() . ' WHERE bucket = %d', $bucket ), ARRAY_A )
		);
	}

	/**
	 * An address in another bucket has its own limit.
	 */
	public function test_an_address_in_another_bucket_is_not_limited() {
		$post = $this->create_post();
		$this->send_events_from( '203.0.113.50' );
		$this->views( $post, 6 );
		$this->send_events_from( $this->address_in_another_bucket( '203.0.113.%d', array( '203.0.113.50' ) ) );
		$this->assertSame( array( 200 ), $this->views( $post, 1 ) );
	}

	/**
	 * The addresses of one IPv6 /64 share a limit; another /64 does not.
	 */
	public function test_an_ipv6_64_shares_one_limit() {
		$post = $this->create_post();
		$this->send_events_from( '2001:db8:1:2::1' );
		$this->views( $post, 5 );
		$this->send_events_from( '2001:db8:1:2:ffff:ffff:ffff:fffe' );
		$this->assertSame( array( 429 ), $this->views( $post, 1 ) );
		$this->send_events_from( $this->address_in_another_bucket( '2001:db8:1:%x::1', array( '2001:db8:1:2::1' ) ) );
		$this->assertSame( array( 200 ), $this->views( $post, 1 ) );
	}

	/**
	 * The key comes from wp-config.php's nonce key and salt, and changes every day.
	 */
	public function test_the_key_comes_from_wp_config_and_changes_every_day() {
		$this->assertSame( curadoria_afiliados_rate_key( wp_salt( 'nonce' ) ), curadoria_afiliados_rate_key() );
		$this->assertNotSame( curadoria_afiliados_rate_key( '', '2000-01-01' ), curadoria_afiliados_rate_key() );
	}

	/**
	 * A bucket's first event of a minute deletes the rows of minutes that ended.
	 */
	public function test_the_first_event_of_a_minute_deletes_ended_minutes() {
		global $wpdb;
		$window = time() - time() % 60;
		$table  = curadoria_afiliados_rate_table();
		$wpdb->insert( $table, array( 'window_start' => $window - 60, 'bucket' => 1, 'hits' => 3 ) );
		$wpdb->insert( $table, array( 'window_start' => $window - 3600, 'bucket' => 2, 'hits' => 4 ) );
		$this->send_events_from( $this->address_in_another_bucket( '198.51.100.%d', array( '127.0.0.1' ) ) );
		$this->views( $this->create_post(), 1 );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE window_start < %d", $window ) ) );
	}

	/**
	 * With a persistent object cache (WordPress's in-memory one stands in for
	 * it) the counters stay there: the same limit, nothing written to the database.
	 */
	public function test_with_a_persistent_object_cache_nothing_reaches_the_database() {
		global $wpdb;
		$post    = $this->create_post();
		$rows    = $this->rate_rows();
		$options = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$this->send_events_from( '192.0.2.80' );
		$was_external = wp_using_ext_object_cache( true );
		try {
			$statuses = $this->views( $post, 6 );
		} finally {
			wp_using_ext_object_cache( (bool) $was_external );
		}
		$this->assertSame( array( 200, 200, 200, 200, 200, 429 ), $statuses );
		$this->assertSame( array( $rows, $options ), array( $this->rate_rows(), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ) ) );
	}

	/**
	 * No address and no user agent in the options table after events.
	 */
	public function test_no_address_or_user_agent_reaches_the_options() {
		global $wpdb;
		$post = $this->create_post();
		$this->send_events_from( '203.0.113.50' );
		$this->views( $post, 6 );
		$this->send_events_from( '2001:db8:1:2::1' );
		$this->views( $post, 2 );
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%203.0.113%' OR option_value LIKE '%203.0.113%' OR option_value LIKE '%2001:db8%' OR option_value LIKE '%SM-A546E%'" ) );
	}
}

/**
 * What the counter stores, read by someone holding a copy of the database:
 * after events from two addresses (views, and clicks naming a store, one of
 * them naming the address itself), nothing links either address to them.
 * The test dumps the plugin's tables and every option and transient, then
 * looks for the addresses in every written form, brute-forces their
 * neighbourhoods through HMAC-SHA256/SHA1/MD5 and plain hashes keyed by every
 * string of the dump, and runs the plugin's own bucket function with every
 * string as the secret. As a control, wp-config.php's secret, which is not in
 * the dump, does tell the buckets: so the test would notice a stored secret.
 */
final class Counter_Privacy_Test extends Curadoria_Test_Case {

	/**
	 * Every string in a stored value: the value itself and, for serialized PHP
	 * or JSON, every key and scalar inside.
	 *
	 * @param mixed    $value Stored value.
	 * @param string[] $out   Strings found so far.
	 */
	private function strings_in( $value, array &$out ) {
		if ( is_array( $value ) || is_object( $value ) ) {
			foreach ( (array) $value as $key => $inner ) {
				$this->strings_in( (string) $key, $out );
				$this->strings_in( $inner, $out );
			}
			return;
		}
		if ( ! is_scalar( $value ) || '' === (string) $value ) {
			return;
		}
		$out[] = (string) $value;
		if ( is_serialized( $value ) ) {
			$this->strings_in( @unserialize( $value, array( 'allowed_classes' => false ) ), $out ); // Reading the dump as an attacker would.
		} elseif ( is_string( $value ) && in_array( substr( ltrim( $value ), 0, 1 ), array( '{', '[' ), true ) ) {
			$json = json_decode( $value, true );
			if ( is_array( $json ) ) {
				$this->strings_in( $json, $out );
			}
		}
	}

	/**
	 * Everything a copy of the database gives: every cell of the plugin's
	 * tables and every option (name and value; transients are options).
	 *
	 * @return array{strings: string[], rows: array<string, array>}
	 */
	private function dump() {
		global $wpdb;
		$strings = array();
		$rows    = array();
		foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'curadoria' ) . '%' ) ) as $table ) {
			$rows[ $table ] = $wpdb->get_results( "SELECT * FROM `{$table}`", ARRAY_A );
			foreach ( $rows[ $table ] as $row ) {
				$this->strings_in( $row, $strings );
			}
		}
		foreach ( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options}", ARRAY_A ) as $row ) {
			$this->strings_in( $row, $strings );
		}
		return array(
			'strings' => array_values( array_unique( $strings ) ),
			'rows'    => $rows,
		);
	}

	/**
	 * Whether, with $key as the key of the day, the buckets of the addresses
	 * point at stored rows of this minute holding at least their counts.
	 *
	 * @param string         $key    Key of the day.
	 * @param array<int,int> $counts Address => events sent.
	 * @param array[]        $rows   Rows of the rate-limit table.
	 * @param int            $window Start of this minute.
	 * @return bool
	 */
	private function buckets_match( $key, array $counts, array $rows, $window ) {
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

	/**
	 * Nothing stored leads back to an address.
	 */
	public function test_no_address_can_be_recovered_from_a_copy_of_the_database() {
		global $wpdb;
		$second = '2001:db8:ab:cd::17';
		$first  = '';
		foreach ( range( 1, 255 ) as $i ) {
			if ( ! in_array( curadoria_afiliados_rate_bucket( "198.51.100.{$i}" ), array_map( 'curadoria_afiliados_rate_bucket', array( $second, '127.0.0.1' ) ), true ) ) {
				$first = "198.51.100.{$i}";
				break;
			}
		}
		$events = array(
			$first  => 3,
			$second => 5,
		);
		$post   = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 10,00',
					'affiliate_url' => 'https://www.amazon.com.br/dp/PRIV',
				),
			)
		);
		$this->wait_for_a_fresh_minute( 5 );
		$window = time() - time() % 60;
		foreach ( $events as $ip => $count ) {
			$this->send_events_from( $ip );
			for ( $i = 0; $i < $count; $i++ ) {
				$this->post_event( array( 'type' => 'view', 'post' => $post ) );
			}
			$this->post_event( array( 'type' => 'click', 'post' => $post, 'store' => 'amazon' ) );
			$this->post_event( array( 'type' => 'click', 'post' => $post, 'store' => $ip ) );
		}
		$this->assertSame( array( 8, 4 ), $this->counts( $post ), 'both addresses\' events counted' );
		$this->assertSame(
			array(
				array(
					'post_id' => (string) $post,
					'day'     => wp_date( 'Y-m-d' ),
					'store'   => 'Amazon',
					'clicks'  => '2',
				),
			),
			$wpdb->get_results( $wpdb->prepare( 'SELECT post_id, day, store, clicks FROM ' . curadoria_afiliados_store_clicks_table() . ' WHERE post_id = %d', $post ), ARRAY_A ),
			'clicks per store keep only post, day, the offer\'s own name and the count'
		);

		$dump      = $this->dump();
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
		$this->assertSame(
			array(),
			array_values(
				array_filter(
					$forms,
					static function ( $form ) use ( $haystack ) {
						return false !== strpos( $haystack, strtolower( $form ) );
					}
				)
			),
			'neither address is stored in any written form'
		);

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
			$subjects[] = preg_replace( '/\.\d+$/', '.' . $i, $first );
			$subjects[] = sprintf( '20010db800ab%04x::/64', $i );
			$subjects[] = sprintf( '2001:db8:ab:%x::17', $i );
		}
		$found = array();
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
		$this->assertSame( array(), array_keys( $found ), 'no hash of either address (or of their neighbours), under any key found in the dump, is stored' );

		$matching = array_values(
			array_filter(
				array_slice( $keys, 1 ),
				function ( $key ) use ( $events, $rate_rows, $window ) {
					return $this->buckets_match( curadoria_afiliados_rate_key( $key ), $events, $rate_rows, $window ) || $this->buckets_match( $key, $events, $rate_rows, $window );
				}
			)
		);
		$this->assertSame( array(), $matching, 'no string in the dump, as the secret or as the key of the day, tells which stored bucket holds which address' );
		$this->assertTrue( $this->buckets_match( curadoria_afiliados_rate_key(), $events, $rate_rows, $window ), 'control: wp-config.php\'s secret, which the dump lacks, does tell' );
		$this->assertStringNotContainsString( strtolower( wp_salt( 'nonce' ) ), $haystack, 'the secret is not in the dump' );
		$this->assertStringNotContainsString( curadoria_afiliados_rate_key(), $haystack, 'nor the key of the day' );
		$this->assertSame( array( false, false ), array( get_site_option( 'nonce_key' ), get_site_option( 'nonce_salt' ) ), 'WordPress reads that secret from wp-config.php (no nonce_key or nonce_salt option)' );
		$this->assertSame( array(), $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%curadoria%salt%'" ), 'no option of the plugin holds a salt' );
	}
}

/**
 * The limit over HTTP, under concurrency.
 */
final class Counter_Rate_Limit_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * 50 events at once from one visitor (X-Forwarded-For, honoured by the
	 * local WordPress's test proxy, wordpress/lib/test-proxy.php, like a
	 * proxied site would) with the limit lowered to 20 for them: exactly 20
	 * counted, 30 refused, and the post's views grow by exactly 20. The
	 * address is new each run, so its bucket starts empty (but for the one
	 * time in 65,536 that it shares one with an address that sent events
	 * this minute).
	 */
	public function test_fifty_events_at_once_pass_exactly_the_limit() {
		$post    = $this->create_post();
		$address = '198.18.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->wait_for_a_fresh_minute( 15 );
		$curl = array( 'curl', '-sS', '--max-time', '60', '--parallel', '--parallel-immediate', '--parallel-max', '50', '-X', 'POST', '-A', self::BROWSER, '-H', 'Content-Type: text/plain;charset=UTF-8', '-H', "X-Forwarded-For: {$address}", '-H', 'X-Curadoria-Rate-Limit: 20', '--data', wp_json_encode( array( 'type' => 'view', 'post' => $post ) ), '-o', '/dev/null', '-w', '%{http_code}\n', $this->site( '/wp-json/curadoria/v1/events?burst=[1-50]' ) );
		$run  = proc_open( $curl, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		$out  = stream_get_contents( $pipes[1] );
		proc_close( $run );
		$codes = array_count_values( array_filter( explode( "\n", (string) $out ) ) );
		$this->assertSame( array( 20, 30 ), array( $codes['200'] ?? 0, $codes['429'] ?? 0 ) );
		$this->assertSame( array( 20, 0 ), $this->counts( $post ) );
	}
}

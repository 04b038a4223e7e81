<?php
/**
 * Requests to stores and their APIs, as a good citizen of the web: a user
 * agent that names this site, robots.txt respected for pages, at most one
 * request per host every 2 seconds, counted from the end of the last one
 * (across requests of WordPress: the clock is stored), conditional requests, a 10 s timeout, a 2 MB cap, and
 * redirects followed hop by hop, each only to an http(s) host that passes
 * the SSRF guard (safe-http.php). WordPress's own host is refused too, and
 * loopback and private addresses are reachable only when wp-config.php lists them
 * in CURADORIA_TEST_STORE_HOSTS ("127.0.0.1:8123,127.0.0.1:8124"), which the
 * tests do.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** The user agent's product token (what robots.txt groups name). */
const CURADORIA_AFILIADOS_STORE_AGENT = 'curadoria-afiliados';

/** Largest answer read, in bytes. */
const CURADORIA_AFILIADOS_STORE_MAX_BYTES = 2097152;

/** Seconds a request may take. */
const CURADORIA_AFILIADOS_STORE_TIMEOUT = 10;

/** Redirects followed at most. */
const CURADORIA_AFILIADOS_STORE_REDIRECTS = 5;

/** Option holding the time of the last request to each host. */
const CURADORIA_AFILIADOS_HOST_CLOCK_OPTION = 'curadoria_afiliados_store_host_clock';

/**
 * The user agent: names the plugin and this site, so a store knows who asks.
 *
 * @return string
 */
function curadoria_afiliados_store_user_agent() {
	return 'Mozilla/5.0 (compatible; ' . CURADORIA_AFILIADOS_STORE_AGENT . '/' . CURADORIA_AFILIADOS_VERSION . '; +' . home_url( '/' ) . ')';
}

/**
 * Seconds between two requests to one host.
 *
 * @return float
 */
function curadoria_afiliados_store_interval() {
	/**
	 * Filters the seconds between two requests to one store host (default 2).
	 *
	 * @param float $seconds Seconds.
	 */
	return max( 0.0, (float) apply_filters( 'curadoria_afiliados_store_request_interval', 2.0 ) );
}

/**
 * A URL's host and port, "host:port" (the default port filled in).
 *
 * @param string $url URL.
 * @return string '' without a host.
 */
function curadoria_afiliados_url_authority( $url ) {
	$parts = wp_parse_url( (string) $url );
	$host  = strtolower( (string) ( $parts['host'] ?? '' ) );
	if ( '' === $host ) {
		return '';
	}
	$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === strtolower( (string) ( $parts['scheme'] ?? '' ) ) ? 443 : 80 );
	return $host . ':' . $port;
}

/**
 * The hosts wp-config.php lets the store fetcher reach on loopback (tests).
 *
 * @return string[] "host:port", lower case.
 */
function curadoria_afiliados_test_store_hosts() {
	$listed = defined( 'CURADORIA_TEST_STORE_HOSTS' ) ? (string) constant( 'CURADORIA_TEST_STORE_HOSTS' ) : '';
	return array_values( array_filter( array_map( 'strtolower', array_map( 'trim', explode( ',', $listed ) ) ) ) );
}

/**
 * Whether a URL is on WordPress's own host (its home's or its admin
 * address's host name, on any port). Core's http_request_host_is_external
 * lets that host through wp_safe_remote_*(), whatever address it resolves
 * to; the fetchers of this plugin never request it.
 *
 * @param string $url URL.
 * @return bool
 */
function curadoria_afiliados_is_own_host( $url ) {
	$host = strtolower( (string) wp_parse_url( (string) $url, PHP_URL_HOST ) );
	return '' !== $host && in_array( $host, array( strtolower( (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST ) ), strtolower( (string) wp_parse_url( site_url( '/' ), PHP_URL_HOST ) ) ), true );
}

/**
 * Whether the store fetcher may request a URL: http(s) only; never
 * WordPress's own host, except a host:port listed for tests that is not
 * WordPress's own address; a listed host may be on loopback.
 *
 * @param string $url URL.
 * @return bool|null True: listed for tests (loopback allowed); null: up to
 *                   the SSRF guard; false: refused.
 */
function curadoria_afiliados_store_target( $url ) {
	$scheme = strtolower( (string) wp_parse_url( (string) $url, PHP_URL_SCHEME ) );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
		return false;
	}
	$authority = curadoria_afiliados_url_authority( $url );
	$own       = array( curadoria_afiliados_url_authority( home_url( '/' ) ), curadoria_afiliados_url_authority( site_url( '/' ) ) );
	if ( in_array( $authority, curadoria_afiliados_test_store_hosts(), true ) && ! in_array( $authority, $own, true ) ) {
		return true;
	}
	return curadoria_afiliados_is_own_host( $url ) ? false : null;
}

/**
 * Why a URL may not be requested, or null when it may: blocked by
 * WP_HTTP_BLOCK_EXTERNAL (then not even resolved), not http(s), WordPress's own host, an address the SSRF guard refuses
 * (curadoria_afiliados_check_target()), or one that is not public and not
 * listed for tests (whatever the http_request_host_is_external filter says).
 *
 * @param string $url URL.
 * @return array|null A failure ('refused').
 */
function curadoria_afiliados_store_refusal( $url ) {
	if ( _wp_http_get_object()->block_request( $url ) ) {
		return curadoria_afiliados_store_failure( 'refused', 'WP_HTTP_BLOCK_EXTERNAL' ); // Not even resolved.
	}
	$target  = curadoria_afiliados_store_target( $url );
	$refused = false === $target || is_wp_error( curadoria_afiliados_check_target( $url, true === $target ) );
	if ( ! $refused && null === $target ) {
		foreach ( curadoria_afiliados_resolve_host( (string) wp_parse_url( $url, PHP_URL_HOST ) ) as $ip ) {
			$refused = $refused || ! curadoria_afiliados_ip_is_public( $ip );
		}
	}
	return $refused ? curadoria_afiliados_store_failure( 'refused', curadoria_afiliados_url_authority( $url ) ) : null;
}

/**
 * Seconds until a host may be asked again.
 *
 * @param string $authority "host:port".
 * @return float 0 when it may be asked now.
 */
function curadoria_afiliados_host_ready_in( $authority ) {
	$clock = (array) get_option( CURADORIA_AFILIADOS_HOST_CLOCK_OPTION, array() );
	$last  = (float) ( $clock[ $authority ] ?? 0 );
	return max( 0.0, $last + curadoria_afiliados_store_interval() - microtime( true ) );
}

/**
 * Wait until a host may be asked.
 *
 * @param string $authority "host:port".
 */
function curadoria_afiliados_host_take_turn( $authority ) {
	$wait = curadoria_afiliados_host_ready_in( $authority );
	if ( $wait > 0 ) {
		usleep( (int) ceil( $wait * 1000000 ) );
	}
	curadoria_afiliados_host_stamp( $authority );
}

/**
 * Note that a host is being (or was just) asked: its next turn is an
 * interval from now. Stamped when a request starts and again when its answer
 * has come, so the interval runs from the end of the last request, however
 * slow. Hosts not asked for a day are forgotten.
 *
 * @param string $authority "host:port".
 */
function curadoria_afiliados_host_stamp( $authority ) {
	$now   = microtime( true );
	$clock = array_filter(
		(array) get_option( CURADORIA_AFILIADOS_HOST_CLOCK_OPTION, array() ),
		static function ( $time ) use ( $now ) {
			return (float) $time > $now - DAY_IN_SECONDS;
		}
	);

	$clock[ $authority ] = $now;
	update_option( CURADORIA_AFILIADOS_HOST_CLOCK_OPTION, $clock, false );
}

/**
 * One request, no redirect followed: the host's turn awaited, the target
 * checked, the answer capped.
 *
 * @param string $url  URL.
 * @param array  $args method, headers, body.
 * @return array{status: int, headers: array, body: string}|array A failure ('refused', 'timeout', 'network', 'too_large').
 */
function curadoria_afiliados_store_request_once( $url, array $args ) {
	$refusal = curadoria_afiliados_store_refusal( $url );
	if ( null !== $refusal ) {
		return $refusal;
	}
	curadoria_afiliados_host_take_turn( curadoria_afiliados_url_authority( $url ) );
	$request  = array(
		'timeout'             => CURADORIA_AFILIADOS_STORE_TIMEOUT,
		'user-agent'          => curadoria_afiliados_store_user_agent(),
		'headers'             => (array) ( $args['headers'] ?? array() ),
		'limit_response_size' => CURADORIA_AFILIADOS_STORE_MAX_BYTES + 1,
		'decompress'          => true,
	);
	$method   = strtoupper( (string) ( $args['method'] ?? 'GET' ) );
	$request += isset( $args['body'] ) ? array( 'body' => $args['body'] ) : array();
	$response = curadoria_afiliados_safe_request( $method, $url, $request, true === curadoria_afiliados_store_target( $url ) );
	curadoria_afiliados_host_stamp( curadoria_afiliados_url_authority( $url ) );
	if ( is_wp_error( $response ) ) {
		$kind = curadoria_afiliados_link_error_kind( (string) $response->get_error_code(), $response->get_error_message() );
		return curadoria_afiliados_store_failure( $kind, $response->get_error_message() );
	}
	$body   = (string) wp_remote_retrieve_body( $response );
	$length = (int) wp_remote_retrieve_header( $response, 'content-length' );
	if ( strlen( $body ) > CURADORIA_AFILIADOS_STORE_MAX_BYTES || $length > CURADORIA_AFILIADOS_STORE_MAX_BYTES ) {
		return curadoria_afiliados_store_failure( 'too_large', (string) max( $length, strlen( $body ) ) );
	}
	return array(
		'status'  => (int) wp_remote_retrieve_response_code( $response ),
		'headers' => wp_remote_retrieve_headers( $response ),
		'body'    => $body,
	);
}

/**
 * Whether robots.txt lets us read a page. The file is asked for once a day
 * per host (with the same manners as any request); none (4xx) allows
 * everything, an unreachable one (5xx, no answer) nothing for now (RFC 9309).
 *
 * @param string $url Page.
 * @return bool
 */
function curadoria_afiliados_robots_allow( $url ) {
	$parts = wp_parse_url( $url );
	$base  = strtolower( $parts['scheme'] ) . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$key   = 'curadoria_afiliados_robots_' . md5( $base );
	$file  = get_transient( $key );
	if ( ! is_string( $file ) ) {
		$answer = curadoria_afiliados_store_request_once( $base . '/robots.txt', array() );
		$status = isset( $answer['headers'] ) ? $answer['status'] : 0;
		if ( $status >= 200 && $status < 300 ) {
			$file = $answer['body'];
		} elseif ( $status >= 400 && $status < 500 ) {
			$file = '';
		} else {
			$file = "User-agent: *\nDisallow: /";
		}
		set_transient( $key, $file, $status >= 200 && $status < 500 ? DAY_IN_SECONDS : HOUR_IN_SECONDS );
	}
	$path = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	return curadoria_afiliados_robots_allows( $file, CURADORIA_AFILIADOS_STORE_AGENT, $path );
}

/**
 * Fetch a URL the way stores should be asked, following redirects hop by
 * hop (each hop checked like the first).
 *
 * @param string $url     URL.
 * @param array  $options method, headers, body; 'robots' (bool, default
 *                        true: pages only); 'validators' (array( 'url',
 *                        'etag', 'modified' ) of the last answer: sent to
 *                        that URL, and a 304 comes back as 'not_modified');
 *                        'stop' (callable: a URL it says true for is not
 *                        requested, and comes back as 'stopped_at').
 * @return array array( 'status', 'headers', 'body', 'url' (final), 'hops',
 *               'not_modified' ) or array( 'stopped_at' => URL ), or a
 *               failure.
 */
function curadoria_afiliados_store_fetch( $url, array $options = array() ) {
	$stop       = $options['stop'] ?? null;
	$validators = (array) ( $options['validators'] ?? array() );
	for ( $hop = 0; $hop <= CURADORIA_AFILIADOS_STORE_REDIRECTS; $hop++ ) {
		if ( is_callable( $stop ) && $stop( $url ) ) {
			return array( 'stopped_at' => $url );
		}
		$refusal = curadoria_afiliados_store_refusal( $url );
		if ( null !== $refusal ) {
			return $refusal;
		}
		if ( ( $options['robots'] ?? true ) && ! curadoria_afiliados_is_short_link( $url ) && ! curadoria_afiliados_robots_allow( $url ) ) {
			return curadoria_afiliados_store_failure( 'robots', $url );
		}
		$headers = (array) ( $options['headers'] ?? array() );
		if ( ( $validators['url'] ?? '' ) === $url ) {
			$headers += array_filter(
				array(
					'If-None-Match'     => (string) ( $validators['etag'] ?? '' ),
					'If-Modified-Since' => (string) ( $validators['modified'] ?? '' ),
				)
			);
		}
		$answer = curadoria_afiliados_store_request_once( $url, array( 'headers' => $headers ) + $options );
		if ( ! isset( $answer['headers'] ) ) {
			return $answer;
		}
		$location = $answer['headers']['location'] ?? '';
		$location = is_array( $location ) ? (string) end( $location ) : (string) $location;
		if ( ! in_array( $answer['status'], CURADORIA_AFILIADOS_LINK_REDIRECTS, true ) || '' === $location ) {
			$answer['url']          = $url;
			$answer['hops']         = $hop;
			$answer['not_modified'] = 304 === $answer['status'];
			return $answer;
		}
		$url = WP_Http::make_absolute_url( $location, $url );
	}
	return curadoria_afiliados_store_failure( 'redirects' );
}

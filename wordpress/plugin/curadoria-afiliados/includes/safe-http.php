<?php
/**
 * Outgoing requests to addresses typed by users (the deploy hook, affiliate
 * links): only public hosts, never the machine itself or its private network.
 *
 * wp_safe_remote_*() alone is not enough: it lets link-local addresses
 * through (169.254.169.254 is the cloud metadata service), does not look at
 * IPv6, and follows redirects with its own, weaker rules. So every request
 * here is checked first (all addresses the host resolves to must be public,
 * rules/ip-address.php),
 * pinned to the checked address when cURL is the transport (no DNS rebinding
 * between the check and the connection), and sent without following
 * redirects; callers that want redirects follow them hop by hop, checking
 * each one.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * All addresses a host name resolves to (IPv4 and IPv6), or the literal itself.
 *
 * @param string $host Host from a URL (IPv6 literals in brackets).
 * @return string[] Empty when the name does not resolve.
 */
function curadoria_afiliados_resolve_host( $host ) {
	$literal = trim( $host, '[]' );
	if ( filter_var( $literal, FILTER_VALIDATE_IP ) ) {
		return array( $literal );
	}
	$ips = gethostbynamel( $host );
	$ips = is_array( $ips ) ? $ips : array();
	// dns_get_record() warns on lookup failures; an empty answer is handled below.
	$aaaa = @dns_get_record( $host, DNS_AAAA ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
	foreach ( is_array( $aaaa ) ? $aaaa : array() as $record ) {
		if ( isset( $record['ipv6'] ) ) {
			$ips[] = $record['ipv6'];
		}
	}
	return array_values( array_unique( $ips ) );
}

/**
 * Check that a URL may be requested: http(s), no credentials, and every
 * address of its host public. Exceptions: hosts WordPress itself trusts
 * through the http_request_host_is_external filter (its own host, allowed
 * redirect hosts, a test's filter), and, when $allow_loopback, the machine
 * itself on an unprivileged port (1024 or above: a local test listener never
 * needs a privileged one, and the machine's SSH, SMTP or web server stay out
 * of reach).
 *
 * @param string $url            URL.
 * @param bool   $allow_loopback Whether 127.0.0.1/::1 may be reached.
 * @return array{host: string, port: int, ip: string, loopback: bool}|WP_Error
 */
function curadoria_afiliados_check_target( $url, $allow_loopback = false ) {
	$refused = new WP_Error( 'curadoria_afiliados_target_refused', 'target refused' );
	$parts   = wp_parse_url( (string) $url );
	$scheme  = strtolower( $parts['scheme'] ?? '' );
	$host    = strtolower( $parts['host'] ?? '' );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return $refused;
	}
	$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
	$ips  = curadoria_afiliados_resolve_host( $host );
	if ( ! $ips ) {
		return $refused;
	}
	$loopback = false;
	foreach ( $ips as $ip ) {
		if ( curadoria_afiliados_ip_is_public( $ip ) ) {
			continue;
		}
		if ( $allow_loopback && curadoria_afiliados_ip_is_loopback( $ip ) && $port >= 1024 ) {
			$loopback = true;
			continue;
		}
		/** This filter is documented in wp-includes/http.php */
		if ( ! apply_filters( 'http_request_host_is_external', false, $host, $url ) ) {
			return $refused;
		}
	}
	return array(
		'host'     => $host,
		'port'     => $port,
		'ip'       => $ips[0],
		'loopback' => $loopback,
	);
}

/**
 * Send one request to a checked target with wp_safe_remote_head/get/post,
 * never following redirects, with the connection pinned to the checked
 * address when the transport is cURL.
 *
 * @param string $method         'HEAD', 'GET' or 'POST'.
 * @param string $url            URL.
 * @param array  $args           wp_remote_request() arguments.
 * @param bool   $allow_loopback See curadoria_afiliados_check_target().
 * @return array|WP_Error Response, or WP_Error (refused target or transport error).
 */
function curadoria_afiliados_safe_request( $method, $url, array $args, $allow_loopback = false ) {
	// A host WP_HTTP_BLOCK_EXTERNAL blocks anyway is not even resolved.
	if ( _wp_http_get_object()->block_request( $url ) ) {
		return new WP_Error( 'curadoria_afiliados_target_refused', 'blocked by WP_HTTP_BLOCK_EXTERNAL' );
	}
	$target = curadoria_afiliados_check_target( $url, $allow_loopback );
	if ( is_wp_error( $target ) ) {
		return $target;
	}
	$args['redirection'] = 0;

	$pin = static function ( $handle ) use ( $target ) {
		if ( ! filter_var( trim( $target['host'], '[]' ), FILTER_VALIDATE_IP ) ) {
			$ip = false !== strpos( $target['ip'], ':' ) ? '[' . $target['ip'] . ']' : $target['ip'];
			curl_setopt( $handle, CURLOPT_RESOLVE, array( $target['host'] . ':' . $target['port'] . ':' . $ip ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt
		}
	};
	// wp_safe_remote_*() refuses loopback addresses and ports other than
	// 80/443/8080 by itself; a loopback target we allowed needs both lifted,
	// for this one request.
	$external = static function ( $is_external, $host ) use ( $target ) {
		return $is_external || $host === $target['host'];
	};
	$ports    = static function ( $allowed ) use ( $target ) {
		$allowed[] = $target['port'];
		return $allowed;
	};
	add_action( 'http_api_curl', $pin );
	if ( $target['loopback'] ) {
		add_filter( 'http_request_host_is_external', $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', $ports );
	}
	try {
		switch ( $method ) {
			case 'HEAD':
				return wp_safe_remote_head( $url, $args );
			case 'POST':
				return wp_safe_remote_post( $url, $args );
			default:
				return wp_safe_remote_get( $url, $args );
		}
	} finally {
		remove_action( 'http_api_curl', $pin );
		remove_filter( 'http_request_host_is_external', $external, 10 );
		remove_filter( 'http_allowed_safe_ports', $ports );
	}
}

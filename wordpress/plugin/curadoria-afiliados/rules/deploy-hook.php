<?php
/**
 * Deploy hook rules, without WordPress: which addresses a deploy hook may
 * have, which one is GitHub's repository_dispatch, and when a change is sent
 * at once rather than at the end of the debounce window.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Whether a deploy hook URL, in parts, may be called: https:// to a public
 * host. http:// and https:// to the machine itself (127.0.0.1, ::1, localhost)
 * only when $allow_loopback, on a port from 1024 up. Never credentials in the
 * URL, plain http to another host, or a private, link-local or reserved IP
 * such as 169.254.169.254. Host names are resolved only when the hook is
 * called, not here.
 *
 * @param array $parts          parse_url() parts.
 * @param bool  $allow_loopback Whether the machine itself may be reached.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_allows( array $parts, $allow_loopback ) {
	if ( empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return false;
	}
	$scheme   = strtolower( $parts['scheme'] ?? '' );
	$host     = strtolower( $parts['host'] );
	$ip       = trim( $host, '[]' );
	$is_ip    = (bool) filter_var( $ip, FILTER_VALIDATE_IP );
	$loopback = 'localhost' === $host || '.localhost' === substr( $host, -10 ) || ( $is_ip && curadoria_afiliados_ip_is_loopback( $ip ) );
	if ( $loopback ) {
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $allow_loopback && $port >= 1024 && in_array( $scheme, array( 'http', 'https' ), true );
	}
	return 'https' === $scheme && ! ( $is_ip && ! curadoria_afiliados_ip_is_public( $ip ) );
}

/**
 * Whether the deploy hook is GitHub's repository_dispatch endpoint
 * (https://api.github.com/repos/OWNER/REPO/dispatches), which wants a token
 * and a JSON body naming the event, where the hosts' build hooks take an
 * empty POST.
 *
 * @param string $url Sanitised deploy hook URL.
 * @return bool
 */
function curadoria_afiliados_is_github_dispatch( $url ) {
	$parts = parse_url( (string) $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- no WordPress here; the URL is absolute.
	return is_array( $parts )
		&& 'https' === ( $parts['scheme'] ?? '' )
		&& 'api.github.com' === strtolower( $parts['host'] ?? '' )
		&& ! isset( $parts['port'] ) && ! isset( $parts['query'] )
		&& (bool) preg_match( '#^/repos/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+/dispatches$#', $parts['path'] ?? '' );
}

/**
 * Whether a change is sent at once: the last call is at least the interval
 * ago (or in the future: a clock put back). Otherwise it waits for the end of
 * the window.
 *
 * @param int $now      Unix time.
 * @param int $last     Unix time of the last call (0: none).
 * @param int $interval Debounce window, in seconds.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_due( $now, $last, $interval ) {
	return $now - $last >= $interval || $last > $now;
}

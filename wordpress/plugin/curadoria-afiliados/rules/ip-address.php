<?php
/**
 * Which addresses outgoing requests (the deploy hook, link checks) may reach,
 * without WordPress: public ones only, never the machine itself or its
 * private network.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * IPv4 ranges that are not public beyond what PHP's FILTER_FLAG_NO_PRIV_RANGE
 * and FILTER_FLAG_NO_RES_RANGE already exclude.
 */
const CURADORIA_AFILIADOS_EXTRA_NON_PUBLIC_V4 = array(
	'100.64.0.0/10',  // carrier-grade NAT (shared address space).
	'192.0.0.0/24',   // IETF protocol assignments.
	'192.0.2.0/24',   // TEST-NET-1.
	'198.18.0.0/15',  // benchmarking.
	'198.51.100.0/24', // TEST-NET-2.
	'203.0.113.0/24', // TEST-NET-3.
	'224.0.0.0/4',    // multicast.
);

/**
 * Whether an IP address belongs to the public internet.
 *
 * @param string $ip IPv4 or IPv6 address.
 * @return bool
 */
function curadoria_afiliados_ip_is_public( $ip ) {
	if ( false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE ) ) {
		return false;
	}
	if ( filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
		$long = ip2long( $ip );
		foreach ( CURADORIA_AFILIADOS_EXTRA_NON_PUBLIC_V4 as $cidr ) {
			list( $net, $bits ) = explode( '/', $cidr );
			$mask               = -1 << ( 32 - (int) $bits );
			if ( ( $long & $mask ) === ( ip2long( $net ) & $mask ) ) {
				return false;
			}
		}
		return true;
	}
	$bin = inet_pton( $ip );
	// IPv6 forms that carry an IPv4 address: judged by that address
	// (::ffff:a.b.c.d mapped, ::a.b.c.d compatible, 2002:aabb:ccdd::/48 6to4).
	if ( 0 === strncmp( $bin, str_repeat( "\0", 10 ) . "\xff\xff", 12 ) || 0 === strncmp( $bin, str_repeat( "\0", 12 ), 12 ) ) {
		return curadoria_afiliados_ip_is_public( inet_ntop( substr( $bin, 12 ) ) );
	}
	if ( "\x20\x02" === substr( $bin, 0, 2 ) ) {
		return curadoria_afiliados_ip_is_public( inet_ntop( substr( $bin, 2, 4 ) ) );
	}
	// Multicast (ff00::/8), NAT64 (64:ff9b::/96), Teredo (2001::/32) and
	// documentation (2001:db8::/32) addresses.
	return "\xff" !== $bin[0]
		&& 0 !== strncmp( $bin, inet_pton( '64:ff9b::' ), 12 )
		&& 0 !== strncmp( $bin, inet_pton( '2001::' ), 4 )
		&& 0 !== strncmp( $bin, inet_pton( '2001:db8::' ), 4 );
}

/**
 * Whether an IP address is the machine itself (127.0.0.0/8 or ::1).
 *
 * @param string $ip Address.
 * @return bool
 */
function curadoria_afiliados_ip_is_loopback( $ip ) {
	return '::1' === $ip || 0 === strpos( $ip, '127.' );
}

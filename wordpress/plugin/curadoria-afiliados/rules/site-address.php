<?php
/**
 * The public address of the curation site, without WordPress: how the owner's
 * entry is read, and the default taken from the CORS allow-list.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The site's address as scheme://host[:port], lower-case, without a trailing
 * slash; https:// is assumed when the owner typed a host alone. Anything with
 * a path, a query, credentials or another scheme is refused: the site lives
 * at the root of its host.
 *
 * @param mixed $value Raw value.
 * @return string The address, or '' when refused (or empty).
 */
function curadoria_afiliados_sanitize_site_address( $value ) {
	$address = rtrim( trim( is_string( $value ) ? $value : '' ), '/' );
	if ( '' === $address ) {
		return '';
	}
	if ( ! preg_match( '#^[a-z][a-z0-9+.-]*://#i', $address ) ) {
		$address = 'https://' . $address;
	}
	$address = strtolower( $address );
	return preg_match( '#^https?://(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[0-9]{1,5})?$#D', $address ) ? $address : '';
}

/**
 * The address to use when the owner set none: the first exact https:// origin
 * of the CORS allow-list, where the site's own address usually comes first
 * (port wildcards and plain http, which are development entries, are passed over).
 *
 * @param string[] $origins Normalised allow-list (curadoria_afiliados_parse_origins()).
 * @return string The address, or '' when the list has none.
 */
function curadoria_afiliados_site_address_from_origins( array $origins ) {
	foreach ( $origins as $origin ) {
		if ( 0 === strpos( (string) $origin, 'https://' ) && ':*' !== substr( (string) $origin, -2 ) ) {
			return curadoria_afiliados_sanitize_site_address( $origin );
		}
	}
	return '';
}

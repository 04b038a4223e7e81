<?php
/**
 * robots.txt, without WordPress (RFC 9309): the group for our user agent's
 * product token (else the "*" group), its allow and disallow rules with "*"
 * and "$", the longest match winning and allow winning a tie.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The rules of a robots.txt that apply to a user agent.
 *
 * @param string $robots The file.
 * @param string $token  Our product token ('curadoria-afiliados').
 * @return array<int, array{0: bool, 1: string}> Each array( allow, pattern ).
 */
function curadoria_afiliados_robots_rules( $robots, $token ) {
	$groups  = array(); // agent => rules.
	$agents  = array();
	$in_body = false;
	foreach ( preg_split( '/\r\n|\r|\n/', (string) $robots ) as $line ) {
		$line = trim( (string) preg_replace( '/#.*$/', '', $line ) );
		if ( ! preg_match( '/^([a-z-]+)\s*:\s*(.*)$/i', $line, $m ) ) {
			continue;
		}
		$field = strtolower( $m[1] );
		$value = trim( $m[2] );
		if ( 'user-agent' === $field ) {
			if ( $in_body ) {
				$agents  = array();
				$in_body = false;
			}
			$agents[] = strtolower( $value );
			foreach ( $agents as $agent ) {
				$groups[ $agent ] = $groups[ $agent ] ?? array();
			}
		} elseif ( ( 'allow' === $field || 'disallow' === $field ) && $agents ) {
			$in_body = true;
			if ( '' === $value ) {
				continue; // "Disallow:" allows everything.
			}
			foreach ( $agents as $agent ) {
				$groups[ $agent ][] = array( 'allow' === $field, $value );
			}
		}
	}
	$token = strtolower( $token );
	foreach ( $groups as $agent => $rules ) {
		if ( '*' !== $agent && '' !== $agent && 0 === strpos( $token, $agent ) ) {
			return $rules;
		}
	}
	return $groups['*'] ?? array();
}

/**
 * Whether robots.txt lets our user agent fetch a path.
 *
 * @param string $robots The file ('' when the site has none).
 * @param string $token  Our product token.
 * @param string $path   Path and query ('/produto/1?cor=azul').
 * @return bool
 */
function curadoria_afiliados_robots_allows( $robots, $token, $path ) {
	$best = null;
	foreach ( curadoria_afiliados_robots_rules( $robots, $token ) as list( $allow, $pattern ) ) {
		$regex = '#^' . str_replace( array( '\*', '\$' ), array( '.*', '$' ), preg_quote( $pattern, '#' ) ) . '#';
		if ( ! preg_match( $regex, $path ) ) {
			continue;
		}
		$length = strlen( $pattern );
		if ( null === $best || $length > $best[1] || ( $length === $best[1] && $allow ) ) {
			$best = array( $allow, $length );
		}
	}
	return null === $best || $best[0];
}

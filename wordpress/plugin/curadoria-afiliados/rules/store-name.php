<?php
/**
 * Store names, without WordPress: written once in one form (Unicode NFC, no
 * control, format or bidirectional characters, spaces collapsed, plain text,
 * never HTML entities), and told apart from their lookalikes ('Amazon' and
 * 'Amazon' with a zero-width space, 'Magalu' and 'Magalú'), which the
 * database's collation would merge into one store.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Longest store name kept, in characters. */
const CURADORIA_AFILIADOS_STORE_NAME_MAX = 60;

/**
 * Unicode NFC: PHP's Normalizer when the intl extension is there, else the
 * Latin letters composed from the table in rules/latin-composition.php.
 *
 * @param string $text UTF-8 text.
 * @return string
 */
function curadoria_afiliados_nfc( $text ) {
	if ( class_exists( 'Normalizer' ) ) {
		$normal = Normalizer::normalize( $text, Normalizer::FORM_C );
		return is_string( $normal ) ? $normal : $text;
	}
	return strtr( $text, CURADORIA_AFILIADOS_LATIN_COMPOSITION );
}

/**
 * A store name in its one stored form: HTML entities read as the characters
 * they stand for (older versions stored 'a &lt; b'), tags removed, control,
 * format (zero-width, soft hyphen, byte order mark) and bidirectional
 * override characters removed, any run of spaces one space, NFC, at most 60
 * characters. Invalid UTF-8 gives ''.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_normalize_store_name( $value ) {
	$text = is_scalar( $value ) ? (string) $value : '';
	if ( '' === $text || ! preg_match( '//u', $text ) ) {
		return '';
	}
	$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$text = strip_tags( $text );
	// \p{Cc} controls, \p{Cf} format characters (zero-width, bidi marks and overrides, BOM), \p{Co} private use.
	$text = (string) preg_replace( '/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]+/u', ' ', $text );
	$text = (string) preg_replace( '/[\s\p{Z}]+/u', ' ', $text );
	$text = trim( curadoria_afiliados_nfc( $text ) );
	return trim( mb_substr( $text, 0, CURADORIA_AFILIADOS_STORE_NAME_MAX, 'UTF-8' ) );
}

/**
 * What a name looks like to a reader: letters and digits only, without case
 * or accents, and with the digits and Cyrillic or Greek letters that pass
 * for Latin ones read as those ('Amaz0n', 'Аmazon' with a Cyrillic А).
 * Two stores with the same look are lookalikes.
 *
 * @param string $name Normalised store name.
 * @return string
 */
function curadoria_afiliados_store_look( $name ) {
	$text = class_exists( 'Normalizer' ) ? (string) Normalizer::normalize( $name, Normalizer::FORM_D ) : strtr( $name, array_flip( CURADORIA_AFILIADOS_LATIN_COMPOSITION ) );
	$text = mb_strtolower( (string) preg_replace( '/\p{M}+/u', '', $text ), 'UTF-8' );
	$text = strtr(
		$text,
		array(
			'0' => 'o',
			'1' => 'l',
			'а' => 'a',
			'е' => 'e',
			'о' => 'o',
			'р' => 'p',
			'с' => 'c',
			'х' => 'x',
			'у' => 'y',
			'і' => 'i',
			'ο' => 'o',
			'α' => 'a',
			'ι' => 'i',
			'ν' => 'v',
			'ß' => 'ss',
			'ø' => 'o',
			'đ' => 'd',
			'ł' => 'l',
		)
	);
	return (string) preg_replace( '/[^\p{L}\p{N}]+/u', '', $text );
}

/**
 * The names in a list that look like an earlier one (see
 * curadoria_afiliados_store_look()), by their position.
 *
 * @param string[] $names Normalised names, in the owner's order.
 * @return array<int, string> Position => the earlier name it looks like.
 */
function curadoria_afiliados_store_lookalikes( array $names ) {
	$seen    = array();
	$clashes = array();
	foreach ( $names as $position => $name ) {
		$look = curadoria_afiliados_store_look( (string) $name );
		if ( '' === $look ) {
			continue;
		}
		if ( isset( $seen[ $look ] ) ) {
			$clashes[ $position ] = $seen[ $look ];
		} else {
			$seen[ $look ] = (string) $name;
		}
	}
	return $clashes;
}

<?php
/**
 * Prices as amounts, without WordPress: reading what owners type ("R$
 * 1.299,90", "1299,90", "1299.9", "1.299") into centavos, writing an amount
 * the Brazilian way, and naming the store an affiliate link leads to.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Largest amount accepted, in centavos (R$ 10.000.000,00). */
const CURADORIA_AFILIADOS_PRICE_CENTS_MAX = 1000000000;

/** The only currency: every amount is in reais. */
const CURADORIA_AFILIADOS_CURRENCY = 'BRL';

/**
 * Read a price typed by an owner into centavos. Accepted: an optional "R$",
 * then reais with an optional decimal part of one or two digits after a comma
 * or a dot ("1299,90", "1299.9", "39,9"), thousands grouped by dots when the
 * decimals follow a comma or stand alone ("1.299,90", "1.299", "1.299.000"),
 * or by commas when they follow a dot ("1,299.90"). Refused: anything else
 * ("1,299", which reads as 1 real in Brazil and 1,299 elsewhere; "1.2345";
 * words; negative numbers), zero, and more than R$ 10 milhões.
 *
 * @param mixed $value Text.
 * @return int|null Centavos, or null when unreadable.
 */
function curadoria_afiliados_parse_price( $value ) {
	if ( ! is_string( $value ) && ! is_int( $value ) ) {
		return null;
	}
	$text = trim( str_replace( array( "\u{00A0}", "\u{202F}" ), ' ', (string) $value ) );
	$text = (string) preg_replace( '/^R\$\s*/i', '', $text );
	if ( ! preg_match( '/^\d[\d.,]*$/', $text ) ) {
		return null;
	}
	if ( preg_match( '/^(.+?)([.,])(\d{1,2})$/', $text, $m ) ) {
		list( , $whole, $decimal_mark, $fraction ) = $m;
		$thousands                                 = ',' === $decimal_mark ? '.' : ',';
	} else {
		$whole     = $text;
		$fraction  = '0';
		$thousands = '.';
	}
	if ( ! preg_match( '/^(\d+|\d{1,3}(' . preg_quote( $thousands, '/' ) . '\d{3})+)$/', $whole ) ) {
		return null;
	}
	$reais = ltrim( str_replace( $thousands, '', $whole ), '0' );
	if ( strlen( $reais ) > 8 ) {
		return null;
	}
	$cents = (int) $reais * 100 + (int) str_pad( $fraction, 2, '0' );
	return $cents >= 1 && $cents <= CURADORIA_AFILIADOS_PRICE_CENTS_MAX ? $cents : null;
}

/**
 * An amount as Brazilians write it: "R$ 1.299,90".
 *
 * @param int $cents Centavos.
 * @return string
 */
function curadoria_afiliados_format_price( $cents ) {
	$cents = max( 0, (int) $cents );
	return 'R$ ' . number_format( intdiv( $cents, 100 ), 0, ',', '.' ) . ',' . sprintf( '%02d', $cents % 100 );
}

/**
 * Sanitise an amount in centavos: 0 (no amount) up to the maximum.
 *
 * @param mixed $value Raw value.
 * @return int
 */
function curadoria_afiliados_sanitize_cents( $value ) {
	if ( is_string( $value ) && ctype_digit( $value ) ) {
		$value = (int) $value;
	}
	return is_int( $value ) && $value > 0 && $value <= CURADORIA_AFILIADOS_PRICE_CENTS_MAX ? $value : 0;
}

/**
 * Sanitise the currency: BRL, the only one.
 *
 * @return string
 */
function curadoria_afiliados_sanitize_currency() {
	return CURADORIA_AFILIADOS_CURRENCY;
}

/**
 * A store name for comparing without case ("amazon" is "Amazon"). mbstring
 * is optional in PHP (WordPress polyfills only some of it); without it only
 * ASCII letters fold, which covers the stores' names.
 *
 * @param string $name Store name.
 * @return string
 */
function curadoria_afiliados_store_key( $name ) {
	return function_exists( 'mb_strtolower' ) ? mb_strtolower( (string) $name, 'UTF-8' ) : strtolower( (string) $name );
}

/**
 * The store a host belongs to, named as shoppers know it: amazon.* is
 * 'Amazon', mercadolivre.* and mercadolibre.* 'Mercado Livre',
 * magazineluiza.* and magalu.* 'Magalu', shopee.* 'Shopee', americanas.*
 * 'Americanas'; any other host without "www.".
 *
 * @param string $host Host of an affiliate link.
 * @return string '' for no host.
 */
function curadoria_afiliados_store_from_host( $host ) {
	$host  = strtolower( (string) $host );
	$known = array(
		'amazon'        => 'Amazon',
		'mercadolivre'  => 'Mercado Livre',
		'mercadolibre'  => 'Mercado Livre',
		'magazineluiza' => 'Magalu',
		'magalu'        => 'Magalu',
		'shopee'        => 'Shopee',
		'americanas'    => 'Americanas',
	);
	foreach ( $known as $label => $name ) {
		if ( preg_match( '/(^|\.)' . $label . '\./', $host ) ) {
			return $name;
		}
	}
	return (string) preg_replace( '/^www\./', '', $host );
}

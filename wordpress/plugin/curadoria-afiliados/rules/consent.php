<?php
/**
 * The consent texts a subscription form shows, and their versions, without
 * WordPress. Each purpose (the weekly newsletter, a product's price alert)
 * has its text; when the owner changes it, it becomes a new version and the
 * old ones are kept, so every subscription's consent record (when, which
 * version, for what purpose) can always be read back word for word.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** The weekly newsletter, 'Novidades da semana'. */
const CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER = 'newsletter';

/** A product's price-drop alerts. */
const CURADORIA_AFILIADOS_PURPOSE_ALERT = 'price_alert';

/** The texts of a fresh install (version 1 of each purpose). */
const CURADORIA_AFILIADOS_CONSENT_DEFAULTS = array(
	CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER => 'Quero receber por e-mail a newsletter "Novidades da semana", uma vez por semana, com os produtos publicados nos últimos 7 dias. Posso cancelar quando quiser pelo link que vem em cada e-mail.',
	CURADORIA_AFILIADOS_PURPOSE_ALERT      => 'Quero receber um e-mail quando o preço deste produto baixar (no máximo um por dia). Posso cancelar quando quiser pelo link que vem em cada e-mail.',
);

/** When the default texts took effect (their version 1). */
const CURADORIA_AFILIADOS_CONSENT_DEFAULTS_SINCE = '2026-11-28T00:00:00Z';

/** Longest consent text kept. */
const CURADORIA_AFILIADOS_CONSENT_MAX = 1000;

/**
 * A consent text as it is shown and compared: plain text, spaces collapsed.
 *
 * @param mixed $text Raw text.
 * @return string
 */
function curadoria_afiliados_consent_clean( $text ) {
	$text = is_string( $text ) ? strip_tags( $text ) : '';
	return mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', $text ) ), 0, CURADORIA_AFILIADOS_CONSENT_MAX );
}

/**
 * A purpose's versions, oldest first, starting from the default text when
 * none is stored.
 *
 * @param string $purpose Purpose.
 * @param mixed  $stored  The stored versions of that purpose.
 * @return array<int, array{version: int, text: string, since: string}>
 */
function curadoria_afiliados_consent_versions( $purpose, $stored ) {
	$versions = array();
	foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
		if ( is_array( $entry ) && isset( $entry['version'], $entry['text'], $entry['since'] ) && is_int( $entry['version'] ) && is_string( $entry['text'] ) && is_string( $entry['since'] ) ) {
			$versions[] = $entry;
		}
	}
	if ( ! $versions ) {
		$versions[] = array(
			'version' => 1,
			'text'    => CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ $purpose ] ?? '',
			'since'   => CURADORIA_AFILIADOS_CONSENT_DEFAULTS_SINCE,
		);
	}
	return $versions;
}

/**
 * The versions after the owner saved a text: unchanged when the text is the
 * current one (or empty), else with a new version, numbered after the last.
 *
 * @param array  $versions The purpose's versions, oldest first.
 * @param mixed  $text     The text saved.
 * @param string $since    When it takes effect, ISO 8601 UTC.
 * @return array
 */
function curadoria_afiliados_consent_add_version( array $versions, $text, $since ) {
	$text    = curadoria_afiliados_consent_clean( $text );
	$current = curadoria_afiliados_consent_current( $versions );
	if ( '' === $text || ( null !== $current && $current['text'] === $text ) ) {
		return $versions;
	}
	$versions[] = array(
		'version' => null === $current ? 1 : $current['version'] + 1,
		'text'    => $text,
		'since'   => $since,
	);
	return $versions;
}

/**
 * The version in force: the last.
 *
 * @param array $versions Versions, oldest first.
 * @return array{version: int, text: string, since: string}|null
 */
function curadoria_afiliados_consent_current( array $versions ) {
	return $versions ? $versions[ count( $versions ) - 1 ] : null;
}

/**
 * One version, by number.
 *
 * @param array $versions Versions.
 * @param mixed $version  Its number.
 * @return array{version: int, text: string, since: string}|null
 */
function curadoria_afiliados_consent_find( array $versions, $version ) {
	foreach ( $versions as $entry ) {
		if ( $entry['version'] === $version ) {
			return $entry;
		}
	}
	return null;
}

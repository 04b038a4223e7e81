<?php
/**
 * The owner's settings of subscriptions and e-mail (Inscrições >
 * Configurações): the hourly cap of e-mails and the consent texts with their
 * versions. The e-mails link to the site's pages at its public address, the
 * one 'Visualizar' uses (site-address.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the e-mails allowed per hour (0: no cap). */
const CURADORIA_AFILIADOS_MAIL_CAP_OPTION = 'curadoria_afiliados_mail_hourly_cap';

/** Default of that option: what a shared host usually allows. */
const CURADORIA_AFILIADOS_MAIL_CAP = 500;

/** Option holding the consent texts' versions, by purpose. */
const CURADORIA_AFILIADOS_CONSENT_OPTION = 'curadoria_afiliados_consent_texts';

/** Settings group of the subscriptions page. */
const CURADORIA_AFILIADOS_SUBSCRIPTIONS_GROUP = 'curadoria_afiliados_subscriptions';

/**
 * An address of the site: its public address and a path (from the site's
 * app/config/paths.ts), with a query.
 *
 * @param string $path  Path, e.g. '/inscricao/confirmar'.
 * @param array  $query Query parameters.
 * @return string
 */
function curadoria_afiliados_site_link( $path, array $query = array() ) {
	$url = curadoria_afiliados_site_address() . $path;
	return $query ? $url . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) : $url;
}

/**
 * E-mails allowed per hour: the option, the CURADORIA_MAIL_HOURLY_CAP
 * constant winning (0 = no cap).
 *
 * @return int
 */
function curadoria_afiliados_mail_hourly_cap() {
	$cap = defined( 'CURADORIA_MAIL_HOURLY_CAP' ) ? CURADORIA_MAIL_HOURLY_CAP : get_option( CURADORIA_AFILIADOS_MAIL_CAP_OPTION, CURADORIA_AFILIADOS_MAIL_CAP );
	return max( 0, (int) $cap );
}

/**
 * Settings API sanitiser of the cap: 0..100,000, else the previous value.
 *
 * @param mixed $value Submitted value.
 * @return int
 */
function curadoria_afiliados_sanitize_mail_cap( $value ) {
	$cap = is_numeric( $value ) ? (int) $value : -1;
	return $cap >= 0 && $cap <= 100000 ? $cap : curadoria_afiliados_mail_hourly_cap();
}

/**
 * A purpose's consent versions, oldest first.
 *
 * @param string $purpose CURADORIA_AFILIADOS_PURPOSE_*.
 * @return array
 */
function curadoria_afiliados_consent_versions_of( $purpose ) {
	$stored = get_option( CURADORIA_AFILIADOS_CONSENT_OPTION, array() );
	return curadoria_afiliados_consent_versions( $purpose, is_array( $stored ) ? ( $stored[ $purpose ] ?? null ) : null );
}

/**
 * Settings API sanitiser of the consent texts: the form sends one text per
 * purpose; each changed text becomes a new version, the old ones are kept.
 *
 * @param mixed $value Submitted value: purpose => text.
 * @return array Purpose => versions.
 */
function curadoria_afiliados_sanitize_consent_texts( $value ) {
	$texts = is_array( $value ) ? $value : array();
	$saved = array();
	foreach ( array( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, CURADORIA_AFILIADOS_PURPOSE_ALERT ) as $purpose ) {
		$versions = curadoria_afiliados_consent_versions_of( $purpose );
		if ( isset( $texts[ $purpose ] ) && is_string( $texts[ $purpose ] ) ) {
			$versions = curadoria_afiliados_consent_add_version( $versions, wp_unslash( $texts[ $purpose ] ), gmdate( 'Y-m-d\TH:i:s\Z' ) );
		} elseif ( isset( $texts[ $purpose ] ) && is_array( $texts[ $purpose ] ) ) {
			$versions = curadoria_afiliados_consent_versions( $purpose, $texts[ $purpose ] ); // Already versions (update_option's own call).
		}
		$saved[ $purpose ] = $versions;
	}
	return $saved;
}

/**
 * What the site needs to offer the forms (GET /curadoria/v1/config): whether
 * subscriptions are taken, and the consent text in force of each purpose.
 *
 * @return array{available: bool, consent: array}
 */
function curadoria_afiliados_subscriptions_public() {
	$consent = array();
	foreach ( array( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, CURADORIA_AFILIADOS_PURPOSE_ALERT ) as $purpose ) {
		$current             = curadoria_afiliados_consent_current( curadoria_afiliados_consent_versions_of( $purpose ) );
		$consent[ $purpose ] = array(
			'version' => $current['version'],
			'text'    => $current['text'],
		);
	}
	return array(
		'available' => '' !== curadoria_afiliados_site_address(),
		'consent'   => $consent,
	);
}

/**
 * Register the subscriptions' options with the Settings API.
 */
function curadoria_afiliados_register_subscription_settings() {
	if ( ! defined( 'CURADORIA_MAIL_HOURLY_CAP' ) ) {
		register_setting(
			CURADORIA_AFILIADOS_SUBSCRIPTIONS_GROUP,
			CURADORIA_AFILIADOS_MAIL_CAP_OPTION,
			array(
				'type'              => 'integer',
				'default'           => CURADORIA_AFILIADOS_MAIL_CAP,
				'show_in_rest'      => false,
				'sanitize_callback' => 'curadoria_afiliados_sanitize_mail_cap',
			)
		);
	}
	register_setting(
		CURADORIA_AFILIADOS_SUBSCRIPTIONS_GROUP,
		CURADORIA_AFILIADOS_CONSENT_OPTION,
		array(
			'type'              => 'array',
			'default'           => array(),
			'show_in_rest'      => false,
			'sanitize_callback' => 'curadoria_afiliados_sanitize_consent_texts',
		)
	);
}
add_action( 'admin_init', 'curadoria_afiliados_register_subscription_settings' );

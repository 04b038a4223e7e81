<?php
/**
 * The public address of the curation site, where 'Visualizar' sends the
 * owner: the CURADORIA_SITE_URL constant of wp-config.php, else the setting
 * (Configurações > Curadoria Afiliados > Endereço do site), else the first
 * exact https:// origin of the CORS allow-list (rules/site-address.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the site's public address ('' for the default). */
const CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION = 'curadoria_afiliados_site_address';

/**
 * The address the owner set (constant or option), '' when none (or invalid).
 *
 * @return string
 */
function curadoria_afiliados_configured_site_address() {
	return curadoria_afiliados_sanitize_site_address( curadoria_afiliados_setting( 'CURADORIA_SITE_URL', CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION ) );
}

/**
 * The site's public address in use: the owner's, else the allow-list's.
 *
 * @return string scheme://host[:port], or '' when neither says it.
 */
function curadoria_afiliados_site_address() {
	$configured = curadoria_afiliados_configured_site_address();
	return '' !== $configured ? $configured : curadoria_afiliados_site_address_from_origins( curadoria_afiliados_allowed_origins() );
}

/**
 * Settings API sanitiser of the site address: an entry that is not an
 * address is refused with an admin error and the previous value is kept (''
 * goes back to the default).
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function curadoria_afiliados_sanitize_site_address_option( $value ) {
	$raw   = trim( is_scalar( $value ) ? (string) $value : '' );
	$clean = curadoria_afiliados_sanitize_site_address( $raw );
	if ( '' === $raw || '' !== $clean ) {
		return $clean;
	}
	$code = 'curadoria-afiliados-site-address-invalid';
	if ( function_exists( 'add_settings_error' ) && ! wp_list_filter( get_settings_errors( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION ), array( 'code' => $code ) ) ) {
		add_settings_error(
			CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION,
			$code,
			__( 'Endereço do site inválido: use só o endereço, sem caminho, por exemplo https://www.meusite.com.br. O valor anterior foi mantido.', 'curadoria-afiliados' )
		);
	}
	return curadoria_afiliados_sanitize_site_address( get_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' ) );
}

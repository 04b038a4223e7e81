<?php
/**
 * The deploy hook's address: which URLs are accepted (the rule is pure,
 * rules/deploy-hook.php), the setting and its wp-config.php constant, the
 * GitHub token, and the URL shown without its secret part.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this WordPress is a developer's machine or a CI runner
 * (WP_ENVIRONMENT_TYPE 'local'): only there may the deploy hook reach the
 * machine itself.
 *
 * @return bool
 */
function curadoria_afiliados_is_local() {
	return 'local' === wp_get_environment_type();
}

/**
 * Sanitise a deploy hook URL: https:// to a public host; http:// and
 * https:// to the machine itself only when $allow_loopback, on a port from
 * 1024 up (the rule: curadoria_afiliados_deploy_hook_allows()). Anything else
 * (ftp:, javascript:, relative paths, credentials in the URL, plain http to
 * another host, a private, link-local or reserved IP such as 169.254.169.254)
 * becomes ''. Host names are resolved only when the hook is called
 * (curadoria_afiliados_check_target()), not here.
 *
 * @param mixed     $value          Raw value.
 * @param bool|null $allow_loopback Default: whether the environment is local.
 * @return string
 */
function curadoria_afiliados_sanitize_deploy_hook( $value, $allow_loopback = null ) {
	$allow_loopback = null === $allow_loopback ? curadoria_afiliados_is_local() : (bool) $allow_loopback;
	$value          = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( '' === $value ) {
		return '';
	}
	$url   = esc_url_raw( $value, array( 'http', 'https' ) );
	$parts = wp_parse_url( $url );
	return is_array( $parts ) && curadoria_afiliados_deploy_hook_allows( $parts, $allow_loopback ) ? $url : '';
}

/**
 * Settings API sanitiser of the deploy hook option: an invalid URL is refused
 * with an admin error and the previous value is kept ('' still disables).
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function curadoria_afiliados_sanitize_deploy_hook_option( $value ) {
	$raw   = trim( is_scalar( $value ) ? (string) $value : '' );
	$clean = curadoria_afiliados_sanitize_deploy_hook( $raw );
	if ( '' === $raw || '' !== $clean ) {
		return $clean;
	}
	$code = 'curadoria-afiliados-deploy-hook-invalid';
	if ( function_exists( 'add_settings_error' ) && ! wp_list_filter( get_settings_errors( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), array( 'code' => $code ) ) ) {
		add_settings_error(
			CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION,
			$code,
			__( 'URL do deploy hook inválida: use um endereço https:// de um host público (endereços internos, como 127.0.0.1, 10.x, 192.168.x ou 169.254.x, são recusados). O valor anterior foi mantido.', 'curadoria-afiliados' )
		);
	}
	return curadoria_afiliados_sanitize_deploy_hook( get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' ) );
}

/**
 * The configured deploy hook: the CURADORIA_DEPLOY_HOOK constant wins over
 * the option. Both go through the sanitiser.
 *
 * @return string URL, or '' when the feature is off.
 */
function curadoria_afiliados_deploy_hook_url() {
	return curadoria_afiliados_sanitize_deploy_hook( curadoria_afiliados_setting( 'CURADORIA_DEPLOY_HOOK', CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ) );
}

/**
 * The GitHub token of a repository_dispatch deploy hook: the
 * CURADORIA_DEPLOY_HOOK_TOKEN constant of wp-config.php only, never an option,
 * so the secret stays out of the database (and its backups and exports).
 *
 * @return string Token, or '' when not defined.
 */
function curadoria_afiliados_deploy_hook_token() {
	return defined( 'CURADORIA_DEPLOY_HOOK_TOKEN' ) && is_string( CURADORIA_DEPLOY_HOOK_TOKEN ) ? trim( CURADORIA_DEPLOY_HOOK_TOKEN ) : '';
}

/**
 * Show a deploy hook URL without its secret part ("https://api.netlify.com/…a1b2").
 *
 * @param string $url URL.
 * @return string
 */
function curadoria_afiliados_mask_url( $url ) {
	$scheme = (string) wp_parse_url( $url, PHP_URL_SCHEME );
	$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
	$port   = wp_parse_url( $url, PHP_URL_PORT );
	return $scheme . '://' . $host . ( $port ? ':' . $port : '' ) . '/…' . substr( $url, -4 );
}

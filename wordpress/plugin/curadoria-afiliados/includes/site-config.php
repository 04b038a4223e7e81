<?php
/**
 * GET /wp-json/curadoria/v1/config: what the site may want to know about this
 * plugin, and the settings it serves: how many days a price date counts as
 * recent (Configurações > Curadoria Afiliados), and whether subscriptions
 * are taken with the consent texts the forms show (Inscrições).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Days a price date counts as recent: the site shows 'O preço pode ter
 * mudado: confira na loja.' after that.
 *
 * @return int 1..365, default 30.
 */
function curadoria_afiliados_price_fresh_days() {
	$days = (int) get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, CURADORIA_AFILIADOS_PRICE_FRESH_DAYS );
	return curadoria_afiliados_fresh_days_valid( $days ) ? $days : CURADORIA_AFILIADOS_PRICE_FRESH_DAYS;
}

/**
 * Settings API sanitiser of the price freshness window: 1..365 days, else the
 * previous value.
 *
 * @param mixed $value Submitted value.
 * @return int
 */
function curadoria_afiliados_sanitize_fresh_days( $value ) {
	$days = is_numeric( $value ) ? (int) $value : 0;
	return curadoria_afiliados_fresh_days_valid( $days ) ? $days : curadoria_afiliados_price_fresh_days();
}

/**
 * Register /curadoria/v1/config.
 */
function curadoria_afiliados_register_config_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/config',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_config',
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_config_route' );

/**
 * GET /curadoria/v1/config.
 *
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_config() {
	return new WP_REST_Response(
		array(
			'version'          => CURADORIA_AFILIADOS_VERSION,
			'price_fresh_days' => curadoria_afiliados_price_fresh_days(),
			'subscriptions'    => curadoria_afiliados_subscriptions_public(),
		),
		200
	);
}

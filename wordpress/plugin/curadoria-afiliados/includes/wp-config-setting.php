<?php
/**
 * Settings that wp-config.php may fix with a constant (the CORS allow-list,
 * the deploy hook): the constant wins over the option.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A setting that wp-config.php may fix with a constant; otherwise the option.
 *
 * @param string $constant Constant name.
 * @param string $option   Option name.
 * @return mixed Raw value.
 */
function curadoria_afiliados_setting( $constant, $option ) {
	return defined( $constant ) ? constant( $constant ) : get_option( $option, '' );
}

<?php
/**
 * Uninstall: remove the plugin's option. Post meta (price, affiliate_url) is
 * content and is deliberately kept.
 *
 * @package CuradoriaAfiliados
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'curadoria_afiliados_allowed_origins' );

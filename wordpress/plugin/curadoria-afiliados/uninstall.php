<?php
/**
 * Uninstall: remove the plugin's options and its pending deploy hook event.
 * Post meta (price, affiliate_url) is content and is deliberately kept.
 *
 * @package CuradoriaAfiliados
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'curadoria_afiliados_allowed_origins' );
delete_option( 'curadoria_afiliados_deploy_hook' );
delete_option( 'curadoria_afiliados_deploy_hook_last' );
wp_clear_scheduled_hook( 'curadoria_afiliados_deploy_hook_event' );

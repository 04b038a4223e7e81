<?php
/**
 * Must-use plugin of the local test WordPress only (up.sh links it into
 * wp-content/mu-plugins; never part of the plugin zip): while the mail sink
 * of wordpress/mail-sink.sh runs, wp_mail() sends over SMTP to it (the
 * ports are in the state folder's mail-sink.json, which the sink's script
 * writes and removes). Without it, wp_mail() keeps PHP's mail(), which has
 * no mail server here and fails.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'phpmailer_init',
	static function ( $mailer ) {
		$config = dirname( ABSPATH ) . '/mail-sink.json';
		$ports  = is_readable( $config ) ? json_decode( (string) file_get_contents( $config ), true ) : null;
		if ( ! is_array( $ports ) || empty( $ports['smtp'] ) ) {
			return;
		}
		$mailer->isSMTP();
		$mailer->Host        = '127.0.0.1';
		$mailer->Port        = (int) $ports['smtp'];
		$mailer->SMTPAuth    = false;
		$mailer->SMTPAutoTLS = false;
		$mailer->SMTPSecure  = '';
		$mailer->Timeout     = 5;
	}
);

<?php
/**
 * Calling the deploy hook: a POST to the static host's build hook, or
 * GitHub's repository_dispatch (the site's deploy workflow runs on it), sent
 * once per request at shutdown and at most once per interval; a change inside
 * the interval is sent by a single WP-Cron call at its end.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * The event a GitHub repository_dispatch call sends: the site's deploy
 * workflow (.github/workflows/deploy.yml) runs on it and updates the build.
 */
defined( 'CURADORIA_AFILIADOS_DISPATCH_EVENT' ) || define( 'CURADORIA_AFILIADOS_DISPATCH_EVENT', 'wordpress-content' );

/**
 * Minimum number of seconds between two deploy hook calls.
 *
 * @return int
 */
function curadoria_afiliados_deploy_hook_interval() {
	/**
	 * Filters the debounce window of the deploy hook, in seconds.
	 *
	 * @param int $seconds Default 60.
	 */
	return max( 0, (int) apply_filters( 'curadoria_afiliados_deploy_hook_interval', CURADORIA_AFILIADOS_DEPLOY_INTERVAL ) );
}

/**
 * The wp_safe_remote_post() arguments of a call to the deploy hook: an empty
 * JSON POST; to GitHub, the repository_dispatch event with the token.
 *
 * @param string $url      Sanitised deploy hook URL.
 * @param bool   $blocking Whether the caller waits for the answer.
 * @return array|WP_Error Arguments, or an error when GitHub's token is missing.
 */
function curadoria_afiliados_deploy_hook_args( $url, $blocking ) {
	$args = array(
		'method'     => 'POST',
		'blocking'   => (bool) $blocking,
		'timeout'    => $blocking ? 15 : 2,
		'user-agent' => 'curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION,
		'headers'    => array( 'Content-Type' => 'application/json' ),
		'body'       => '{}',
	);
	if ( ! curadoria_afiliados_is_github_dispatch( $url ) ) {
		return $args;
	}
	$token = curadoria_afiliados_deploy_hook_token();
	if ( '' === $token ) {
		return new WP_Error( 'curadoria_afiliados_no_deploy_token', __( 'O deploy hook é um repositório do GitHub, mas falta o token: defina CURADORIA_DEPLOY_HOOK_TOKEN no wp-config.php.', 'curadoria-afiliados' ) );
	}
	$args['headers'] = array(
		'Content-Type'         => 'application/json',
		'Accept'               => 'application/vnd.github+json',
		'Authorization'        => 'Bearer ' . $token,
		'X-GitHub-Api-Version' => '2022-11-28',
	);
	$args['body']    = wp_json_encode( array( 'event_type' => CURADORIA_AFILIADOS_DISPATCH_EVENT ) );
	return $args;
}

/**
 * Send the POST to the deploy hook.
 *
 * @param bool $blocking True to wait for the answer (manual button), false
 *                       to fire and forget (automatic calls).
 * @return array|WP_Error wp_remote_post() result.
 */
function curadoria_afiliados_deploy_hook_send( $blocking = false ) {
	$url = curadoria_afiliados_deploy_hook_url();
	if ( '' === $url ) {
		return new WP_Error( 'curadoria_afiliados_no_deploy_hook', __( 'Nenhuma URL de deploy hook configurada.', 'curadoria-afiliados' ) );
	}
	$args = curadoria_afiliados_deploy_hook_args( $url, $blocking );
	if ( is_wp_error( $args ) ) {
		return $args;
	}

	/**
	 * Filters the wp_safe_remote_post() arguments of the deploy hook call
	 * (e.g. to add an authorization header). Redirects are never followed,
	 * whatever 'redirection' says: a redirect could lead to an internal address.
	 *
	 * @param array  $args Request arguments.
	 * @param string $url  Deploy hook URL.
	 */
	$args = (array) apply_filters( 'curadoria_afiliados_deploy_hook_request_args', $args, $url );
	return curadoria_afiliados_safe_request( 'POST', $url, $args, curadoria_afiliados_is_local() );
}

/**
 * Remember that a call happened now and drop any deferred call it covers.
 */
function curadoria_afiliados_deploy_hook_stamp() {
	update_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, time(), false );
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
}

/**
 * At shutdown: if this request changed public content, call the deploy hook
 * once. Debounced: when the last call is less than the interval ago, nothing
 * is sent and a single WP-Cron event is scheduled at the end of the window, so
 * the last change still gets built (that needs WP-Cron to run, see readme).
 *
 * @return string 'none' (nothing to do), 'sent' or 'scheduled'.
 */
function curadoria_afiliados_deploy_hook_flush() {
	$changes = curadoria_afiliados_deploy_hook_changes();

	$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
	if ( empty( $changes ) || '' === curadoria_afiliados_deploy_hook_url() ) {
		return 'none';
	}

	$last     = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, 0 );
	$interval = curadoria_afiliados_deploy_hook_interval();
	if ( curadoria_afiliados_deploy_hook_due( time(), $last, $interval ) ) {
		curadoria_afiliados_deploy_hook_stamp();
		curadoria_afiliados_deploy_hook_send( false );
		return 'sent';
	}
	if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT ) ) {
		wp_schedule_single_event( $last + $interval, CURADORIA_AFILIADOS_DEPLOY_EVENT );
	}
	return 'scheduled';
}
add_action( 'shutdown', 'curadoria_afiliados_deploy_hook_flush' );

/**
 * WP-Cron callback: the deferred call at the end of a debounce window.
 */
function curadoria_afiliados_deploy_hook_cron() {
	if ( ! curadoria_afiliados_deploy_hook_enabled( 'cron' ) ) {
		return;
	}
	curadoria_afiliados_deploy_hook_stamp();
	curadoria_afiliados_deploy_hook_send( false );
}
add_action( CURADORIA_AFILIADOS_DEPLOY_EVENT, 'curadoria_afiliados_deploy_hook_cron' );

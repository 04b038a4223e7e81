<?php
/**
 * Deploy hook: ask the static host to rebuild the site when public content
 * changes, or GitHub (repository_dispatch) to run the site's deploy workflow.
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
 * Sanitise a deploy hook URL: https:// to a public host. http:// and https://
 * to the machine itself (127.0.0.1, ::1, localhost) are accepted only when
 * $allow_loopback, on a port from 1024 up. Anything else (ftp:, javascript:,
 * relative paths, credentials in the URL, plain http to another host, a
 * private, link-local or reserved IP such as 169.254.169.254) becomes ''.
 * Host names are resolved only when the hook is called
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
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return '';
	}
	$scheme   = strtolower( $parts['scheme'] ?? '' );
	$host     = strtolower( $parts['host'] );
	$ip       = trim( $host, '[]' );
	$is_ip    = (bool) filter_var( $ip, FILTER_VALIDATE_IP );
	$loopback = 'localhost' === $host || '.localhost' === substr( $host, -10 ) || ( $is_ip && curadoria_afiliados_ip_is_loopback( $ip ) );
	if ( $loopback ) {
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $allow_loopback && $port >= 1024 && in_array( $scheme, array( 'http', 'https' ), true ) ? $url : '';
	}
	if ( 'https' !== $scheme || ( $is_ip && ! curadoria_afiliados_ip_is_public( $ip ) ) ) {
		return '';
	}
	return $url;
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
 * Whether content changes should call the deploy hook right now.
 *
 * @param string $context What changed: 'post', 'meta', 'category' or 'cron'.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_enabled( $context ) {
	$enabled = '' !== curadoria_afiliados_deploy_hook_url() && ! ( defined( 'WP_IMPORTING' ) && WP_IMPORTING );

	/**
	 * Filters whether a content change calls the deploy hook. Return false
	 * during bulk imports (wordpress/lib/seed.php does) and press
	 * "Disparar rebuild agora" once at the end.
	 *
	 * @param bool   $enabled Whether enabled (a URL is set and WP_IMPORTING is not).
	 * @param string $context 'post', 'meta', 'category' or 'cron'.
	 */
	return (bool) apply_filters( 'curadoria_afiliados_deploy_hook_enabled', $enabled, $context );
}

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
 * Record a change that needs a rebuild. Nothing is sent here: all changes
 * of one request (a publish also writes meta and terms) are sent as a single
 * call by curadoria_afiliados_deploy_hook_flush() at shutdown.
 *
 * @param string $context What changed ('post', 'meta', 'category').
 * @param string $detail  Human-readable detail, kept for debugging.
 * @return bool Whether the change was recorded.
 */
function curadoria_afiliados_deploy_hook_mark( $context, $detail = '' ) {
	if ( ! curadoria_afiliados_deploy_hook_enabled( $context ) ) {
		return false;
	}
	$GLOBALS['curadoria_afiliados_deploy_changes'][] = $context . ( '' !== $detail ? ': ' . $detail : '' );
	return true;
}

/**
 * Changes recorded so far in this request.
 *
 * @return string[]
 */
function curadoria_afiliados_deploy_hook_changes() {
	return isset( $GLOBALS['curadoria_afiliados_deploy_changes'] ) ? (array) $GLOBALS['curadoria_afiliados_deploy_changes'] : array();
}

/**
 * Whether a post's changes are relevant to the public site.
 *
 * @param int|WP_Post $post Post.
 * @return bool
 */
function curadoria_afiliados_deploy_hook_watches_post( $post ) {
	$post = get_post( $post );
	if ( ! $post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return false;
	}
	if ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) {
		return false;
	}

	/**
	 * Filters the post types whose publication changes trigger a rebuild.
	 *
	 * @param string[] $post_types Default array( 'post' ): the site only reads posts.
	 */
	$post_types = (array) apply_filters( 'curadoria_afiliados_deploy_hook_post_types', array( 'post' ) );
	return in_array( $post->post_type, $post_types, true );
}

/**
 * transition_post_status: publish, update of a published post, unpublish
 * (back to draft/pending/private/future) and trash.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       Post.
 */
function curadoria_afiliados_deploy_on_transition( $new_status, $old_status, $post ) {
	if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
		return;
	}
	if ( curadoria_afiliados_deploy_hook_watches_post( $post ) ) {
		curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d %s -> %s', $post->ID, $old_status, $new_status ) );
	}
}
add_action( 'transition_post_status', 'curadoria_afiliados_deploy_on_transition', 10, 3 );

/**
 * A published post deleted without going through the trash (force delete)
 * fires no status transition.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_deploy_on_delete_post( $post_id ) {
	if ( 'publish' === get_post_status( $post_id ) && curadoria_afiliados_deploy_hook_watches_post( $post_id ) ) {
		curadoria_afiliados_deploy_hook_mark( 'post', sprintf( '#%d deleted', $post_id ) );
	}
}
add_action( 'before_delete_post', 'curadoria_afiliados_deploy_on_delete_post', 10, 1 );

/**
 * Meta the site shows changed on a published post (added, updated with a
 * different value, or deleted).
 *
 * @param int|int[] $meta_id   Meta ID(s), unused.
 * @param int       $object_id Post ID.
 * @param string    $meta_key  Meta key.
 */
function curadoria_afiliados_deploy_on_meta( $meta_id, $object_id, $meta_key ) {
	/**
	 * Filters the post meta keys whose changes on a published post trigger a rebuild.
	 *
	 * @param string[] $meta_keys Default price, price_cents, price_currency, offers, price_checked_at, affiliate_url and _thumbnail_id (featured image).
	 */
	$keys = (array) apply_filters( 'curadoria_afiliados_deploy_hook_meta_keys', array( 'price', 'price_cents', 'price_currency', 'offers', 'price_checked_at', 'affiliate_url', '_thumbnail_id' ) );
	if ( ! in_array( $meta_key, $keys, true ) || 'publish' !== get_post_status( $object_id ) ) {
		return;
	}
	if ( curadoria_afiliados_deploy_hook_watches_post( $object_id ) ) {
		curadoria_afiliados_deploy_hook_mark( 'meta', sprintf( '#%d %s', $object_id, $meta_key ) );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_deploy_on_meta', 10, 3 );

/**
 * A category was created, renamed/edited or deleted.
 *
 * @param int|WP_Term $term Term ID (created/edited) or object (deleted).
 */
function curadoria_afiliados_deploy_on_category( $term ) {
	$term_id = $term instanceof WP_Term ? $term->term_id : (int) $term;
	curadoria_afiliados_deploy_hook_mark( 'category', sprintf( '#%d %s', $term_id, current_action() ) );
}
add_action( 'created_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );
add_action( 'edited_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );
add_action( 'delete_category', 'curadoria_afiliados_deploy_on_category', 10, 1 );

/**
 * The event a GitHub repository_dispatch call sends: the site's deploy
 * workflow (.github/workflows/deploy.yml) runs on it and updates the build.
 */
defined( 'CURADORIA_AFILIADOS_DISPATCH_EVENT' ) || define( 'CURADORIA_AFILIADOS_DISPATCH_EVENT', 'wordpress-content' );

/**
 * Whether the deploy hook is GitHub's repository_dispatch endpoint
 * (https://api.github.com/repos/OWNER/REPO/dispatches), which wants a token
 * and a JSON body naming the event, where the hosts' build hooks take an
 * empty POST.
 *
 * @param string $url Sanitised deploy hook URL.
 * @return bool
 */
function curadoria_afiliados_is_github_dispatch( $url ) {
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& 'https' === ( $parts['scheme'] ?? '' )
		&& 'api.github.com' === strtolower( $parts['host'] ?? '' )
		&& ! isset( $parts['port'] ) && ! isset( $parts['query'] )
		&& (bool) preg_match( '#^/repos/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+/dispatches$#', $parts['path'] ?? '' );
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

	$now      = time();
	$last     = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, 0 );
	$interval = curadoria_afiliados_deploy_hook_interval();
	if ( $now - $last >= $interval || $last > $now ) {
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

/**
 * Call the deploy hook now and wait for the answer (settings page button).
 * Ignores the debounce window and the enabled filter, but restarts the window.
 *
 * @return array{type: string, message: string} Admin notice to show.
 */
function curadoria_afiliados_deploy_hook_trigger_now() {
	if ( '' === curadoria_afiliados_deploy_hook_url() ) {
		return array(
			'type'    => 'error',
			'message' => __( 'Nenhuma URL de deploy hook configurada.', 'curadoria-afiliados' ),
		);
	}
	curadoria_afiliados_deploy_hook_stamp();
	$response = curadoria_afiliados_deploy_hook_send( true );
	if ( is_wp_error( $response ) && 'curadoria_afiliados_no_deploy_token' === $response->get_error_code() ) {
		return array(
			'type'    => 'error',
			'message' => $response->get_error_message(),
		);
	}
	if ( is_wp_error( $response ) ) {
		// One message for every failure (address refused, name not found,
		// connection refused, timeout, not HTTP): the transport's own message
		// would tell an open port from a closed one.
		return array(
			'type'    => 'error',
			'message' => __( 'Falha ao chamar o deploy hook: o endereço não respondeu ou não é permitido. Confira a URL (https:// de um host público).', 'curadoria-afiliados' ),
		);
	}
	$code   = (int) wp_remote_retrieve_response_code( $response );
	$reason = (string) wp_remote_retrieve_response_message( $response );
	if ( $code >= 200 && $code < 300 ) {
		return array(
			'type'    => 'success',
			/* translators: 1: HTTP status code, 2: HTTP reason phrase */
			'message' => sprintf( __( 'Rebuild solicitado. Resposta do deploy hook: HTTP %1$d %2$s.', 'curadoria-afiliados' ), $code, $reason ),
		);
	}
	return array(
		'type'    => 'error',
		/* translators: 1: HTTP status code, 2: HTTP reason phrase */
		'message' => sprintf( __( 'O deploy hook recusou o pedido: HTTP %1$d %2$s.', 'curadoria-afiliados' ), $code, $reason ),
	);
}

/**
 * admin-post.php?action=curadoria_afiliados_deploy_now: the "Disparar rebuild
 * agora" button. Nonce + manage_options; the result is shown on the settings
 * page after a redirect (stored per user for a few minutes).
 */
function curadoria_afiliados_handle_deploy_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Você não tem permissão para disparar o rebuild.', 'curadoria-afiliados' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( 'curadoria_afiliados_deploy_now', 'curadoria_afiliados_deploy_nonce' );

	$notice = curadoria_afiliados_deploy_hook_trigger_now();
	set_transient( 'curadoria_afiliados_deploy_notice_' . get_current_user_id(), $notice, 5 * MINUTE_IN_SECONDS );
	wp_safe_redirect( add_query_arg( 'curadoria-deploy', '1', admin_url( 'options-general.php?page=curadoria-afiliados' ) ) );
	exit;
}
add_action( 'admin_post_curadoria_afiliados_deploy_now', 'curadoria_afiliados_handle_deploy_now' );

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


<?php
/**
 * Plugin Name:       Curadoria Afiliados
 * Plugin URI:        https://example.com/curadoria-afiliados
 * Description:       Campos de preço e link de afiliado nos posts, expostos na REST API, CORS com lista de origens permitidas e deploy hook para reconstruir o site headless de curadoria quando o conteúdo muda.
 * Version:           1.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Curadoria
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       curadoria-afiliados
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

define( 'CURADORIA_AFILIADOS_VERSION', '1.1.0' );

/** Option holding the newline-separated CORS allow-list. */
const CURADORIA_AFILIADOS_ORIGINS_OPTION = 'curadoria_afiliados_allowed_origins';

/** Maximum stored length of the price text. */
const CURADORIA_AFILIADOS_PRICE_MAX = 50;

/** Option holding the deploy hook URL ('' disables the feature). */
const CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION = 'curadoria_afiliados_deploy_hook';

/** Option holding the Unix time of the last deploy hook call (debounce). */
const CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION = 'curadoria_afiliados_deploy_hook_last';

/** WP-Cron hook of the deferred call that closes a debounce window. */
const CURADORIA_AFILIADOS_DEPLOY_EVENT = 'curadoria_afiliados_deploy_hook_event';

/** Default minimum number of seconds between two deploy hook calls. */
const CURADORIA_AFILIADOS_DEPLOY_INTERVAL = 60;

/* -------------------------------------------------------------------------
 * Post meta: price and affiliate_url
 * ---------------------------------------------------------------------- */

/**
 * Sanitise a price text such as "R$ 199,90".
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_price( $value ) {
	$value = sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
	return mb_substr( $value, 0, CURADORIA_AFILIADOS_PRICE_MAX );
}

/**
 * Sanitise an affiliate URL: only absolute http(s) URLs survive, anything
 * else (javascript:, data:, relative paths, garbage) becomes ''.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_url( $value ) {
	$value = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( '' === $value ) {
		return '';
	}
	$url    = esc_url_raw( $value, array( 'http', 'https' ) );
	$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
		return '';
	}
	return $url;
}

/**
 * REST output for affiliate_url. Values written around the sanitiser (direct
 * SQL, imports) are filtered again here so a non-http(s) URL is never served.
 *
 * @param mixed $value Stored value.
 * @return string
 */
function curadoria_afiliados_prepare_url( $value ) {
	return curadoria_afiliados_sanitize_url( $value );
}

/**
 * Who may write the meta through the REST API / editor.
 *
 * @param bool   $allowed   Whether allowed so far.
 * @param string $meta_key  Meta key.
 * @param int    $object_id Post ID.
 * @return bool
 */
function curadoria_afiliados_meta_auth( $allowed, $meta_key, $object_id ) {
	return current_user_can( 'edit_posts' ) && ( ! $object_id || current_user_can( 'edit_post', $object_id ) );
}

/**
 * Register both meta keys on posts.
 */
function curadoria_afiliados_register_meta() {
	register_post_meta(
		'post',
		'price',
		array(
			'type'              => 'string',
			'description'       => __( 'Preço exibido do produto, por exemplo "R$ 199,90".', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => '',
			'sanitize_callback' => 'curadoria_afiliados_sanitize_price',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema' => array(
					'type'      => 'string',
					'maxLength' => CURADORIA_AFILIADOS_PRICE_MAX,
				),
			),
		)
	);

	register_post_meta(
		'post',
		'affiliate_url',
		array(
			'type'              => 'string',
			'description'       => __( 'Link de afiliado (http ou https).', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => '',
			'sanitize_callback' => 'curadoria_afiliados_sanitize_url',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema'           => array(
					'type'   => 'string',
					'format' => 'uri',
				),
				'prepare_callback' => 'curadoria_afiliados_prepare_url',
			),
		)
	);
}
add_action( 'init', 'curadoria_afiliados_register_meta' );

/* -------------------------------------------------------------------------
 * Meta box (classic editor; shown as a legacy meta box in the block editor)
 * ---------------------------------------------------------------------- */

/**
 * Add the meta box to the post edit screen.
 */
function curadoria_afiliados_add_meta_box() {
	add_meta_box(
		'curadoria-afiliados',
		__( 'Produto afiliado', 'curadoria-afiliados' ),
		'curadoria_afiliados_render_meta_box',
		'post',
		'side',
		'high'
	);
}
add_action( 'add_meta_boxes_post', 'curadoria_afiliados_add_meta_box' );

/**
 * Render the meta box fields.
 *
 * @param WP_Post $post Current post.
 */
function curadoria_afiliados_render_meta_box( $post ) {
	wp_nonce_field( 'curadoria_afiliados_save_' . $post->ID, 'curadoria_afiliados_nonce' );
	$price = get_post_meta( $post->ID, 'price', true );
	$url   = get_post_meta( $post->ID, 'affiliate_url', true );
	?>
	<p>
		<label for="curadoria-afiliados-price"><strong><?php esc_html_e( 'Preço', 'curadoria-afiliados' ); ?></strong></label><br />
		<input type="text" id="curadoria-afiliados-price" name="curadoria_afiliados_price" class="widefat"
			maxlength="<?php echo (int) CURADORIA_AFILIADOS_PRICE_MAX; ?>" placeholder="R$ 199,90"
			value="<?php echo esc_attr( $price ); ?>" />
	</p>
	<p>
		<label for="curadoria-afiliados-url"><strong><?php esc_html_e( 'Link de afiliado', 'curadoria-afiliados' ); ?></strong></label><br />
		<input type="url" id="curadoria-afiliados-url" name="curadoria_afiliados_affiliate_url" class="widefat"
			placeholder="https://" value="<?php echo esc_attr( $url ); ?>" />
		<span class="description"><?php esc_html_e( 'Somente endereços http:// ou https://.', 'curadoria-afiliados' ); ?></span>
	</p>
	<?php
}

/**
 * Save the meta box fields (nonce + capability checked; values go through
 * the registered sanitize callbacks).
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_save_meta_box( $post_id ) {
	if ( ! isset( $_POST['curadoria_afiliados_nonce'] ) ) {
		return;
	}
	$nonce = sanitize_text_field( wp_unslash( $_POST['curadoria_afiliados_nonce'] ) );
	if ( ! wp_verify_nonce( $nonce, 'curadoria_afiliados_save_' . $post_id ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}

	$fields = array(
		'price'         => 'curadoria_afiliados_price',
		'affiliate_url' => 'curadoria_afiliados_affiliate_url',
	);
	foreach ( $fields as $meta_key => $field ) {
		if ( ! isset( $_POST[ $field ] ) ) {
			continue;
		}
		// sanitize_meta() runs the sanitize_callback registered above; a value
		// that sanitises to '' (blank, or e.g. a javascript: URL) removes the meta.
		$value = sanitize_meta( $meta_key, wp_unslash( $_POST[ $field ] ), 'post', 'post' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( '' === $value ) {
			delete_post_meta( $post_id, $meta_key );
		} else {
			update_post_meta( $post_id, $meta_key, wp_slash( $value ) );
		}
	}
}
add_action( 'save_post_post', 'curadoria_afiliados_save_meta_box' );

/* -------------------------------------------------------------------------
 * CORS for the REST API
 * ---------------------------------------------------------------------- */

/**
 * The configured allow-list: the CURADORIA_ALLOWED_ORIGINS constant (string
 * separated by newlines/commas/spaces, or an array) wins over the option.
 *
 * @return string[] Normalised entries; empty means "allow any origin with *".
 */
function curadoria_afiliados_allowed_origins() {
	return curadoria_afiliados_parse_origins( curadoria_afiliados_setting( 'CURADORIA_ALLOWED_ORIGINS', CURADORIA_AFILIADOS_ORIGINS_OPTION ) );
}

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

/**
 * Split and normalise an allow-list. Valid entries: "*", an exact origin
 * "scheme://host[:port]", or "scheme://host:*" (any port on that host).
 *
 * @param string|string[] $raw Raw list.
 * @return string[]
 */
function curadoria_afiliados_parse_origins( $raw ) {
	$items   = is_array( $raw ) ? $raw : preg_split( '/[\s,]+/', (string) $raw );
	$origins = array();
	foreach ( $items as $item ) {
		$item = strtolower( rtrim( trim( (string) $item ), '/' ) );
		if ( '*' === $item || preg_match( '#^https?://[a-z0-9.\-\[\]:]+(:(\d{1,5}|\*))?$#', $item ) ) {
			$origins[] = $item;
		}
	}
	return array_values( array_unique( $origins ) );
}

/**
 * Decide the Access-Control-Allow-Origin value for a request Origin.
 *
 * @param string   $origin  Request Origin header ('' if none).
 * @param string[] $allowed Normalised allow-list.
 * @return string|null The header value, or null to send none.
 */
function curadoria_afiliados_cors_origin( $origin, array $allowed ) {
	if ( empty( $allowed ) ) {
		return '*'; // Fresh install: public read-only content, no credentials.
	}
	$origin = strtolower( rtrim( (string) $origin, '/' ) );
	if ( '' !== $origin ) {
		foreach ( $allowed as $entry ) {
			if ( $entry === $origin ) {
				return $origin;
			}
			if ( '*' !== $entry && ':*' === substr( $entry, -2 ) ) {
				$prefix = substr( $entry, 0, -1 ); // "http://127.0.0.1:"
				if ( 0 === strpos( $origin, $prefix ) && ctype_digit( substr( $origin, strlen( $prefix ) ) ) ) {
					return $origin;
				}
			}
		}
	}
	return in_array( '*', $allowed, true ) ? '*' : null;
}

/**
 * Replace WordPress's permissive CORS headers (which echo any Origin and allow
 * credentials) with our allow-list based ones.
 */
function curadoria_afiliados_rest_init() {
	remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
	add_filter( 'rest_pre_serve_request', 'curadoria_afiliados_send_cors_headers', 10, 1 );
}
add_action( 'rest_api_init', 'curadoria_afiliados_rest_init', 20 );

/**
 * Send the CORS headers. Hooked on rest_pre_serve_request, so it runs for
 * every REST response including OPTIONS preflights.
 *
 * @param bool $served Whether the request has already been served.
 * @return bool Unchanged.
 */
function curadoria_afiliados_send_cors_headers( $served ) {
	if ( headers_sent() ) {
		return $served;
	}
	$allowed = curadoria_afiliados_allowed_origins();
	$value   = curadoria_afiliados_cors_origin( (string) get_http_origin(), $allowed );

	// With an allow-list the answer depends on Origin; tell caches so.
	if ( ! empty( $allowed ) ) {
		header( 'Vary: Origin', false );
	}
	if ( null === $value ) {
		header_remove( 'Access-Control-Allow-Origin' );
		return $served;
	}
	header( 'Access-Control-Allow-Origin: ' . $value );
	header( 'Access-Control-Allow-Methods: GET, OPTIONS' );
	header( 'Access-Control-Expose-Headers: X-WP-Total, X-WP-TotalPages, Link' );
	header( 'Access-Control-Max-Age: 600' );
	// Deliberately no Access-Control-Allow-Credentials: the site is anonymous.
	header_remove( 'Access-Control-Allow-Credentials' );
	return $served;
}

/* -------------------------------------------------------------------------
 * Deploy hook: ask the static host to rebuild the site when content changes
 * ---------------------------------------------------------------------- */

/**
 * Sanitise a deploy hook URL. Only https is accepted, plus http for
 * 127.0.0.1/localhost (local tests); anything else (ftp:, javascript:,
 * relative paths, plain http to another host) becomes ''.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_deploy_hook( $value ) {
	$value = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( '' === $value ) {
		return '';
	}
	$url    = esc_url_raw( $value, array( 'http', 'https' ) );
	$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	$host   = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	if ( '' === $host ) {
		return '';
	}
	if ( 'https' === $scheme || ( 'http' === $scheme && in_array( $host, array( '127.0.0.1', 'localhost' ), true ) ) ) {
		return $url;
	}
	return '';
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
			__( 'URL do deploy hook inválida: use um endereço https:// (http:// só para 127.0.0.1 ou localhost, em testes). O valor anterior foi mantido.', 'curadoria-afiliados' )
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
	 * @param string[] $meta_keys Default price, affiliate_url and _thumbnail_id (featured image).
	 */
	$keys = (array) apply_filters( 'curadoria_afiliados_deploy_hook_meta_keys', array( 'price', 'affiliate_url', '_thumbnail_id' ) );
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
	$args = array(
		'method'     => 'POST',
		'blocking'   => (bool) $blocking,
		'timeout'    => $blocking ? 15 : 2,
		'user-agent' => 'curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION,
		'headers'    => array( 'Content-Type' => 'application/json' ),
		'body'       => '{}',
	);

	/**
	 * Filters the wp_remote_post() arguments of the deploy hook call (e.g. to
	 * add an authorization header).
	 *
	 * @param array  $args Request arguments.
	 * @param string $url  Deploy hook URL.
	 */
	$args = (array) apply_filters( 'curadoria_afiliados_deploy_hook_request_args', $args, $url );
	return wp_remote_post( $url, $args );
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
 * Deactivation: drop a pending deferred call.
 */
function curadoria_afiliados_deactivate() {
	wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
}
register_deactivation_hook( __FILE__, 'curadoria_afiliados_deactivate' );

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
	if ( is_wp_error( $response ) ) {
		return array(
			'type'    => 'error',
			/* translators: %s: error message from the HTTP API */
			'message' => sprintf( __( 'Falha ao chamar o deploy hook: %s', 'curadoria-afiliados' ), $response->get_error_message() ),
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

/* -------------------------------------------------------------------------
 * Settings page (Configurações > Curadoria Afiliados)
 * ---------------------------------------------------------------------- */

/**
 * Register the options with the Settings API. An option overridden by its
 * wp-config.php constant is not registered: its field is not in the form, and
 * options.php would otherwise blank it when the other field is saved.
 */
function curadoria_afiliados_register_setting() {
	if ( ! defined( 'CURADORIA_ALLOWED_ORIGINS' ) ) {
		register_setting(
			'curadoria_afiliados',
			CURADORIA_AFILIADOS_ORIGINS_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => static function ( $value ) {
					return implode( "\n", curadoria_afiliados_parse_origins( $value ) );
				},
			)
		);
	}
	if ( ! defined( 'CURADORIA_DEPLOY_HOOK' ) ) {
		register_setting(
			'curadoria_afiliados',
			CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => 'curadoria_afiliados_sanitize_deploy_hook_option',
			)
		);
	}
}
add_action( 'admin_init', 'curadoria_afiliados_register_setting' );

/**
 * Add the settings page under Settings.
 */
function curadoria_afiliados_admin_menu() {
	add_options_page(
		__( 'Curadoria Afiliados', 'curadoria-afiliados' ),
		__( 'Curadoria Afiliados', 'curadoria-afiliados' ),
		'manage_options',
		'curadoria-afiliados',
		'curadoria_afiliados_render_settings'
	);
}
add_action( 'admin_menu', 'curadoria_afiliados_admin_menu' );

/**
 * Render the settings page.
 */
function curadoria_afiliados_render_settings() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$locked      = defined( 'CURADORIA_ALLOWED_ORIGINS' );
	$hook_locked = defined( 'CURADORIA_DEPLOY_HOOK' );
	$hook_url    = curadoria_afiliados_deploy_hook_url();
	$notice_key  = 'curadoria_afiliados_deploy_notice_' . get_current_user_id();
	$notice      = get_transient( $notice_key );
	if ( $notice ) {
		delete_transient( $notice_key );
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( is_array( $notice ) && isset( $notice['type'], $notice['message'] ) ) : ?>
			<div class="notice notice-<?php echo 'success' === $notice['type'] ? 'success' : 'error'; ?> is-dismissible" id="curadoria-afiliados-deploy-notice">
				<p><?php echo esc_html( $notice['message'] ); ?></p>
			</div>
		<?php endif; ?>
		<form action="options.php" method="post">
			<?php settings_fields( 'curadoria_afiliados' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row">
						<label for="curadoria-afiliados-origins"><?php esc_html_e( 'Origens permitidas (CORS)', 'curadoria-afiliados' ); ?></label>
					</th>
					<td>
						<?php if ( $locked ) : ?>
							<p><strong><?php esc_html_e( 'Definido pela constante CURADORIA_ALLOWED_ORIGINS no wp-config.php:', 'curadoria-afiliados' ); ?></strong></p>
							<pre><?php echo esc_html( implode( "\n", curadoria_afiliados_allowed_origins() ) ); ?></pre>
						<?php else : ?>
							<textarea id="curadoria-afiliados-origins" name="<?php echo esc_attr( CURADORIA_AFILIADOS_ORIGINS_OPTION ); ?>"
								rows="6" cols="60" class="large-text code"
								placeholder="https://www.meusite.com.br"><?php echo esc_textarea( get_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, '' ) ); ?></textarea>
						<?php endif; ?>
						<p class="description">
							<?php esc_html_e( 'Uma origem por linha, por exemplo https://www.meusite.com.br. Use http://localhost:* para qualquer porta de um host, ou * para qualquer origem. Lista vazia: qualquer origem pode ler (Access-Control-Allow-Origin: *). Credenciais nunca são permitidas.', 'curadoria-afiliados' ); ?>
						</p>
					</td>
				</tr>
				<tr>
					<th scope="row">
						<label for="curadoria-afiliados-deploy-hook"><?php esc_html_e( 'URL do deploy hook', 'curadoria-afiliados' ); ?></label>
					</th>
					<td>
						<?php if ( $hook_locked ) : ?>
							<p><strong><?php esc_html_e( 'Definido pela constante CURADORIA_DEPLOY_HOOK no wp-config.php:', 'curadoria-afiliados' ); ?></strong></p>
							<p><code><?php echo '' !== $hook_url ? esc_html( curadoria_afiliados_mask_url( $hook_url ) ) : esc_html__( '(vazia ou inválida: rebuild automático desligado)', 'curadoria-afiliados' ); ?></code></p>
						<?php else : ?>
							<input type="url" id="curadoria-afiliados-deploy-hook" name="<?php echo esc_attr( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ); ?>"
								class="large-text code" placeholder="https://api.netlify.com/build_hooks/…"
								value="<?php echo esc_attr( get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' ) ); ?>" />
						<?php endif; ?>
						<p class="description">
							<?php
							echo esc_html(
								sprintf(
									/* translators: %d: number of seconds */
									__( 'Endereço que reconstrói o site estático (Netlify "Build hooks", Cloudflare Pages "Deploy hooks", Vercel "Deploy Hooks"). Ao publicar, atualizar, despublicar ou mandar para a lixeira um post, mudar o preço, o link de afiliado ou a imagem destacada de um post publicado, ou criar, renomear ou excluir uma categoria, o plugin envia um POST para esse endereço — no máximo um a cada %d segundos; mudanças dentro desse intervalo geram um único envio agendado para o fim dele. Somente https:// (http:// apenas para 127.0.0.1 ou localhost). Vazio desliga o rebuild automático.', 'curadoria-afiliados' ),
									curadoria_afiliados_deploy_hook_interval()
								)
							);
							?>
						</p>
						<?php if ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) : ?>
							<p class="description">
								<?php esc_html_e( 'Atenção: DISABLE_WP_CRON está ativo. O envio agendado para o fim do intervalo só acontece se um cron real (ou o cron do servidor) chamar wp-cron.php; o envio imediato funciona sem cron.', 'curadoria-afiliados' ); ?>
							</p>
						<?php endif; ?>
					</td>
				</tr>
			</table>
			<?php
			if ( ! $locked || ! $hook_locked ) {
				submit_button();
			}
			?>
		</form>

		<h2><?php esc_html_e( 'Rebuild do site', 'curadoria-afiliados' ); ?></h2>
		<?php
		$last = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, 0 );
		$next = wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$when = get_option( 'date_format' ) . ' H:i:s';
		?>
		<p>
			<?php
			if ( $last ) {
				/* translators: %s: date and time */
				echo esc_html( sprintf( __( 'Último envio ao deploy hook: %s.', 'curadoria-afiliados' ), wp_date( $when, $last ) ) );
			} else {
				esc_html_e( 'Nenhum envio ao deploy hook registrado.', 'curadoria-afiliados' );
			}
			if ( $next ) {
				echo ' ';
				/* translators: %s: date and time */
				echo esc_html( sprintf( __( 'Próximo envio agendado para %s.', 'curadoria-afiliados' ), wp_date( $when, $next ) ) );
			}
			?>
		</p>
		<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
			<input type="hidden" name="action" value="curadoria_afiliados_deploy_now" />
			<?php wp_nonce_field( 'curadoria_afiliados_deploy_now', 'curadoria_afiliados_deploy_nonce' ); ?>
			<?php
			submit_button(
				__( 'Disparar rebuild agora', 'curadoria-afiliados' ),
				'secondary',
				'curadoria-afiliados-deploy-now',
				false,
				'' === $hook_url ? array( 'disabled' => 'disabled' ) : array()
			);
			?>
			<p class="description">
				<?php
				if ( '' === $hook_url ) {
					esc_html_e( 'Configure e salve a URL do deploy hook para habilitar o botão.', 'curadoria-afiliados' );
				} else {
					esc_html_e( 'Envia o POST imediatamente, sem esperar o fim do intervalo, e mostra a resposta HTTP do deploy hook.', 'curadoria-afiliados' );
				}
				?>
			</p>
		</form>
	</div>
	<?php
}

/**
 * "Configurações" link on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function curadoria_afiliados_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=curadoria-afiliados' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Configurações', 'curadoria-afiliados' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'curadoria_afiliados_action_links' );

<?php
/**
 * Plugin Name:       Curadoria Afiliados
 * Plugin URI:        https://example.com/curadoria-afiliados
 * Description:       Campos de preço e link de afiliado nos posts, expostos na REST API, e CORS com lista de origens permitidas para o site headless de curadoria.
 * Version:           1.0.0
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

define( 'CURADORIA_AFILIADOS_VERSION', '1.0.0' );

/** Option holding the newline-separated CORS allow-list. */
const CURADORIA_AFILIADOS_ORIGINS_OPTION = 'curadoria_afiliados_allowed_origins';

/** Maximum stored length of the price text. */
const CURADORIA_AFILIADOS_PRICE_MAX = 50;

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
	if ( defined( 'CURADORIA_ALLOWED_ORIGINS' ) ) {
		$raw = CURADORIA_ALLOWED_ORIGINS;
	} else {
		$raw = get_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, '' );
	}
	return curadoria_afiliados_parse_origins( $raw );
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
 * Settings page (Configurações > Curadoria Afiliados)
 * ---------------------------------------------------------------------- */

/**
 * Register the option with the Settings API.
 */
function curadoria_afiliados_register_setting() {
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
	$locked = defined( 'CURADORIA_ALLOWED_ORIGINS' );
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
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
			</table>
			<?php
			if ( ! $locked ) {
				submit_button();
			}
			?>
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

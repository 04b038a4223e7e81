<?php
/**
 * Product fields: price, affiliate link and price date post meta, and the editor meta box.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

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
 * Sanitise a "price checked on" date: a real calendar date as YYYY-MM-DD,
 * else ''. Also the REST output filter, so a value written around the
 * sanitiser (direct SQL, imports) is never served.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_date( $value ) {
	$value = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) || ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
		return '';
	}
	return $value;
}

/**
 * Days a price date counts as recent: the site shows 'O preço pode ter
 * mudado: confira na loja.' after that. Setting in Configurações > Curadoria
 * Afiliados, served by GET /curadoria/v1/config.
 *
 * @return int 1..365, default 30.
 */
function curadoria_afiliados_price_fresh_days() {
	$days = (int) get_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION, CURADORIA_AFILIADOS_PRICE_FRESH_DAYS );
	return $days >= 1 && $days <= 365 ? $days : CURADORIA_AFILIADOS_PRICE_FRESH_DAYS;
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
 * Register the product meta keys on posts.
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

	register_post_meta(
		'post',
		'price_checked_at',
		array(
			'type'              => 'string',
			'description'       => __( 'Data em que o preço foi conferido na loja (AAAA-MM-DD). Vira hoje sempre que o preço muda, a menos que uma data seja enviada junto.', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => '',
			'sanitize_callback' => 'curadoria_afiliados_sanitize_date',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema'           => array(
					'type'    => 'string',
					'pattern' => '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
				),
				'prepare_callback' => 'curadoria_afiliados_sanitize_date',
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
	$price   = get_post_meta( $post->ID, 'price', true );
	$checked = curadoria_afiliados_sanitize_date( get_post_meta( $post->ID, 'price_checked_at', true ) );
	$url     = get_post_meta( $post->ID, 'affiliate_url', true );
	?>
	<p>
		<label for="curadoria-afiliados-price"><strong><?php esc_html_e( 'Preço', 'curadoria-afiliados' ); ?></strong></label><br />
		<input type="text" id="curadoria-afiliados-price" name="curadoria_afiliados_price" class="widefat"
			maxlength="<?php echo (int) CURADORIA_AFILIADOS_PRICE_MAX; ?>" placeholder="R$ 199,90"
			value="<?php echo esc_attr( $price ); ?>" />
	</p>
	<p>
		<label for="curadoria-afiliados-price-checked-at"><strong><?php esc_html_e( 'Preço verificado em', 'curadoria-afiliados' ); ?></strong></label><br />
		<input type="date" id="curadoria-afiliados-price-checked-at" name="curadoria_afiliados_price_checked_at" class="widefat"
			value="<?php echo esc_attr( $checked ); ?>" aria-describedby="curadoria-afiliados-price-checked-at-help" />
		<span class="description" id="curadoria-afiliados-price-checked-at-help"><?php esc_html_e( 'Vira a data de hoje sempre que o preço muda. Ajuste se conferiu o preço na loja em outro dia.', 'curadoria-afiliados' ); ?></span>
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

	// The date field is always submitted; only a value the editor changed
	// counts as "set explicitly". It is written after the price, so it wins
	// over the date the price change has just stamped.
	$date_before = (string) get_post_meta( $post_id, 'price_checked_at', true );
	$fields      = array(
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

	if ( isset( $_POST['curadoria_afiliados_price_checked_at'] ) ) {
		$raw  = trim( sanitize_text_field( wp_unslash( $_POST['curadoria_afiliados_price_checked_at'] ) ) );
		$date = curadoria_afiliados_sanitize_date( $raw );
		if ( $raw !== $date_before && '' === $raw ) {
			delete_post_meta( $post_id, 'price_checked_at' );
		} elseif ( $raw !== $date_before && '' !== $date ) {
			update_post_meta( $post_id, 'price_checked_at', $date );
		}
	}
}
add_action( 'save_post_post', 'curadoria_afiliados_save_meta_box' );

/**
 * A post's price was added or changed (any path: editor, REST API, code):
 * the price was checked today. A date sent in the same save is written after
 * the price (the meta box above; the REST API writes meta in registration
 * order, price before price_checked_at) and so replaces this one.
 *
 * @param int    $meta_id  Meta ID, unused.
 * @param int    $post_id  Post ID.
 * @param string $meta_key Meta key.
 */
function curadoria_afiliados_stamp_price_date( $meta_id, $post_id, $meta_key ) {
	if ( 'price' === $meta_key && 'post' === get_post_type( $post_id ) ) {
		update_post_meta( $post_id, 'price_checked_at', curadoria_afiliados_day() );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_stamp_price_date', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_stamp_price_date', 10, 3 );


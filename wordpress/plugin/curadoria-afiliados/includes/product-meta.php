<?php
/**
 * Product fields: price (text and amount), affiliate link, price date and
 * offers post meta, and the "Produto afiliado" editor meta box (the "Ofertas"
 * box is in offers-box.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/* -------------------------------------------------------------------------
 * Post meta: price and affiliate_url
 * ---------------------------------------------------------------------- */

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

	// Registration order is the order the REST API writes meta in: the amount
	// right after the text, so a date sent with either is written after the
	// date their change stamps.
	register_post_meta(
		'post',
		'price_cents',
		array(
			'type'              => 'integer',
			'description'       => __( 'Preço em centavos (0 = sem valor). Acompanha o texto do preço: mudar um atualiza o outro.', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => 0,
			'sanitize_callback' => 'curadoria_afiliados_sanitize_cents',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema' => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => CURADORIA_AFILIADOS_PRICE_CENTS_MAX,
				),
			),
		)
	);

	register_post_meta(
		'post',
		'price_currency',
		array(
			'type'              => 'string',
			'description'       => __( 'Moeda do preço: sempre BRL.', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => CURADORIA_AFILIADOS_CURRENCY,
			'sanitize_callback' => 'curadoria_afiliados_sanitize_currency',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema'           => array(
					'type' => 'string',
					'enum' => array( CURADORIA_AFILIADOS_CURRENCY ),
				),
				'prepare_callback' => 'curadoria_afiliados_sanitize_currency',
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
		'offers',
		array(
			'type'              => 'array',
			'description'       => __( 'Ofertas de várias lojas: [{"store","price_cents","url"}], uma por loja, na ordem do editor. Sem ofertas, a REST API responde uma lida do preço e do link de afiliado.', 'curadoria-afiliados' ),
			'single'            => true,
			'default'           => array(),
			'sanitize_callback' => 'curadoria_afiliados_sanitize_offers',
			'auth_callback'     => 'curadoria_afiliados_meta_auth',
			'show_in_rest'      => array(
				'schema'           => array(
					'type'     => 'array',
					'maxItems' => CURADORIA_AFILIADOS_OFFERS_MAX,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'required'             => array( 'store', 'price_cents', 'url' ),
						'properties'           => array(
							'store'       => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => CURADORIA_AFILIADOS_STORE_MAX,
							),
							'price_cents' => array(
								'type'    => 'integer',
								'minimum' => 1,
								'maximum' => CURADORIA_AFILIADOS_PRICE_CENTS_MAX,
							),
							'url'         => array(
								'type'    => 'string',
								'format'  => 'uri',
								'pattern' => '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$',
							),
						),
					),
				),
				// Replaced by curadoria_afiliados_rest_offers(), which knows the post.
				'prepare_callback' => 'curadoria_afiliados_sanitize_offers',
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
			value="<?php echo esc_attr( $price ); ?>" aria-describedby="curadoria-afiliados-price-help" />
		<span class="description" id="curadoria-afiliados-price-help"><?php esc_html_e( 'Em reais, por exemplo R$ 1.299,90, 1299,90 ou 39,90.', 'curadoria-afiliados' ); ?></span>
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

	if ( isset( $_POST['curadoria_afiliados_price'] ) ) {
		curadoria_afiliados_save_price_field( $post_id, sanitize_text_field( wp_unslash( $_POST['curadoria_afiliados_price'] ) ) );
	}
	if ( isset( $_POST['curadoria_afiliados_affiliate_url'] ) ) {
		// The registered sanitize_callback; a javascript: URL (or a blank) removes the meta.
		$url = sanitize_meta( 'affiliate_url', wp_unslash( $_POST['curadoria_afiliados_affiliate_url'] ), 'post', 'post' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( '' === $url ) {
			delete_post_meta( $post_id, 'affiliate_url' );
		} else {
			update_post_meta( $post_id, 'affiliate_url', wp_slash( $url ) );
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
 * The editor's price field: blank removes the price; a readable amount is
 * stored as its usual text ("R$ 1.299,90") with its amount in centavos; a
 * text the post already has is left as it is (a post from before 1.4.0 keeps
 * a text without an amount until it is edited); anything else is refused,
 * the old value kept, and the owner told why on the next screen.
 *
 * @param int    $post_id Post ID.
 * @param string $text    The field as submitted (sanitized text).
 */
function curadoria_afiliados_save_price_field( $post_id, $text ) {
	$text  = trim( $text );
	$cents = curadoria_afiliados_parse_price( $text );
	if ( '' === $text ) {
		delete_post_meta( $post_id, 'price' );
	} elseif ( null !== $cents ) {
		update_post_meta( $post_id, 'price', curadoria_afiliados_format_price( $cents ) );
		// Also when the text did not change: an old post gets its amount on its first save.
		curadoria_afiliados_set_cents( $post_id, $cents );
	} elseif ( (string) get_post_meta( $post_id, 'price', true ) !== $text ) {
		curadoria_afiliados_editor_notice( $post_id, curadoria_afiliados_unreadable_price_message( $text ) );
	}
}

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


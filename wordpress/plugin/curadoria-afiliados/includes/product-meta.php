<?php
/**
 * Product fields: the price (text and amount, in BRL), affiliate link, price
 * date and offers post meta, registered with their sanitisers and served by
 * the REST API. The editor's boxes are in product-box.php and offers-box.php.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

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
 * Sanitise a price text: tags and extra spaces removed, at most 50
 * characters; a readable amount is rewritten the usual way ("1299.9" becomes
 * "R$ 1.299,90"), anything else is kept as text (posts from before 1.4.0, or
 * written by code: the site shows such a text without an amount).
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_price( $value ) {
	$value = sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
	$cents = curadoria_afiliados_parse_price( $value );
	return null === $cents ? mb_substr( $value, 0, CURADORIA_AFILIADOS_PRICE_MAX ) : curadoria_afiliados_format_price( $cents );
}

/**
 * The message for an unreadable price (the editor's notice, the REST API's 400).
 *
 * @param string $text The price as typed.
 * @return string
 */
function curadoria_afiliados_unreadable_price_message( $text ) {
	/* translators: %s: the price as typed */
	return sprintf( __( 'O preço "%s" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.', 'curadoria-afiliados' ), $text );
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

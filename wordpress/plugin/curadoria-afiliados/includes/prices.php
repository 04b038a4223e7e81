<?php
/**
 * Prices as amounts: reading what owners type ("R$ 1.299,90", "1299,90",
 * "1299.9", "1.299") into centavos, the price_cents / price_currency meta kept
 * in step with the price text, the offers of several stores (meta.offers,
 * with the single price and affiliate link read as one offer when a post has
 * none), and the REST rules that refuse unreadable amounts with a 400.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Largest amount accepted, in centavos (R$ 10.000.000,00). */
const CURADORIA_AFILIADOS_PRICE_CENTS_MAX = 1000000000;

/** The only currency: every amount is in reais. */
const CURADORIA_AFILIADOS_CURRENCY = 'BRL';

/** Most offers one post may have. */
const CURADORIA_AFILIADOS_OFFERS_MAX = 20;

/** Longest store name kept. */
const CURADORIA_AFILIADOS_STORE_MAX = 60;

/* -------------------------------------------------------------------------
 * Reading and writing amounts
 * ---------------------------------------------------------------------- */

/**
 * Read a price typed by an owner into centavos. Accepted: an optional "R$",
 * then reais with an optional decimal part of one or two digits after a comma
 * or a dot ("1299,90", "1299.9", "39,9"), thousands grouped by dots when the
 * decimals follow a comma or stand alone ("1.299,90", "1.299", "1.299.000"),
 * or by commas when they follow a dot ("1,299.90"). Refused: anything else
 * ("1,299", which reads as 1 real in Brazil and 1,299 elsewhere; "1.2345";
 * words; negative numbers), zero, and more than R$ 10 milhões.
 *
 * @param mixed $value Text.
 * @return int|null Centavos, or null when unreadable.
 */
function curadoria_afiliados_parse_price( $value ) {
	if ( ! is_string( $value ) && ! is_int( $value ) ) {
		return null;
	}
	$text = trim( str_replace( array( "\u{00A0}", "\u{202F}" ), ' ', (string) $value ) );
	$text = (string) preg_replace( '/^R\$\s*/i', '', $text );
	if ( ! preg_match( '/^\d[\d.,]*$/', $text ) ) {
		return null;
	}
	if ( preg_match( '/^(.+?)([.,])(\d{1,2})$/', $text, $m ) ) {
		list( , $whole, $decimal_mark, $fraction ) = $m;
		$thousands = ',' === $decimal_mark ? '.' : ',';
	} else {
		$whole     = $text;
		$fraction  = '0';
		$thousands = '.';
	}
	if ( ! preg_match( '/^(\d+|\d{1,3}(' . preg_quote( $thousands, '/' ) . '\d{3})+)$/', $whole ) ) {
		return null;
	}
	$reais = ltrim( str_replace( $thousands, '', $whole ), '0' );
	if ( strlen( $reais ) > 8 ) {
		return null;
	}
	$cents = (int) $reais * 100 + (int) str_pad( $fraction, 2, '0' );
	return $cents >= 1 && $cents <= CURADORIA_AFILIADOS_PRICE_CENTS_MAX ? $cents : null;
}

/**
 * An amount as Brazilians write it: "R$ 1.299,90".
 *
 * @param int $cents Centavos.
 * @return string
 */
function curadoria_afiliados_format_price( $cents ) {
	$cents = max( 0, (int) $cents );
	return 'R$ ' . number_format( intdiv( $cents, 100 ), 0, ',', '.' ) . ',' . sprintf( '%02d', $cents % 100 );
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
 * Sanitise an amount in centavos: 0 (no amount) up to the maximum.
 *
 * @param mixed $value Raw value.
 * @return int
 */
function curadoria_afiliados_sanitize_cents( $value ) {
	if ( is_string( $value ) && ctype_digit( $value ) ) {
		$value = (int) $value;
	}
	return is_int( $value ) && $value > 0 && $value <= CURADORIA_AFILIADOS_PRICE_CENTS_MAX ? $value : 0;
}

/**
 * Sanitise the currency: BRL, the only one.
 *
 * @return string
 */
function curadoria_afiliados_sanitize_currency() {
	return CURADORIA_AFILIADOS_CURRENCY;
}

/**
 * The amount of a post's single price, 0 when it has none.
 *
 * @param int $post_id Post ID.
 * @return int Centavos.
 */
function curadoria_afiliados_post_cents( $post_id ) {
	return curadoria_afiliados_sanitize_cents( get_post_meta( $post_id, 'price_cents', true ) );
}

/* -------------------------------------------------------------------------
 * Stores and offers
 * ---------------------------------------------------------------------- */

/**
 * Sanitise a store name: plain text, spaces collapsed, at most 60 characters.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_store( $value ) {
	$value = sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
	return trim( mb_substr( (string) preg_replace( '/\s+/u', ' ', $value ), 0, CURADORIA_AFILIADOS_STORE_MAX ) );
}

/**
 * A store name for comparing without case ("amazon" is "Amazon"). mbstring
 * is optional in PHP (WordPress polyfills only some of it); without it only
 * ASCII letters fold, which covers the stores' names.
 *
 * @param string $name Store name.
 * @return string
 */
function curadoria_afiliados_store_key( $name ) {
	return function_exists( 'mb_strtolower' ) ? mb_strtolower( (string) $name, 'UTF-8' ) : strtolower( (string) $name );
}

/**
 * The store an affiliate link leads to, named as shoppers know it: amazon.*
 * is 'Amazon', mercadolivre.* and mercadolibre.* 'Mercado Livre',
 * magazineluiza.* and magalu.* 'Magalu', shopee.* 'Shopee', americanas.*
 * 'Americanas'; any other host without "www.".
 *
 * @param string $url http(s) URL.
 * @return string '' when the URL has no host.
 */
function curadoria_afiliados_store_from_url( $url ) {
	$host  = strtolower( (string) wp_parse_url( (string) $url, PHP_URL_HOST ) );
	$known = array(
		'amazon'        => 'Amazon',
		'mercadolivre'  => 'Mercado Livre',
		'mercadolibre'  => 'Mercado Livre',
		'magazineluiza' => 'Magalu',
		'magalu'        => 'Magalu',
		'shopee'        => 'Shopee',
		'americanas'    => 'Americanas',
	);
	foreach ( $known as $label => $name ) {
		if ( preg_match( '/(^|\.)' . $label . '\./', $host ) ) {
			return $name;
		}
	}
	return (string) preg_replace( '/^www\./', '', $host );
}

/**
 * One offer row, cleaned: {store, price_cents, url}, or null when any part is
 * missing or invalid (the URL must be absolute http(s)).
 *
 * @param mixed $row Raw row.
 * @return array{store: string, price_cents: int, url: string}|null
 */
function curadoria_afiliados_clean_offer( $row ) {
	if ( ! is_array( $row ) ) {
		return null;
	}
	$store = curadoria_afiliados_sanitize_store( $row['store'] ?? '' );
	$cents = curadoria_afiliados_sanitize_cents( $row['price_cents'] ?? 0 );
	$url   = curadoria_afiliados_sanitize_url( $row['url'] ?? '' );
	if ( '' === $store || 0 === $cents || '' === $url ) {
		return null;
	}
	return array(
		'store'       => $store,
		'price_cents' => $cents,
		'url'         => $url,
	);
}

/**
 * Sanitise stored offers (the meta's sanitize_callback, and again on every
 * read): invalid rows are dropped, one row per store (case-insensitive; the
 * first wins), at most 20.
 *
 * @param mixed $value Raw value.
 * @return array<int, array{store: string, price_cents: int, url: string}>
 */
function curadoria_afiliados_sanitize_offers( $value ) {
	$offers = array();
	foreach ( is_array( $value ) ? $value : array() as $row ) {
		$offer = curadoria_afiliados_clean_offer( $row );
		$key   = null === $offer ? '' : curadoria_afiliados_store_key( $offer['store'] );
		if ( null === $offer || isset( $offers[ $key ] ) ) {
			continue;
		}
		$offers[ $key ] = $offer;
		if ( count( $offers ) >= CURADORIA_AFILIADOS_OFFERS_MAX ) {
			break;
		}
	}
	return array_values( $offers );
}

/**
 * The offers a post makes today: its "Ofertas" rows in the editor's order or,
 * without rows, one offer read from its single amount and affiliate link
 * (store named after the link's host), or none.
 *
 * @param int $post_id Post ID.
 * @return array<int, array{store: string, price_cents: int, url: string}>
 */
function curadoria_afiliados_post_offers( $post_id ) {
	$offers = curadoria_afiliados_sanitize_offers( get_post_meta( $post_id, 'offers', true ) );
	if ( $offers ) {
		return $offers;
	}
	$url = curadoria_afiliados_sanitize_url( get_post_meta( $post_id, 'affiliate_url', true ) );
	return array_values(
		array_filter(
			array(
				curadoria_afiliados_clean_offer(
					array(
						'store'       => curadoria_afiliados_store_from_url( $url ),
						'price_cents' => curadoria_afiliados_post_cents( $post_id ),
						'url'         => $url,
					)
				),
			)
		)
	);
}

/**
 * The offer of a post whose store has this name (case-insensitive).
 *
 * @param int    $post_id Post ID.
 * @param string $store   Name.
 * @return string The offer's own spelling of the name, or '' when none matches.
 */
function curadoria_afiliados_offer_store( $post_id, $store ) {
	$wanted = curadoria_afiliados_store_key( trim( (string) $store ) );
	foreach ( '' === $wanted ? array() : curadoria_afiliados_post_offers( $post_id ) as $offer ) {
		if ( curadoria_afiliados_store_key( $offer['store'] ) === $wanted ) {
			return $offer['store'];
		}
	}
	return '';
}

/* -------------------------------------------------------------------------
 * Keeping price, price_cents and price_currency in step
 * ---------------------------------------------------------------------- */

/**
 * A product meta of a post changed, by any path (editor, REST API, import,
 * code): a new price text gives its amount (or none, when unreadable); a new
 * amount rewrites a text that says otherwise. Each settles in one round: the
 * second write finds the other value already matching. The price history then
 * records the post's offers (see price-history.php).
 *
 * @param int|int[] $meta_id    Meta ID(s), unused.
 * @param int       $post_id    Post ID.
 * @param string    $meta_key   Meta key.
 * @param mixed     $meta_value New value (unused on delete).
 */
function curadoria_afiliados_price_meta_changed( $meta_id, $post_id, $meta_key, $meta_value ) {
	if ( ! in_array( $meta_key, array( 'price', 'price_cents', 'affiliate_url', 'offers' ), true ) || 'post' !== get_post_type( $post_id ) ) {
		return;
	}
	$deleted = 'deleted_post_meta' === current_action();
	if ( 'price' === $meta_key ) {
		$cents = $deleted ? null : curadoria_afiliados_parse_price( $meta_value );
		curadoria_afiliados_set_cents( $post_id, (int) $cents );
	} elseif ( 'price_cents' === $meta_key ) {
		$cents = $deleted ? 0 : curadoria_afiliados_sanitize_cents( $meta_value );
		if ( $cents > 0 && curadoria_afiliados_parse_price( get_post_meta( $post_id, 'price', true ) ) !== $cents ) {
			update_post_meta( $post_id, 'price', curadoria_afiliados_format_price( $cents ) );
		}
		if ( 0 === $cents ) {
			delete_post_meta( $post_id, 'price_currency' );
		} else {
			update_post_meta( $post_id, 'price_currency', CURADORIA_AFILIADOS_CURRENCY );
		}
	}
	curadoria_afiliados_history_mark( $post_id );
}
add_action( 'added_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );
add_action( 'updated_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_price_meta_changed', 10, 4 );

/**
 * Store a post's amount (0 removes it, with its currency).
 *
 * @param int $post_id Post ID.
 * @param int $cents   Centavos.
 */
function curadoria_afiliados_set_cents( $post_id, $cents ) {
	if ( $cents > 0 ) {
		update_post_meta( $post_id, 'price_cents', $cents );
	} else {
		delete_post_meta( $post_id, 'price_cents' );
	}
}

/* -------------------------------------------------------------------------
 * REST API: validation of writes, offers on read
 * ---------------------------------------------------------------------- */

/**
 * What is wrong with offer rows, in Portuguese, one message per problem:
 * a row without a store, an amount or an http(s) link, or a store named
 * twice. The editor's box and the REST API share it.
 *
 * @param array<int, array{store: string, price_cents: int|null, price_text: string, url: string}> $rows Rows, numbered from 1 as the owner sees them.
 * @return string[]
 */
function curadoria_afiliados_offer_errors( array $rows ) {
	$errors = array();
	$seen   = array();
	foreach ( $rows as $number => $row ) {
		if ( '' === $row['store'] ) {
			/* translators: %d: row number */
			$errors[] = sprintf( __( 'Oferta %d: informe o nome da loja.', 'curadoria-afiliados' ), $number );
		} elseif ( isset( $seen[ curadoria_afiliados_store_key( $row['store'] ) ] ) ) {
			/* translators: 1: row number, 2: store name */
			$errors[] = sprintf( __( 'Oferta %1$d: a loja "%2$s" já aparece em outra oferta; use uma linha por loja.', 'curadoria-afiliados' ), $number, $row['store'] );
		}
		$seen[ curadoria_afiliados_store_key( $row['store'] ) ] = true;
		if ( null === $row['price_cents'] ) {
			/* translators: 1: row number, 2: the price as typed */
			$errors[] = sprintf( __( 'Oferta %1$d: o preço "%2$s" não é um valor em reais. Use, por exemplo, R$ 1.299,90 ou 39,90.', 'curadoria-afiliados' ), $number, $row['price_text'] );
		}
		if ( '' === curadoria_afiliados_sanitize_url( $row['url'] ) ) {
			/* translators: %d: row number */
			$errors[] = sprintf( __( 'Oferta %d: o link de afiliado precisa ser um endereço http:// ou https://.', 'curadoria-afiliados' ), $number );
		}
	}
	return $errors;
}

/**
 * The message for an unreadable price.
 *
 * @param string $text The price as typed.
 * @return string
 */
function curadoria_afiliados_unreadable_price_message( $text ) {
	/* translators: %s: the price as typed */
	return sprintf( __( 'O preço "%s" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.', 'curadoria-afiliados' ), $text );
}

/**
 * Check the product meta of a REST write (POST/PUT/PATCH /wp/v2/posts) before
 * anything is stored. WordPress checks meta against its schema only after it
 * has saved the post itself, so a refused price would leave the rest of the
 * write done; here everything is refused first, with 400 rest_invalid_param:
 * - a value outside its schema (wrong type, a negative amount, another
 *   currency, an offer without a store, an amount or an http(s) link, or with
 *   other fields, a date that is not YYYY-MM-DD);
 * - meta.price that is not '' and not a readable amount, unless it is the
 *   text the post already has (a client sending back what it read);
 * - meta.price and meta.price_cents together that disagree;
 * - meta.offers with a blank store (after trimming) or a store twice.
 *
 * @param stdClass|WP_Error $prepared_post Post about to be saved.
 * @param WP_REST_Request   $request       Request.
 * @return stdClass|WP_Error
 */
function curadoria_afiliados_rest_check_meta( $prepared_post, $request ) {
	$meta = $request['meta'];
	if ( is_wp_error( $prepared_post ) || ! is_array( $meta ) ) {
		return $prepared_post;
	}
	$errors = array();
	foreach ( get_registered_meta_keys( 'post', 'post' ) as $key => $args ) {
		$schema = is_array( $args['show_in_rest'] ) ? ( $args['show_in_rest']['schema'] ?? null ) : null;
		if ( null !== $schema && isset( $meta[ $key ] ) && 0 === strpos( (string) $args['sanitize_callback'], 'curadoria_afiliados_' ) ) {
			$valid = rest_validate_value_from_schema( $meta[ $key ], $schema + array( 'type' => $args['type'] ), 'meta.' . $key );
			if ( is_wp_error( $valid ) ) {
				$errors[] = $valid->get_error_message();
			}
		}
	}
	if ( $errors ) {
		// The checks below assume well-formed values.
		return curadoria_afiliados_rest_meta_error( $errors );
	}
	if ( isset( $meta['price'] ) && is_string( $meta['price'] ) ) {
		$text   = trim( sanitize_text_field( $meta['price'] ) );
		$stored = isset( $request['id'] ) ? (string) get_post_meta( (int) $request['id'], 'price', true ) : '';
		$cents  = curadoria_afiliados_parse_price( $text );
		if ( '' !== $text && null === $cents && $text !== $stored ) {
			$errors[] = curadoria_afiliados_unreadable_price_message( $text );
		} elseif ( isset( $meta['price_cents'] ) && null !== $cents && (int) $meta['price_cents'] !== $cents ) {
			$errors[] = __( 'meta.price e meta.price_cents dizem valores diferentes; envie só um deles.', 'curadoria-afiliados' );
		}
	}
	if ( isset( $meta['offers'] ) && is_array( $meta['offers'] ) ) {
		$rows = array();
		foreach ( array_values( $meta['offers'] ) as $i => $offer ) {
			$rows[ $i + 1 ] = array(
				'store'       => curadoria_afiliados_sanitize_store( $offer['store'] ?? '' ),
				'price_cents' => curadoria_afiliados_sanitize_cents( $offer['price_cents'] ?? 0 ) ? (int) $offer['price_cents'] : null,
				'price_text'  => (string) wp_json_encode( $offer['price_cents'] ?? null ),
				'url'         => (string) ( $offer['url'] ?? '' ),
			);
		}
		$errors = array_merge( $errors, curadoria_afiliados_offer_errors( $rows ) );
	}
	return $errors ? curadoria_afiliados_rest_meta_error( $errors ) : $prepared_post;
}
add_filter( 'rest_pre_insert_post', 'curadoria_afiliados_rest_check_meta', 10, 2 );

/**
 * The 400 answer for refused meta, shaped like WordPress's own for a bad parameter.
 *
 * @param string[] $errors Messages.
 * @return WP_Error
 */
function curadoria_afiliados_rest_meta_error( array $errors ) {
	return new WP_Error(
		'rest_invalid_param',
		implode( ' ', $errors ),
		array(
			'status' => 400,
			'params' => array( 'meta' => implode( ' ', $errors ) ),
		)
	);
}

/**
 * REST output of meta.offers: the offers the post makes today (its rows, or
 * the one read from its single price and link), filtered again so a row
 * written around the sanitiser is never served.
 *
 * @param WP_REST_Response $response Response.
 * @param WP_Post          $post     Post.
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_offers( $response, $post ) {
	$data = $response->get_data();
	if ( isset( $data['meta'] ) && is_array( $data['meta'] ) && array_key_exists( 'offers', $data['meta'] ) ) {
		$data['meta']['offers'] = curadoria_afiliados_post_offers( $post->ID );
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_post', 'curadoria_afiliados_rest_offers', 10, 2 );

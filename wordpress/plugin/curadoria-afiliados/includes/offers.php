<?php
/**
 * The offers of several stores (meta.offers): each row a store, an amount
 * and an affiliate link; a post without rows makes one offer of its single
 * price and affiliate link. Served by the REST API as the post makes them
 * today.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Most offers one post may have. */
const CURADORIA_AFILIADOS_OFFERS_MAX = 20;

/** Longest store name kept. */
const CURADORIA_AFILIADOS_STORE_MAX = CURADORIA_AFILIADOS_STORE_NAME_MAX;

/**
 * The amount of a post's single price, 0 when it has none.
 *
 * @param int $post_id Post ID.
 * @return int Centavos.
 */
function curadoria_afiliados_post_cents( $post_id ) {
	return curadoria_afiliados_sanitize_cents( get_post_meta( $post_id, 'price_cents', true ) );
}

/**
 * Sanitise a store name: its one stored form (rules/store-name.php): plain
 * text, never HTML entities, NFC, no control, format or bidirectional
 * characters, spaces collapsed, at most 60 characters.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function curadoria_afiliados_sanitize_store( $value ) {
	return curadoria_afiliados_normalize_store_name( $value );
}

/**
 * The store an affiliate link leads to (see curadoria_afiliados_store_from_host()).
 *
 * @param string $url http(s) URL.
 * @return string '' when the URL has no host.
 */
function curadoria_afiliados_store_from_url( $url ) {
	return curadoria_afiliados_store_from_host( (string) wp_parse_url( (string) $url, PHP_URL_HOST ) );
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
 * read): invalid rows are dropped, one row per store (a store and its
 * lookalikes, rules/store-name.php: the first wins), at most 20.
 *
 * @param mixed $value Raw value.
 * @return array<int, array{store: string, price_cents: int, url: string}>
 */
function curadoria_afiliados_sanitize_offers( $value ) {
	$offers = array();
	foreach ( is_array( $value ) ? $value : array() as $row ) {
		$offer = curadoria_afiliados_clean_offer( $row );
		$look  = null === $offer ? '' : curadoria_afiliados_store_look( $offer['store'] );
		$key   = '' !== $look || null === $offer ? $look : curadoria_afiliados_store_key( $offer['store'] );
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

/**
 * What is wrong with offer rows, in Portuguese, one message per problem:
 * a row without a store, an amount or an http(s) link, or a store named
 * twice or looking like another row's ('Magalu' and 'Magalú'). The
 * editor's box and the REST API share it.
 *
 * @param array<int, array{store: string, price_cents: int|null, price_text: string, url: string}> $rows Rows, numbered from 1 as the owner sees them.
 * @return string[]
 */
function curadoria_afiliados_offer_errors( array $rows ) {
	$errors     = array();
	$seen       = array();
	$lookalikes = curadoria_afiliados_store_lookalikes( array_column( $rows, 'store' ) );
	$positions  = array_keys( $rows );
	foreach ( $rows as $number => $row ) {
		$like = $lookalikes[ array_search( $number, $positions, true ) ] ?? null;
		if ( '' === $row['store'] ) {
			/* translators: %d: row number */
			$errors[] = sprintf( __( 'Oferta %d: informe o nome da loja.', 'curadoria-afiliados' ), $number );
		} elseif ( isset( $seen[ curadoria_afiliados_store_key( $row['store'] ) ] ) ) {
			/* translators: 1: row number, 2: store name */
			$errors[] = sprintf( __( 'Oferta %1$d: a loja "%2$s" já aparece em outra oferta; use uma linha por loja.', 'curadoria-afiliados' ), $number, $row['store'] );
		} elseif ( null !== $like ) {
			/* translators: 1: row number, 2: store name, 3: the other row's store name */
			$errors[] = sprintf( __( 'Oferta %1$d: a loja "%2$s" se parece com "%3$s" de outra oferta; use um nome só por loja.', 'curadoria-afiliados' ), $number, $row['store'], $like );
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
 * REST output of meta.offers: the offers the post makes today (its rows, or
 * the one read from its single price and link), filtered again so a row
 * written around the sanitiser is never served, each with its availability,
 * the date its price was confirmed and where it comes from
 * (curadoria_afiliados_public_offers(); none for a password-protected post).
 *
 * @param WP_REST_Response $response Response.
 * @param WP_Post          $post     Post.
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_offers( $response, $post ) {
	$data = $response->get_data();
	if ( isset( $data['meta'] ) && is_array( $data['meta'] ) && array_key_exists( 'offers', $data['meta'] ) ) {
		$data['meta']['offers'] = curadoria_afiliados_public_offers( $post->ID );
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_post', 'curadoria_afiliados_rest_offers', 10, 2 );

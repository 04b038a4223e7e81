<?php
/**
 * The "Ofertas" editor box: one row per store (store, price, affiliate link),
 * rows added with a blank row (and, with JavaScript, an 'Adicionar loja'
 * button) and removed with a 'Remover' box. A row that is not valid refuses
 * the whole box, and the owner is told why (editor-notices.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Add the box below the content.
 */
function curadoria_afiliados_add_offers_box() {
	add_meta_box( 'curadoria-afiliados-offers', __( 'Ofertas', 'curadoria-afiliados' ), 'curadoria_afiliados_render_offers_box', 'post', 'normal', 'high' );
}
add_action( 'add_meta_boxes_post', 'curadoria_afiliados_add_offers_box' );

/**
 * One row of the box.
 *
 * @param int|string $index Row index in the form ('__i__' in the template).
 * @param int|string $number Row number shown to the owner ('__n__' in the template).
 * @param array      $offer  {store, price_cents, url}, empty for a blank row.
 * @param bool       $off    Whether the refresh is switched off for it.
 */
function curadoria_afiliados_render_offer_row( $index, $number, array $offer, $off = false ) {
	$id    = 'curadoria-afiliados-offer-' . $index;
	$name  = 'curadoria_afiliados_offers[' . $index . ']';
	$price = isset( $offer['price_cents'] ) ? curadoria_afiliados_format_price( $offer['price_cents'] ) : '';
	?>
	<tr>
		<td>
			<label class="screen-reader-text" for="<?php echo esc_attr( $id . '-store' ); ?>"><?php /* translators: %s: row number */ echo esc_html( sprintf( __( 'Loja da oferta %s', 'curadoria-afiliados' ), $number ) ); ?></label>
			<input type="text" class="widefat" id="<?php echo esc_attr( $id . '-store' ); ?>" name="<?php echo esc_attr( $name . '[store]' ); ?>"
				maxlength="<?php echo (int) CURADORIA_AFILIADOS_STORE_MAX; ?>" placeholder="Amazon" value="<?php echo esc_attr( $offer['store'] ?? '' ); ?>" />
		</td>
		<td>
			<label class="screen-reader-text" for="<?php echo esc_attr( $id . '-price' ); ?>"><?php /* translators: %s: row number */ echo esc_html( sprintf( __( 'Preço da oferta %s', 'curadoria-afiliados' ), $number ) ); ?></label>
			<input type="text" class="widefat" id="<?php echo esc_attr( $id . '-price' ); ?>" name="<?php echo esc_attr( $name . '[price]' ); ?>"
				maxlength="<?php echo (int) CURADORIA_AFILIADOS_PRICE_MAX; ?>" placeholder="R$ 199,90" value="<?php echo esc_attr( $price ); ?>" />
		</td>
		<td>
			<label class="screen-reader-text" for="<?php echo esc_attr( $id . '-url' ); ?>"><?php /* translators: %s: row number */ echo esc_html( sprintf( __( 'Link de afiliado da oferta %s', 'curadoria-afiliados' ), $number ) ); ?></label>
			<input type="url" class="widefat" id="<?php echo esc_attr( $id . '-url' ); ?>" name="<?php echo esc_attr( $name . '[url]' ); ?>"
				placeholder="https://" value="<?php echo esc_attr( $offer['url'] ?? '' ); ?>" />
		</td>
		<td>
			<input type="checkbox" id="<?php echo esc_attr( $id . '-remove' ); ?>" name="<?php echo esc_attr( $name . '[remove]' ); ?>" value="1" />
			<label for="<?php echo esc_attr( $id . '-remove' ); ?>"><?php /* translators: %s: row number */ echo esc_html( sprintf( __( 'Remover oferta %s', 'curadoria-afiliados' ), $number ) ); ?></label>
		</td>
		<td>
			<input type="checkbox" id="<?php echo esc_attr( $id . '-refresh-off' ); ?>" name="<?php echo esc_attr( $name . '[refresh_off]' ); ?>" value="1" <?php checked( $off ); ?> />
			<label for="<?php echo esc_attr( $id . '-refresh-off' ); ?>"><?php /* translators: %s: row number */ echo esc_html( sprintf( __( 'Não atualizar o preço da oferta %s', 'curadoria-afiliados' ), $number ) ); ?></label>
		</td>
	</tr>
	<?php
}

/**
 * Render the box: the stored rows, then one blank row to add a store.
 *
 * @param WP_Post $post Current post.
 */
function curadoria_afiliados_render_offers_box( $post ) {
	wp_nonce_field( 'curadoria_afiliados_offers_' . $post->ID, 'curadoria_afiliados_offers_nonce' );
	$rows    = curadoria_afiliados_sanitize_offers( get_post_meta( $post->ID, 'offers', true ) );
	$derived = $rows ? array() : curadoria_afiliados_post_offers( $post->ID );
	?>
	<p class="description"><?php esc_html_e( 'Uma linha por loja: o site lista as ofertas da mais barata para a mais cara. Cada mudança de preço entra no histórico de preços do produto.', 'curadoria-afiliados' ); ?></p>
	<?php if ( $derived ) : ?>
		<p class="description" id="curadoria-afiliados-offers-derived">
			<?php
			/* translators: 1: store name, 2: price */
			echo esc_html( sprintf( __( 'Sem ofertas aqui, o site mostra uma, lida de Preço e Link de afiliado: %1$s, %2$s.', 'curadoria-afiliados' ), $derived[0]['store'], curadoria_afiliados_format_price( $derived[0]['price_cents'] ) ) );
			?>
		</p>
	<?php endif; ?>
	<table class="widefat striped" id="curadoria-afiliados-offers-table">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Loja', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Preço', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Link de afiliado (http ou https)', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Remover ao salvar', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Preço negociado (não atualizar da loja)', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php
			$states = curadoria_afiliados_offer_states( $post->ID );
			foreach ( $rows as $i => $offer ) {
				curadoria_afiliados_render_offer_row( $i, $i + 1, $offer, ! empty( $states[ curadoria_afiliados_store_key( $offer['store'] ) ]['off'] ) );
			}
			curadoria_afiliados_render_offer_row( count( $rows ), count( $rows ) + 1, array() );
			?>
		</tbody>
	</table>
	<template id="curadoria-afiliados-offer-template"><?php curadoria_afiliados_render_offer_row( '__i__', '__n__', array() ); ?></template>
	<p>
		<button type="button" class="button" id="curadoria-afiliados-add-offer" data-next="<?php echo (int) count( $rows ) + 1; ?>" hidden><?php esc_html_e( 'Adicionar loja', 'curadoria-afiliados' ); ?></button>
		<span class="description"><?php esc_html_e( 'Para mais de uma loja nova, salve e use a nova linha em branco (ou o botão, com JavaScript).', 'curadoria-afiliados' ); ?></span>
	</p>
	<?php
	curadoria_afiliados_render_refresh_controls( $post );
}

/**
 * Save the box (nonce and capability checked). Blank rows and rows marked
 * 'Remover' are left out; if any other row lacks a store, has a price that
 * is not an amount in reais or a link that is not http(s), or names a store
 * twice, nothing is saved: the rows stay as they were and the owner is told
 * why. No row left removes the meta (the single price and link then stand
 * for the offer). A row's 'Não atualizar' switches the price refresh off
 * for it.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_save_offers_box( $post_id ) {
	if ( ! isset( $_POST['curadoria_afiliados_offers_nonce'] ) ) {
		return;
	}
	$nonce = sanitize_text_field( wp_unslash( $_POST['curadoria_afiliados_offers_nonce'] ) );
	if ( ! wp_verify_nonce( $nonce, 'curadoria_afiliados_offers_' . $post_id ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	// Each part is sanitised below by its own rule (a URL must not go through sanitize_text_field).
	$submitted = isset( $_POST['curadoria_afiliados_offers'] ) && is_array( $_POST['curadoria_afiliados_offers'] ) ? wp_unslash( $_POST['curadoria_afiliados_offers'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$rows      = array();
	foreach ( array_values( $submitted ) as $i => $row ) {
		if ( ! is_array( $row ) || ! empty( $row['remove'] ) ) {
			continue;
		}
		$store = curadoria_afiliados_sanitize_store( $row['store'] ?? '' );
		$price = trim( sanitize_text_field( is_string( $row['price'] ?? null ) ? $row['price'] : '' ) );
		$url   = trim( is_string( $row['url'] ?? null ) ? $row['url'] : '' );
		if ( '' === $store && '' === $price && '' === $url ) {
			continue;
		}
		$rows[ $i + 1 ] = array(
			'store'       => $store,
			'price_cents' => curadoria_afiliados_parse_price( $price ),
			'price_text'  => $price,
			'url'         => $url,
			'refresh_off' => ! empty( $row['refresh_off'] ),
		);
	}
	$errors = curadoria_afiliados_offer_errors( $rows );
	if ( $errors ) {
		foreach ( $errors as $error ) {
			curadoria_afiliados_editor_notice( $post_id, $error );
		}
		curadoria_afiliados_editor_notice( $post_id, __( 'As ofertas não foram salvas; as anteriores foram mantidas.', 'curadoria-afiliados' ) );
		return;
	}
	$offers = array();
	foreach ( $rows as $row ) {
		$offers[] = array(
			'store'       => $row['store'],
			'price_cents' => $row['price_cents'],
			'url'         => curadoria_afiliados_sanitize_url( $row['url'] ),
		);
	}
	if ( $offers ) {
		update_post_meta( $post_id, 'offers', wp_slash( $offers ) );
	} else {
		delete_post_meta( $post_id, 'offers' );
	}
	foreach ( $rows as $row ) {
		curadoria_afiliados_set_refresh_off( $post_id, $row['store'], $row['refresh_off'] );
	}
}
add_action( 'save_post_post', 'curadoria_afiliados_save_offers_box' );

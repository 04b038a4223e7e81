<?php
/**
 * The "Ofertas" editor box: one row per store (store, price, affiliate link),
 * rows added with a blank row (and, with JavaScript, an 'Adicionar loja'
 * button) and removed with a 'Remover' box; and the notices that tell the
 * owner why a price or an offer was refused: in the classic editor as admin
 * notices on the screen the save redirects to; in the block editor, which
 * hides admin notices and saves the boxes in the background (its request
 * follows the redirect and loads the edit screen unseen), assets/editor.js
 * asks for them once the boxes are saved and shows them as its own notices.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a refusal waits to be shown. */
const CURADORIA_AFILIADOS_NOTICE_TTL = 300;

/* -------------------------------------------------------------------------
 * Notices
 * ---------------------------------------------------------------------- */

/**
 * Transient holding the refusals for the current user on one post.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_notice_key( $post_id ) {
	return 'curadoria_afiliados_notice_' . get_current_user_id() . '_' . (int) $post_id;
}

/**
 * Keep a refusal for the next screen (the editor redirects after a save).
 *
 * @param int    $post_id Post ID.
 * @param string $message Portuguese message.
 */
function curadoria_afiliados_editor_notice( $post_id, $message ) {
	$key      = curadoria_afiliados_notice_key( $post_id );
	$messages = get_transient( $key );
	$messages = is_array( $messages ) ? $messages : array();

	$messages[] = $message;
	set_transient( $key, array_values( array_unique( $messages ) ), CURADORIA_AFILIADOS_NOTICE_TTL );
}

/**
 * The refusals waiting for the current user on a post, deleted once read.
 *
 * @param int $post_id Post ID.
 * @return string[]
 */
function curadoria_afiliados_editor_notices( $post_id ) {
	$key      = curadoria_afiliados_notice_key( $post_id );
	$messages = get_transient( $key );
	delete_transient( $key );
	return is_array( $messages ) ? array_values( array_map( 'strval', $messages ) ) : array();
}

/**
 * The post being edited on post.php, 0 elsewhere.
 *
 * @return int
 */
function curadoria_afiliados_edited_post_id() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	$post   = get_post();
	return $screen && 'post' === $screen->base && 'post' === $screen->post_type && $post instanceof WP_Post ? (int) $post->ID : 0;
}

/**
 * Show the refusals as error notices above the classic editor (in the block
 * editor they are left for its script).
 */
function curadoria_afiliados_editor_admin_notices() {
	$post_id = curadoria_afiliados_edited_post_id();
	if ( ! $post_id || get_current_screen()->is_block_editor() ) {
		return;
	}
	foreach ( curadoria_afiliados_editor_notices( $post_id ) as $message ) {
		echo '<div class="notice notice-error curadoria-afiliados-refused"><p>' . esc_html( $message ) . '</p></div>';
	}
}
add_action( 'admin_notices', 'curadoria_afiliados_editor_admin_notices' );

/**
 * AJAX: the refusals of the save the block editor has just made.
 */
function curadoria_afiliados_ajax_notices() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	check_ajax_referer( 'curadoria_afiliados_notices_' . $post_id );
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		wp_send_json_error( null, 403 );
	}
	wp_send_json_success( curadoria_afiliados_editor_notices( $post_id ) );
}
add_action( 'wp_ajax_curadoria_afiliados_notices', 'curadoria_afiliados_ajax_notices' );

/**
 * The editor script: the 'Adicionar loja' button, and in the block editor the
 * refusals of each save as its own notices.
 *
 * @param string $hook_suffix Admin page.
 */
function curadoria_afiliados_editor_assets( $hook_suffix ) {
	$post_id = in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) ? curadoria_afiliados_edited_post_id() : 0;
	if ( ! $post_id ) {
		return;
	}
	$block_editor = get_current_screen()->is_block_editor();
	wp_enqueue_script(
		'curadoria-afiliados-editor',
		plugins_url( 'assets/editor.js', CURADORIA_AFILIADOS_FILE ),
		$block_editor ? array( 'wp-data', 'wp-notices', 'wp-edit-post' ) : array(),
		CURADORIA_AFILIADOS_VERSION,
		true
	);
	wp_localize_script(
		'curadoria-afiliados-editor',
		'curadoriaAfiliadosEditor',
		array(
			'blockEditor' => $block_editor,
			'noticesUrl'  => add_query_arg(
				array(
					'action'      => 'curadoria_afiliados_notices',
					'post'        => $post_id,
					'_ajax_nonce' => wp_create_nonce( 'curadoria_afiliados_notices_' . $post_id ),
				),
				admin_url( 'admin-ajax.php' )
			),
		)
	);
}
add_action( 'admin_enqueue_scripts', 'curadoria_afiliados_editor_assets' );

/* -------------------------------------------------------------------------
 * The box
 * ---------------------------------------------------------------------- */

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
 */
function curadoria_afiliados_render_offer_row( $index, $number, array $offer ) {
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
			</tr>
		</thead>
		<tbody>
			<?php
			foreach ( $rows as $i => $offer ) {
				curadoria_afiliados_render_offer_row( $i, $i + 1, $offer );
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
}

/**
 * Save the box (nonce and capability checked). Blank rows and rows marked
 * 'Remover' are left out; if any other row lacks a store, has a price that
 * is not an amount in reais or a link that is not http(s), or names a store
 * twice, nothing is saved: the rows stay as they were and the owner is told
 * why. No row left removes the meta (the single price and link then stand
 * for the offer).
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
}
add_action( 'save_post_post', 'curadoria_afiliados_save_offers_box' );

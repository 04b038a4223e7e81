<?php
/**
 * The "Produto afiliado" editor box (classic editor; shown as a legacy meta
 * box in the block editor): Preço, Preço verificado em and Link de afiliado.
 * Saved with a nonce and the edit_post capability; an unreadable price is
 * refused and the owner told why (editor-notices.php).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

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

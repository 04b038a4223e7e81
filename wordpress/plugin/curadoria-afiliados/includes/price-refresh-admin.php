<?php
/**
 * What the owner sees of the price refresh: per store, the last run and the
 * offers checked, changed and failed, and why (the plugin's settings page);
 * a 'Preço verificado' column on the posts list; in the post's "Ofertas"
 * box, 'Atualizar preços agora' and, per offer, the switch that keeps the
 * refresh off (a price the owner negotiated).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A check's outcome in Portuguese.
 *
 * @param string $status Status ('confirmed', 'changed', 'held', a problem code…).
 * @return string
 */
function curadoria_afiliados_refresh_status_label( $status ) {
	if ( preg_match( '/^http_(\d{3})$/', (string) $status, $m ) ) {
		/* translators: %s: HTTP status */
		return sprintf( __( 'a loja respondeu HTTP %s', 'curadoria-afiliados' ), $m[1] );
	}
	$labels = array(
		'confirmed'        => __( 'preço confirmado', 'curadoria-afiliados' ),
		'changed'          => __( 'preço novo', 'curadoria-afiliados' ),
		'held'             => __( 'queda de mais da metade: aguardando uma segunda leitura igual', 'curadoria-afiliados' ),
		'out_of_stock'     => __( 'indisponível na loja', 'curadoria-afiliados' ),
		'off'              => __( 'atualização desligada para esta oferta', 'curadoria-afiliados' ),
		'no_source'        => __( 'sem fonte: Amazon sem credenciais da Creators API (vale o preço digitado)', 'curadoria-afiliados' ),
		'bot_wall'         => __( 'a loja respondeu com um bloqueio de robôs ou captcha', 'curadoria-afiliados' ),
		'no_price'         => __( 'página sem preço legível', 'curadoria-afiliados' ),
		'currency'         => __( 'preço em outra moeda', 'curadoria-afiliados' ),
		'other_product'    => __( 'o preço lido é de outro produto', 'curadoria-afiliados' ),
		'several_products' => __( 'a página descreve vários produtos e nenhum é o do link', 'curadoria-afiliados' ),
		'gone'             => __( 'produto não existe mais: o link leva à página inicial ou à busca da loja (link quebrado)', 'curadoria-afiliados' ),
		'not_found'        => __( 'a API da loja não encontrou o produto', 'curadoria-afiliados' ),
		'credentials'      => __( 'credenciais da API recusadas', 'curadoria-afiliados' ),
		'malformed'        => __( 'resposta da API ilegível', 'curadoria-afiliados' ),
		'robots'           => __( 'o robots.txt da loja não permite a leitura', 'curadoria-afiliados' ),
		'too_large'        => __( 'página maior que 2 MB', 'curadoria-afiliados' ),
		'timeout'          => __( 'tempo esgotado (10 s)', 'curadoria-afiliados' ),
		'network'          => __( 'erro de rede', 'curadoria-afiliados' ),
		'refused'          => __( 'endereço não permitido', 'curadoria-afiliados' ),
		'redirects'        => __( 'redirecionamentos demais', 'curadoria-afiliados' ),
	);
	return $labels[ $status ] ?? (string) $status;
}

/**
 * One offer's line for the admin: "Magalu: verificado em 28/11 08:14",
 * "Amazon: preço digitado", "KaBuM!: não verificado (…)".
 *
 * @param array $offer  Public offer (curadoria_afiliados_public_offers()).
 * @param array $state  Its state.
 * @return string Plain text.
 */
function curadoria_afiliados_offer_check_text( array $offer, array $state ) {
	if ( $state['off'] ) {
		/* translators: %s: store */
		return sprintf( __( '%s: atualização desligada', 'curadoria-afiliados' ), $offer['store'] );
	}
	if ( 'manual' === $offer['price_source'] ) {
		$why = in_array( $state['status'], array( '', 'confirmed', 'changed' ), true ) ? '' : ' (' . curadoria_afiliados_refresh_status_label( $state['status'] ) . ')';
		/* translators: %s: store */
		return sprintf( __( '%s: preço digitado', 'curadoria-afiliados' ), $offer['store'] ) . $why;
	}
	if ( 'unknown' === $offer['availability'] ) {
		/* translators: 1: store, 2: reason */
		return sprintf( __( '%1$s: não verificado (%2$s)', 'curadoria-afiliados' ), $offer['store'], curadoria_afiliados_refresh_status_label( $state['status'] ) );
	}
	$when = null === $offer['checked_at'] ? '—' : wp_date( 'd/m/Y H:i', strtotime( $offer['checked_at'] ) );
	$text = 'out_of_stock' === $offer['availability']
		/* translators: 1: store, 2: date */
		? sprintf( __( '%1$s: indisponível (preço verificado em %2$s)', 'curadoria-afiliados' ), $offer['store'], $when )
		/* translators: 1: store, 2: date */
		: sprintf( __( '%1$s: verificado em %2$s', 'curadoria-afiliados' ), $offer['store'], $when );
	return $state['fails'] > 0 || 'held' === $state['status'] ? $text . ' (' . curadoria_afiliados_refresh_status_label( $state['status'] ) . ')' : $text;
}

/**
 * The 'Preço verificado' column.
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function curadoria_afiliados_price_checked_column( $columns ) {
	$columns['curadoria_price_checked'] = __( 'Preço verificado', 'curadoria-afiliados' );
	return $columns;
}
add_filter( 'manage_post_posts_columns', 'curadoria_afiliados_price_checked_column', 20 );

/**
 * Render it: one line per offer.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function curadoria_afiliados_render_price_checked_column( $column, $post_id ) {
	if ( 'curadoria_price_checked' !== $column ) {
		return;
	}
	$states = curadoria_afiliados_offer_states( $post_id );
	$lines  = array();
	foreach ( curadoria_afiliados_public_offers( $post_id ) as $offer ) {
		$lines[] = esc_html( curadoria_afiliados_offer_check_text( $offer, $states[ curadoria_afiliados_store_key( $offer['store'] ) ] ?? curadoria_afiliados_offer_state( null ) ) );
	}
	echo $lines ? implode( '<br />', $lines ) : '<span class="description">' . esc_html__( 'sem ofertas', 'curadoria-afiliados' ) . '</span>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped above.
}
add_action( 'manage_post_posts_custom_column', 'curadoria_afiliados_render_price_checked_column', 10, 2 );

/**
 * The "Ofertas" box's refresh controls: 'Atualizar preços agora' (a link
 * with a nonce: it works inside the post's form, with or without
 * JavaScript) and what each offer's last check said.
 *
 * @param WP_Post $post Post.
 */
function curadoria_afiliados_render_refresh_controls( $post ) {
	$url    = wp_nonce_url( admin_url( 'admin-post.php?action=curadoria_afiliados_refresh_prices&post=' . $post->ID ), 'curadoria_afiliados_refresh_prices_' . $post->ID );
	$states = curadoria_afiliados_offer_states( $post->ID );
	$lines  = array();
	foreach ( 'auto-draft' === $post->post_status ? array() : curadoria_afiliados_public_offers( $post->ID ) as $offer ) {
		$lines[] = curadoria_afiliados_offer_check_text( $offer, $states[ curadoria_afiliados_store_key( $offer['store'] ) ] ?? curadoria_afiliados_offer_state( null ) );
	}
	?>
	<div id="curadoria-afiliados-refresh">
		<?php if ( $lines ) : ?>
			<ul class="description">
				<?php foreach ( $lines as $line ) : ?>
					<li><?php echo esc_html( $line ); ?></li>
				<?php endforeach; ?>
			</ul>
			<p><a class="button" href="<?php echo esc_url( $url ); ?>"><?php esc_html_e( 'Atualizar preços agora', 'curadoria-afiliados' ); ?></a>
				<span class="description"><?php esc_html_e( 'Lê agora o preço e a disponibilidade de cada oferta na loja (alterações não salvas do post se perdem). A atualização automática roda uma vez por dia.', 'curadoria-afiliados' ); ?></span></p>
		<?php endif; ?>
	</div>
	<?php
}

/**
 * 'Atualizar preços agora': refresh, tell the owner, back to the post.
 */
function curadoria_afiliados_admin_refresh_prices() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked below.
	check_admin_referer( 'curadoria_afiliados_refresh_prices_' . $post_id );
	if ( ! $post_id || 'post' !== get_post_type( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		wp_die( esc_html__( 'Você não pode editar este post.', 'curadoria-afiliados' ), 403 );
	}
	$states = array();
	foreach ( curadoria_afiliados_refresh_post( $post_id ) as $result ) {
		$states[] = $result['store'] . ': ' . curadoria_afiliados_refresh_status_label( $result['status'] );
	}
	curadoria_afiliados_deploy_hook_flush();
	/* translators: %s: one outcome per store */
	curadoria_afiliados_editor_notice( $post_id, sprintf( __( 'Preços atualizados agora — %s.', 'curadoria-afiliados' ), implode( '; ', $states ) ) );
	wp_safe_redirect( get_edit_post_link( $post_id, 'url' ) );
	exit;
}
add_action( 'admin_post_curadoria_afiliados_refresh_prices', 'curadoria_afiliados_admin_refresh_prices' );

/**
 * "Atualização de preços" on the settings page: per store, the last run,
 * offers checked, changed, held and failed with why, and the next run.
 */
function curadoria_afiliados_render_price_refresh_summary() {
	$stores = (array) get_option( CURADORIA_AFILIADOS_PRICE_STORES_OPTION, array() );
	ksort( $stores, SORT_NATURAL | SORT_FLAG_CASE );
	$next = wp_next_scheduled( CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT );
	$next = $next ? $next : wp_next_scheduled( CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT );
	?>
	<h2 id="curadoria-afiliados-price-refresh"><?php esc_html_e( 'Atualização de preços', 'curadoria-afiliados' ); ?></h2>
	<p class="description">
		<?php
		esc_html_e( 'Uma vez por dia o plugin lê o preço e a disponibilidade de cada oferta na loja: pela Creators API da Amazon, pela API do Mercado Livre e pela API de afiliados da Shopee quando as credenciais estão acima; pela página do produto nas outras lojas (nunca nas páginas da Amazon). No máximo uma requisição a cada 2 segundos por loja. Uma leitura duvidosa não muda nada: ela aparece abaixo com o motivo.', 'curadoria-afiliados' );
		if ( $next ) {
			echo ' ';
			/* translators: %s: date and time */
			echo esc_html( sprintf( __( 'Próxima execução: %s.', 'curadoria-afiliados' ), wp_date( get_option( 'date_format' ) . ' H:i', $next ) ) );
		}
		?>
	</p>
	<?php if ( ! $stores ) : ?>
		<p><?php esc_html_e( 'Nenhuma atualização registrada ainda.', 'curadoria-afiliados' ); ?></p>
		<?php
		return;
	endif;
	?>
	<table class="widefat striped" id="curadoria-afiliados-price-stores">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Loja', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Última execução', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Verificadas', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Alteradas', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Com falha', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Por quê', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $stores as $store => $row ) : ?>
				<?php
				$reasons = array();
				foreach ( (array) ( $row['reasons'] ?? array() ) as $reason => $count ) {
					$reasons[] = curadoria_afiliados_refresh_status_label( (string) $reason ) . ': ' . number_format_i18n( (int) $count );
				}
				if ( ! empty( $row['held'] ) ) {
					$reasons[] = curadoria_afiliados_refresh_status_label( 'held' ) . ': ' . number_format_i18n( (int) $row['held'] );
				}
				?>
				<tr>
					<td><?php echo esc_html( (string) $store ); ?></td>
					<td><?php echo esc_html( wp_date( get_option( 'date_format' ) . ' H:i', (int) $row['last_run'] ) ); ?></td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( (int) $row['checked'] ) ); ?></td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( (int) $row['changed'] ) ); ?></td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( (int) $row['failed'] ) ); ?></td>
					<td><?php echo esc_html( implode( ' · ', $reasons ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}

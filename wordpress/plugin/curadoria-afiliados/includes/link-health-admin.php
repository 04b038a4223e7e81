<?php
/**
 * What the owner sees of the link checks: the labels of a link's state, the
 * broken links listed in a notice on the dashboard, the posts list and the
 * plugin's settings, and the posts list filtered to them.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stored state of a post's link.
 *
 * @param int $post_id Post ID.
 * @return array{status: string, checked: int, detail: string} status '' when never checked.
 */
function curadoria_afiliados_link_state( $post_id ) {
	return array(
		'status'  => (string) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_STATUS_META, true ),
		'checked' => (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, true ),
		'detail'  => (string) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ),
	);
}

/**
 * Portuguese label of a status.
 *
 * @param string $status 'ok', 'broken' or 'unknown'.
 * @return string
 */
function curadoria_afiliados_link_status_label( $status ) {
	$labels = array(
		'ok'      => __( 'ok', 'curadoria-afiliados' ),
		'broken'  => __( 'quebrado', 'curadoria-afiliados' ),
		'unknown' => __( 'desconhecido', 'curadoria-afiliados' ),
	);
	return $labels[ $status ] ?? __( 'não verificado', 'curadoria-afiliados' );
}

/**
 * Portuguese description of what a check saw.
 *
 * @param string $detail 'http_404', 'timeout', 'network', 'refused' or 'redirects'.
 * @return string
 */
function curadoria_afiliados_link_detail_label( $detail ) {
	if ( preg_match( '/^http_(\d{3})$/', $detail, $m ) ) {
		return 'HTTP ' . $m[1];
	}
	$labels = array(
		'timeout'     => __( 'tempo esgotado', 'curadoria-afiliados' ),
		'network'     => __( 'erro de rede', 'curadoria-afiliados' ),
		'refused'     => __( 'endereço não permitido', 'curadoria-afiliados' ),
		'redirects'   => __( 'redirecionamentos demais', 'curadoria-afiliados' ),
		'store_front' => __( 'a loja redireciona para a página inicial ou a busca', 'curadoria-afiliados' ),
	);
	return $labels[ $detail ] ?? '';
}

/**
 * Published posts whose link is broken.
 *
 * @param int $limit Maximum number.
 * @return WP_Post[]
 */
function curadoria_afiliados_broken_links( $limit ) {
	return get_posts(
		array(
			'post_type'        => 'post',
			'post_status'      => 'publish',
			'numberposts'      => $limit,
			'meta_key'         => CURADORIA_AFILIADOS_LINK_STATUS_META, // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'       => 'broken', // phpcs:ignore WordPress.DB.SlowDBQuery
			'orderby'          => 'title',
			'order'            => 'ASC',
			'suppress_filters' => true,
		)
	);
}

/**
 * Admin notice on the dashboard, the posts list and the plugin's settings:
 * the posts whose affiliate link is broken, with a link to edit each.
 */
function curadoria_afiliados_broken_links_notice() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'edit-post', 'settings_page_curadoria-afiliados' ), true ) || ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	$shown  = 10;
	$broken = curadoria_afiliados_broken_links( $shown + 1 );
	if ( ! $broken ) {
		return;
	}
	?>
	<div class="notice notice-error" id="curadoria-afiliados-broken-links">
		<p><strong><?php esc_html_e( 'Links de afiliado quebrados', 'curadoria-afiliados' ); ?></strong> —
			<?php esc_html_e( 'a loja respondeu 404 ou 410 em duas verificações seguidas. O site continua mostrando esses produtos: corrija o link ou despublique o post.', 'curadoria-afiliados' ); ?></p>
		<ul style="list-style: disc; margin-left: 2em;">
			<?php foreach ( array_slice( $broken, 0, $shown ) as $post ) : ?>
				<?php $edit = get_edit_post_link( $post->ID ); ?>
				<li>
					<?php if ( $edit && current_user_can( 'edit_post', $post->ID ) ) : ?>
						<a href="<?php echo esc_url( $edit ); ?>"><?php echo esc_html( get_the_title( $post ) ); ?></a>
					<?php else : ?>
						<?php echo esc_html( get_the_title( $post ) ); ?>
					<?php endif; ?>
					— <code><?php echo esc_html( (string) get_post_meta( $post->ID, 'affiliate_url', true ) ); ?></code>
				</li>
			<?php endforeach; ?>
		</ul>
		<?php if ( count( $broken ) > $shown ) : ?>
			<p><a href="<?php echo esc_url( admin_url( 'edit.php?curadoria_link=broken' ) ); ?>"><?php esc_html_e( 'Ver todos os posts com link quebrado', 'curadoria-afiliados' ); ?></a></p>
		<?php endif; ?>
	</div>
	<?php
}
add_action( 'admin_notices', 'curadoria_afiliados_broken_links_notice' );

/**
 * edit.php?curadoria_link=broken lists only the posts with a broken link.
 *
 * @param WP_Query $query Query.
 */
function curadoria_afiliados_filter_broken( $query ) {
	if ( ! is_admin() || ! $query->is_main_query() || 'broken' !== ( $_GET['curadoria_link'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	$query->set( 'meta_key', CURADORIA_AFILIADOS_LINK_STATUS_META );
	$query->set( 'meta_value', 'broken' );
}
add_action( 'pre_get_posts', 'curadoria_afiliados_filter_broken' );

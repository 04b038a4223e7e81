<?php
/**
 * What the owner sees of the counts and the link health: columns in the posts
 * list ('Visualizações (30 dias)', 'Cliques (30 dias)' with the click rate and
 * the clicks per store, both sortable, and 'Link') and a dashboard widget with
 * the ten most viewed posts of the last 30 days and the clicks per store.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Window of the admin columns and the dashboard widget, in days. */
const CURADORIA_AFILIADOS_ADMIN_DAYS = 30;

/**
 * Views and clicks of some posts over the last $days days.
 *
 * @param int[] $post_ids Post IDs.
 * @param int   $days     Window, today included.
 * @return array<int, array{views: int, clicks: int}> Keyed by post ID; posts without rows are absent.
 */
function curadoria_afiliados_stats_totals( array $post_ids, $days ) {
	global $wpdb;
	$post_ids = array_values( array_filter( array_map( 'intval', $post_ids ) ) );
	if ( ! $post_ids ) {
		return array();
	}
	$table  = curadoria_afiliados_stats_table();
	$in     = implode( ',', $post_ids ); // Integers only, see above.
	$rows   = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT post_id, SUM(views) AS views, SUM(clicks) AS clicks FROM {$table} WHERE day >= %s AND post_id IN ({$in}) GROUP BY post_id", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			curadoria_afiliados_day( $days - 1 )
		),
		ARRAY_A
	);
	$totals = array();
	foreach ( (array) $rows as $row ) {
		$totals[ (int) $row['post_id'] ] = array(
			'views'  => (int) $row['views'],
			'clicks' => (int) $row['clicks'],
		);
	}
	return $totals;
}

/**
 * Click rate as a Brazilian percentage ("8,5%"), or '—' without views.
 *
 * @param int $views  Views.
 * @param int $clicks Clicks.
 * @return string
 */
function curadoria_afiliados_click_rate( $views, $clicks ) {
	return $views > 0 ? number_format_i18n( 100 * $clicks / $views, 1 ) . '%' : '—';
}

/* -------------------------------------------------------------------------
 * Posts list columns
 * ---------------------------------------------------------------------- */

/**
 * Whether the current user may see the site-wide views and clicks: those who
 * can edit others' posts (editors, administrators), not contributors or
 * authors.
 *
 * @return bool
 */
function curadoria_afiliados_can_see_site_stats() {
	return current_user_can( 'edit_others_posts' );
}

/**
 * Add the columns after the title's neighbours (views and clicks only for
 * those who may see the site's figures).
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function curadoria_afiliados_post_columns( $columns ) {
	$ours = curadoria_afiliados_can_see_site_stats() ? array(
		'curadoria_views'  => __( 'Visualizações (30 dias)', 'curadoria-afiliados' ),
		'curadoria_clicks' => __( 'Cliques (30 dias)', 'curadoria-afiliados' ),
	) : array();

	$ours['curadoria_link'] = __( 'Link', 'curadoria-afiliados' );

	$at = array_search( 'date', array_keys( $columns ), true );
	if ( false === $at ) {
		return $columns + $ours;
	}
	return array_slice( $columns, 0, $at, true ) + $ours + array_slice( $columns, $at, null, true );
}
add_filter( 'manage_post_posts_columns', 'curadoria_afiliados_post_columns' );

/**
 * Views and clicks of the posts on the current list page, fetched once.
 *
 * @param int $post_id Post being rendered.
 * @return array{views: int, clicks: int}
 */
function curadoria_afiliados_list_totals( $post_id ) {
	static $totals = null;
	if ( null === $totals ) {
		global $wp_query;
		$ids = $wp_query instanceof WP_Query ? wp_list_pluck( (array) $wp_query->posts, 'ID' ) : array();
		$ids = array_merge( $ids, array( $post_id ) );
		// Posts without views are not in the answer: they get zeros here, not a query each.
		$totals = curadoria_afiliados_stats_totals( $ids, CURADORIA_AFILIADOS_ADMIN_DAYS ) + array_fill_keys(
			$ids,
			array(
				'views'  => 0,
				'clicks' => 0,
			)
		);
	}
	if ( ! isset( $totals[ $post_id ] ) ) {
		$totals += curadoria_afiliados_stats_totals( array( $post_id ), CURADORIA_AFILIADOS_ADMIN_DAYS ) + array(
			$post_id => array(
				'views'  => 0,
				'clicks' => 0,
			),
		);
	}
	return $totals[ $post_id ];
}

/**
 * Clicks per store of the posts on the current list page, fetched once.
 *
 * @param int $post_id Post being rendered.
 * @return array<string, int> Store => clicks.
 */
function curadoria_afiliados_list_store_clicks( $post_id ) {
	static $totals = null;
	if ( null === $totals ) {
		global $wp_query;
		$ids    = $wp_query instanceof WP_Query ? wp_list_pluck( (array) $wp_query->posts, 'ID' ) : array();
		$totals = curadoria_afiliados_store_clicks_totals( array_merge( $ids, array( $post_id ) ), CURADORIA_AFILIADOS_ADMIN_DAYS );
	}
	if ( ! isset( $totals[ $post_id ] ) ) {
		$totals += curadoria_afiliados_store_clicks_totals( array( $post_id ), CURADORIA_AFILIADOS_ADMIN_DAYS ) + array( $post_id => array() );
	}
	return $totals[ $post_id ];
}

/**
 * Render our columns.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function curadoria_afiliados_render_post_column( $column, $post_id ) {
	if ( in_array( $column, array( 'curadoria_views', 'curadoria_clicks' ), true ) && ! curadoria_afiliados_can_see_site_stats() ) {
		return;
	}
	if ( 'curadoria_views' === $column ) {
		echo esc_html( number_format_i18n( curadoria_afiliados_list_totals( $post_id )['views'] ) );
	} elseif ( 'curadoria_clicks' === $column ) {
		$t = curadoria_afiliados_list_totals( $post_id );
		echo esc_html( number_format_i18n( $t['clicks'] ) );
		echo '<br /><span class="description">';
		/* translators: %s: click rate, e.g. "8,5%" */
		echo esc_html( sprintf( __( 'taxa %s', 'curadoria-afiliados' ), curadoria_afiliados_click_rate( $t['views'], $t['clicks'] ) ) );
		echo '</span>';
		$stores = curadoria_afiliados_store_clicks_text( curadoria_afiliados_list_store_clicks( $post_id ) );
		if ( '' !== $stores ) {
			echo '<br /><span class="description curadoria-store-clicks">' . esc_html( $stores ) . '</span>';
		}
	} elseif ( 'curadoria_link' === $column ) {
		curadoria_afiliados_render_link_cell( $post_id );
	}
}
add_action( 'manage_post_posts_custom_column', 'curadoria_afiliados_render_post_column', 10, 2 );

/**
 * The 'Link' cell: status, what the check saw, and when.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_render_link_cell( $post_id ) {
	if ( '' === curadoria_afiliados_sanitize_url( get_post_meta( $post_id, 'affiliate_url', true ) ) ) {
		echo '<span class="description">' . esc_html__( 'sem link', 'curadoria-afiliados' ) . '</span>';
		return;
	}
	$state  = curadoria_afiliados_link_state( $post_id );
	$colors = array(
		'ok'      => '#00a32a',
		'broken'  => '#d63638',
		'unknown' => '#646970',
	);
	$detail = 'ok' === $state['status'] ? '' : curadoria_afiliados_link_detail_label( $state['detail'] );
	printf(
		'<strong class="curadoria-link-%1$s" style="color:%2$s">%3$s</strong>%4$s',
		esc_attr( '' === $state['status'] ? 'unchecked' : $state['status'] ),
		esc_attr( $colors[ $state['status'] ] ?? '#646970' ),
		esc_html( curadoria_afiliados_link_status_label( $state['status'] ) ),
		'' !== $detail ? ' (' . esc_html( $detail ) . ')' : ''
	);
	if ( $state['checked'] ) {
		echo '<br /><span class="description">';
		/* translators: %s: date and time of the last check */
		echo esc_html( sprintf( __( 'verificado em %s', 'curadoria-afiliados' ), wp_date( 'd/m/Y H:i', $state['checked'] ) ) );
		echo '</span>';
	}
}

/**
 * Views and clicks columns are sortable.
 *
 * @param array $columns Sortable columns.
 * @return array
 */
function curadoria_afiliados_sortable_columns( $columns ) {
	if ( ! curadoria_afiliados_can_see_site_stats() ) {
		return $columns;
	}
	$columns['curadoria_views']  = array( 'curadoria_views', true );
	$columns['curadoria_clicks'] = array( 'curadoria_clicks', true );
	return $columns;
}
add_filter( 'manage_edit-post_sortable_columns', 'curadoria_afiliados_sortable_columns' );

/**
 * orderby=curadoria_views|curadoria_clicks on the admin posts list: join the
 * 30-day totals (posts without counts sort as 0).
 *
 * @param string[] $clauses Query clauses.
 * @param WP_Query $query   Query.
 * @return string[]
 */
function curadoria_afiliados_sort_clauses( $clauses, $query ) {
	global $wpdb;
	$orderby = $query->get( 'orderby' );
	if ( ! is_admin() || ! $query->is_main_query() || ! in_array( $orderby, array( 'curadoria_views', 'curadoria_clicks' ), true ) ) {
		return $clauses;
	}
	$table              = curadoria_afiliados_stats_table();
	$column             = 'curadoria_views' === $orderby ? 'views' : 'clicks';
	$order              = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
	$since              = curadoria_afiliados_day( CURADORIA_AFILIADOS_ADMIN_DAYS - 1 );
	$clauses['join']   .= $wpdb->prepare( " LEFT JOIN (SELECT post_id, SUM(views) AS views, SUM(clicks) AS clicks FROM {$table} WHERE day >= %s GROUP BY post_id) curadoria_stats ON curadoria_stats.post_id = {$wpdb->posts}.ID", $since ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$clauses['orderby'] = "COALESCE(curadoria_stats.{$column}, 0) {$order}, {$wpdb->posts}.post_date DESC";
	return $clauses;
}
add_filter( 'posts_clauses', 'curadoria_afiliados_sort_clauses', 10, 2 );

/* -------------------------------------------------------------------------
 * Dashboard widget
 * ---------------------------------------------------------------------- */

/**
 * Register the widget for users who may see the site's figures.
 */
function curadoria_afiliados_dashboard_setup() {
	if ( curadoria_afiliados_can_see_site_stats() ) {
		wp_add_dashboard_widget( 'curadoria_afiliados_popular', __( 'Mais lidas (30 dias)', 'curadoria-afiliados' ), 'curadoria_afiliados_render_dashboard_widget' );
	}
}
add_action( 'wp_dashboard_setup', 'curadoria_afiliados_dashboard_setup' );

/**
 * The ten most viewed published posts of the last 30 days, with their clicks,
 * click rate and clicks per store (the list cached like GET /popular: at most
 * 5 minutes old), then the clicks per store over all posts.
 */
function curadoria_afiliados_render_dashboard_widget() {
	$top    = curadoria_afiliados_popular( CURADORIA_AFILIADOS_ADMIN_DAYS, 10 );
	$stores = curadoria_afiliados_store_clicks_totals( wp_list_pluck( $top, 'id' ), CURADORIA_AFILIADOS_ADMIN_DAYS );
	if ( ! $top ) {
		echo '<p>' . esc_html__( 'Nenhuma visualização registrada nos últimos 30 dias. As visitas são contadas quando o site envia os eventos (veja o readme do plugin).', 'curadoria-afiliados' ) . '</p>';
		return;
	}
	?>
	<table class="widefat striped" id="curadoria-afiliados-popular">
		<thead>
			<tr>
				<th scope="col">#</th>
				<th scope="col"><?php esc_html_e( 'Post', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Visualizações', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Cliques', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Taxa de cliques', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Cliques por loja', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $top as $i => $row ) : ?>
				<?php $edit = get_edit_post_link( $row['id'] ); ?>
				<tr>
					<td><?php echo (int) ( $i + 1 ); ?></td>
					<td>
						<?php if ( $edit ) : ?>
							<a href="<?php echo esc_url( $edit ); ?>"><?php echo esc_html( get_the_title( $row['id'] ) ); ?></a>
						<?php else : ?>
							<?php echo esc_html( get_the_title( $row['id'] ) ); ?>
						<?php endif; ?>
					</td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( $row['views'] ) ); ?></td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( $row['clicks'] ) ); ?></td>
					<td style="text-align:right"><?php echo esc_html( curadoria_afiliados_click_rate( $row['views'], $row['clicks'] ) ); ?></td>
					<td><?php echo esc_html( curadoria_afiliados_store_clicks_text( $stores[ $row['id'] ] ?? array() ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
	$by_store = curadoria_afiliados_store_clicks_by_store( CURADORIA_AFILIADOS_ADMIN_DAYS, 10 );
	if ( ! $by_store ) {
		return;
	}
	?>
	<h3><?php esc_html_e( 'Cliques por loja (30 dias)', 'curadoria-afiliados' ); ?></h3>
	<table class="widefat striped" id="curadoria-afiliados-store-clicks">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Loja', 'curadoria-afiliados' ); ?></th>
				<th scope="col" style="text-align:right"><?php esc_html_e( 'Cliques', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $by_store as $store => $clicks ) : ?>
				<tr>
					<td><?php echo esc_html( $store ); ?></td>
					<td style="text-align:right"><?php echo esc_html( number_format_i18n( $clicks ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}

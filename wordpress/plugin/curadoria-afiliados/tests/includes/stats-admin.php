<?php
/**
 * Tests of includes/stats-admin.php: the posts list's views, clicks and
 * clicks per store, its sorting, and the dashboard's 'Mais lidas (30 dias)',
 * as the administrator sees them on the seeded site.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The counts in wp-admin.
 */
final class Stats_Admin_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * The seeded most viewed post of 30 days.
	 *
	 * @return array{id: int, views: int, clicks: int}
	 */
	private function top() {
		return Curadoria_Local_WordPress::seed()['stats']['popular_30_days'][0];
	}

	/**
	 * A page of the admin, as the administrator.
	 *
	 * @param string $path Path under /wp-admin/.
	 * @return Curadoria_Http_Response
	 */
	private function admin_page( $path ) {
		$page = $this->admin_session()->get( $this->site( '/wp-admin/' . $path ) );
		$this->assertSame( 200, $page->status, $path );
		return $page;
	}

	/**
	 * A post's row in the posts list.
	 *
	 * @param string $html Page.
	 * @param int    $post Post ID.
	 * @return string
	 */
	private function row( $html, $post ) {
		return preg_match( '#<tr id="post-' . $post . '".*?</tr>#s', $html, $m ) ? $m[0] : '';
	}

	/**
	 * The id of the first row of the posts list.
	 *
	 * @param string $html Page.
	 * @return int
	 */
	private function first_row( $html ) {
		return preg_match( '#<tr id="post-(\d+)"#', $html, $m ) ? (int) $m[1] : 0;
	}

	/**
	 * The posts list has 'Visualizações (30 dias)', 'Cliques (30 dias)' and
	 * 'Link', and the first two sort.
	 */
	public function test_the_posts_list_has_the_count_and_link_columns() {
		$page = $this->admin_page( 'edit.php' );
		$this->assertStringContainsString( 'Visualizações (30 dias)', $page->body );
		$this->assertStringContainsString( 'Cliques (30 dias)', $page->body );
		$this->assertMatchesRegularExpression( '/id=.curadoria_link/', $page->body );
		$this->assertStringContainsString( 'orderby=curadoria_views', $page->body );
		$this->assertStringContainsString( 'orderby=curadoria_clicks', $page->body );
	}

	/**
	 * Sorted by views, most first: the most viewed post, its row with its
	 * views, clicks, click rate and clicks per store. (Published posts only:
	 * the list also holds the seeded draft, the most viewed of all.)
	 */
	public function test_sorting_by_views_puts_the_most_viewed_first_with_its_counts() {
		$top  = $this->top();
		$page = $this->admin_page( 'edit.php?post_status=publish&orderby=curadoria_views&order=desc' );
		$this->assertSame( $top['id'], $this->first_row( $page->body ) );
		$row = $this->row( $page->body, $top['id'] );
		$this->assertMatchesRegularExpression( '/curadoria_views[^>]*>480</', $row );
		$this->assertMatchesRegularExpression( '/curadoria_clicks[^>]*>61</', $row );
		$this->assertMatchesRegularExpression( '/taxa 12[.,]7%/', $row );
		$this->assertStringContainsString( 'curadoria-store-clicks">Amazon 61<', $row );
	}

	/**
	 * Sorted by clicks, most first; by views, fewest first: a post without views.
	 */
	public function test_sorting_by_clicks_and_by_fewest_views() {
		$this->assertSame( $this->top()['id'], $this->first_row( $this->admin_page( 'edit.php?post_status=publish&orderby=curadoria_clicks&order=desc' )->body ) );
		$fewest = $this->admin_page( 'edit.php?post_status=publish&orderby=curadoria_views&order=asc' )->body;
		$this->assertMatchesRegularExpression( '/curadoria_views[^>]*>0</', $this->row( $fewest, $this->first_row( $fewest ) ) );
	}

	/**
	 * A click naming one of a post's stores shows in its row; clicks naming
	 * a store it does not offer, or a number, count without a store.
	 */
	public function test_a_posts_row_shows_its_clicks_per_store() {
		$post = $this->create_post( array( 'meta_input' => array( 'offers' => self::OFFERS ) ) );
		foreach ( array( 'amazon', 'Shopee', 42 ) as $store ) {
			$this->send_event(
				array(
					'type'  => 'click',
					'post'  => $post,
					'store' => $store,
				)
			);
		}
		$this->assertStringContainsString( 'curadoria-store-clicks">Amazon 1<', $this->row( $this->admin_page( 'edit.php' )->body, $post ) );
	}

	/**
	 * The dashboard's widget lists the ten most viewed, the most viewed first
	 * with its clicks per store; below it, the clicks per store of all posts,
	 * Amazon first with every click counted for it.
	 */
	public function test_the_dashboard_lists_the_most_viewed_and_the_clicks_per_store() {
		$seeded_amazon = 0;
		foreach ( Curadoria_Local_WordPress::seed()['stats']['popular_30_days'] as $entry ) {
			$seeded_amazon += (int) ( $entry['store_clicks']['Amazon'] ?? 0 );
		}
		$post = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 10,00',
					'affiliate_url' => 'https://www.amazon.com.br/dp/TESTE',
				),
			)
		);
		$this->send_event(
			array(
				'type'  => 'click',
				'post'  => $post,
				'store' => 'Amazon',
			)
		);
		$page = $this->admin_page( 'index.php' );
		$this->assertStringContainsString( 'Mais lidas (30 dias)', $page->body );
		$this->assertSame( 1, preg_match( '#id="curadoria-afiliados-popular".*?</table>#s', $page->body, $widget ) );
		$this->assertSame( 11, substr_count( $widget[0], '<tr>' ), 'a header and ten rows' );
		$this->assertSame( 1, preg_match( '#<tbody>\s*(<tr>.*?</tr>)#s', $widget[0], $first ) );
		$this->assertStringContainsString( 'post=' . $this->top()['id'] . '&', $first[1] );
		$this->assertStringContainsString( '<th scope="col">Cliques por loja</th>', $widget[0] );
		$this->assertStringContainsString( '<td>Amazon 61</td>', $first[1] );
		$this->assertSame( 1, preg_match( '#Cliques por loja \(30 dias\).*?<tbody>\s*<tr>\s*<td>([^<]*)</td>\s*<td[^>]*>([^<]*)<#s', $page->body, $stores ) );
		$this->assertSame( array( 'Amazon', (string) ( $seeded_amazon + 1 ) ), array( $stores[1], $stores[2] ) );
	}
}

/**
 * Who sees the site-wide figures, in-process.
 */
final class Stats_Admin_Audience_Test extends Curadoria_Test_Case {

	/**
	 * Act as a new user with a role.
	 *
	 * @param string $role Role.
	 */
	private function act_as( $role ) {
		wp_set_current_user( wp_insert_user( array( 'user_login' => 'u' . wp_rand(), 'user_pass' => wp_generate_password(), 'role' => $role ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
	}

	/**
	 * Contributors and authors see the link column, not the site's views and clicks; editors see both.
	 */
	public function test_only_those_who_edit_others_posts_see_site_wide_figures() {
		$columns = array(
			'title' => 'Título',
			'date'  => 'Data',
		);
		foreach ( array( 'contributor', 'author' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( array( 'title', 'curadoria_link', 'date' ), array_keys( curadoria_afiliados_post_columns( $columns ) ), $role );
			$this->assertSame( array(), curadoria_afiliados_sortable_columns( array() ), $role );
			ob_start();
			curadoria_afiliados_render_post_column( 'curadoria_views', 1 );
			$this->assertSame( '', ob_get_clean(), $role );
		}
		$this->act_as( 'editor' );
		$this->assertSame( array( 'title', 'curadoria_views', 'curadoria_clicks', 'curadoria_link', 'date' ), array_keys( curadoria_afiliados_post_columns( $columns ) ) );
	}

	/**
	 * The dashboard widget is an editor's, not a contributor's.
	 */
	public function test_the_dashboard_widget_is_for_those_who_edit_others_posts() {
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		global $wp_meta_boxes;
		set_current_screen( 'dashboard' );
		foreach ( array( 'contributor' => false, 'editor' => true ) as $role => $shown ) { // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
			$wp_meta_boxes = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$this->act_as( $role );
			curadoria_afiliados_dashboard_setup();
			$this->assertSame( $shown, isset( $wp_meta_boxes['dashboard']['normal']['core']['curadoria_afiliados_popular'] ), $role );
		}
	}
}

<?php
/**
 * Tests of includes/link-health-admin.php: what the owner sees of broken
 * links, on the server's admin screens.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Broken links in wp-admin.
 */
final class Link_Health_Admin_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * A published post whose link a check found broken (404 twice).
	 *
	 * @return int
	 */
	private function post_with_a_broken_link() {
		$post = $this->create_post(
			array(
				'post_title' => 'Teste produto com link quebrado',
				'meta_input' => array( 'affiliate_url' => 'https://loja.example/produto-que-sumiu' ),
			)
		);
		update_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, 'broken' );
		update_post_meta( $post, CURADORIA_AFILIADOS_LINK_MISSES_META, 2 );
		update_post_meta( $post, CURADORIA_AFILIADOS_LINK_DETAIL_META, 'http_404' );
		update_post_meta( $post, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
		return $post;
	}

	/**
	 * The posts list: its Link column says 'quebrado (HTTP 404)', and the
	 * notice names the post.
	 */
	public function test_the_posts_list_shows_the_broken_link() {
		$post = $this->post_with_a_broken_link();
		$page = $this->admin_session()->get( $this->site( '/wp-admin/edit.php' ) );
		$this->assertSame( 200, $page->status );
		$this->assertMatchesRegularExpression( '#<tr id="post-' . $post . '".*?quebrado</strong> \(HTTP 404\).*?</tr>#s', $page->body );
		$this->assertStringContainsString( 'id="curadoria-afiliados-broken-links"', $page->body );
		$this->assertStringContainsString( 'Teste produto com link quebrado', $page->body );
	}

	/**
	 * The dashboard shows the notice too.
	 */
	public function test_the_dashboard_shows_the_broken_links_notice() {
		$this->post_with_a_broken_link();
		$page = $this->admin_session()->get( $this->site( '/wp-admin/index.php' ) );
		$this->assertSame( 200, $page->status );
		$this->assertStringContainsString( 'id="curadoria-afiliados-broken-links"', $page->body );
	}
}

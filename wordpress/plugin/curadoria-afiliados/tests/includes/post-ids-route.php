<?php
/**
 * Tests of includes/post-ids-route.php: GET /curadoria/v1/post-ids.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The /post-ids route.
 */
final class Post_Ids_Route_Test extends Curadoria_Test_Case {

	/**
	 * Every published post's id, and the same ones as the core listing shows a visitor.
	 */
	public function test_lists_the_published_posts_as_the_core_listing_does() {
		$published = $this->create_post();
		$protected = $this->create_post( array( 'post_password' => 'segredo' ) );
		$draft     = $this->create_post( array( 'post_status' => 'draft' ) );
		$private   = $this->create_post( array( 'post_status' => 'private' ) );
		$page      = $this->create_post( array( 'post_type' => 'page' ) );

		$response = $this->rest( 'GET', '/curadoria/v1/post-ids' );
		$this->assertSame( 200, $response->get_status() );
		$ids = $response->get_data()['ids'];
		$this->assertContains( $published, $ids );
		$this->assertContains( $protected, $ids );
		foreach ( array( $draft, $private, $page ) as $hidden ) {
			$this->assertNotContains( $hidden, $ids );
		}
		$sorted = $ids;
		sort( $sorted );
		$this->assertSame( $sorted, $ids );

		$listed      = array();
		$page_number = 0;
		do {
			++$page_number;
			$core   = $this->rest( 'GET', '/wp/v2/posts', array( 'per_page' => 100, 'page' => $page_number, '_fields' => 'id' ) );
			$listed = array_merge( $listed, wp_list_pluck( $core->get_data(), 'id' ) );
		} while ( $page_number < (int) $core->get_headers()['X-WP-TotalPages'] );
		sort( $listed );
		$this->assertSame( $listed, $ids );
	}
}

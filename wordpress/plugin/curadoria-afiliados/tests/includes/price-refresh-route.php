<?php
/**
 * Tests of includes/price-refresh-route.php: POST
 * /curadoria/v1/prices/refresh?post={id}, for those who can edit the post.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The refresh route.
 */
final class Price_Refresh_Route_Test extends Curadoria_Test_Case {

	use Curadoria_Stores;

	/**
	 * The stand-in stores.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
	}

	/**
	 * A post of another author with an offer at the stand-in store.
	 *
	 * @return int
	 */
	private function post() {
		$post = $this->create_post( array( 'post_author' => 1 ) );
		update_post_meta( $post, 'offers', array( array( 'store' => 'Loja Teste', 'price_cents' => 10000, 'url' => self::store( '/page?price=89.90' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		return $post;
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 */
	private function log_in_as( $role ) {
		wp_set_current_user( wp_insert_user( array( 'user_login' => 'u' . wp_rand(), 'user_pass' => wp_generate_password(), 'role' => $role ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
	}

	/**
	 * 401 without a session, 403 for one who cannot edit the post; nothing asked.
	 */
	public function test_only_those_who_can_edit_the_post_may_refresh_it() {
		$post = $this->post();
		$this->assertSame( 401, $this->rest( 'POST', '/curadoria/v1/prices/refresh', array( 'post' => $post ) )->get_status() );
		$this->log_in_as( 'contributor' );
		$this->assertSame( 403, $this->rest( 'POST', '/curadoria/v1/prices/refresh', array( 'post' => $post ) )->get_status() );
		$this->log_in_as( 'author' );
		$this->assertSame( 403, $this->rest( 'POST', '/curadoria/v1/prices/refresh', array( 'post' => $post ) )->get_status() );
		$this->assertSame( array(), $this->asked_paths() );
		$this->assertSame( 10000, curadoria_afiliados_post_offers( $post )[0]['price_cents'] );
	}

	/**
	 * An editor refreshes: the offers as the site reads them, with what each check saw.
	 */
	public function test_an_editor_refreshes_a_post() {
		$post = $this->post();
		$this->log_in_as( 'editor' );
		$response = $this->rest( 'POST', '/curadoria/v1/prices/refresh', array( 'post' => $post ) );
		$this->assertSame( 200, $response->get_status() );
		$offer = $response->get_data()['offers'][0];
		$this->assertSame(
			array( 'Loja Teste', 8990, 'in_stock', 'store', 'changed', 'preço novo' ),
			array( $offer['store'], $offer['price_cents'], $offer['availability'], $offer['price_source'], $offer['status'], $offer['message'] )
		);
		$this->assertSame( 404, $this->rest( 'POST', '/curadoria/v1/prices/refresh', array( 'post' => 999999999 ) )->get_status() );
	}
}

<?php
/**
 * Tests of includes/store-clicks.php: a click naming one of the post's
 * offers also counts for that store, under the offer's own name.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Clicks per store, in-process.
 */
final class Store_Clicks_Test extends Curadoria_Test_Case {

	/**
	 * A post offered at Amazon and Mercado Livre.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * The post; events from a documentation address.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->send_events_from( '203.0.113.70' );
		$this->post = $this->create_post();
		update_post_meta(
			$this->post,
			'offers',
			array(
				array(
					'store'       => 'Amazon',
					'price_cents' => 100,
					'url'         => 'https://www.amazon.com.br/dp/S',
				),
				array(
					'store'       => 'Mercado Livre',
					'price_cents' => 90,
					'url'         => 'https://produto.mercadolivre.com.br/S',
				),
			)
		);
	}

	/**
	 * A post's clicks per store, stored.
	 *
	 * @param int $post Post ID.
	 * @return array<string, int>
	 */
	private function rows( $post ) {
		global $wpdb;
		return array_map( 'intval', array_column( $wpdb->get_results( $wpdb->prepare( 'SELECT store, clicks FROM ' . curadoria_afiliados_store_clicks_table() . ' WHERE post_id = %d ORDER BY store', $post ), ARRAY_A ), 'clicks', 'store' ) );
	}

	/**
	 * A click event naming a store.
	 *
	 * @param mixed $store Store as sent.
	 * @return WP_REST_Response
	 */
	private function click( $store ) {
		return $this->post_event(
			array(
				'type'  => 'click',
				'post'  => $this->post,
				'store' => $store,
			)
		);
	}

	/**
	 * The table keeps post, day, store and clicks: nothing about the visitor.
	 */
	public function test_the_table_has_no_column_about_the_visitor() {
		global $wpdb;
		$this->assertSame( array( 'post_id', 'day', 'store', 'clicks' ), $wpdb->get_col( 'SHOW COLUMNS FROM ' . curadoria_afiliados_store_clicks_table() ) );
	}

	/**
	 * A store named in any case counts for the offer, under its own name.
	 */
	public function test_a_click_naming_an_offer_counts_for_it_under_its_own_name() {
		$response = $this->click( 'amazon' );
		$this->assertSame( array( 200, array( 'counted' => true ) ), array( $response->get_status(), $response->get_data() ) );
		$this->post_event( '{"type":"click","post":' . $this->post . ',"store":"MERCADO LIVRE"}', 'text/plain;charset=UTF-8' );
		$this->click( 'Mercado Livre' );
		$this->assertSame(
			array(
				'Amazon'        => 1,
				'Mercado Livre' => 2,
			),
			$this->rows( $this->post )
		);
	}

	/**
	 * Stores a click may name that are not an offer of the post.
	 *
	 * @return array[]
	 */
	public function other_stores() {
		return array(
			'a store not offered' => array( 'Shopee' ),
			'an address'          => array( '203.0.113.70' ),
			'a number'            => array( 123 ),
			'a list'              => array( array( 'Amazon' ) ),
			'null'                => array( null ),
			'an empty text'       => array( '' ),
		);
	}

	/**
	 * Such a click counts as a click, for no store, and is never refused.
	 *
	 * @dataProvider other_stores
	 * @param mixed $store Store as sent.
	 */
	public function test_a_click_naming_anything_else_counts_for_no_store( $store ) {
		$response = $this->click( $store );
		$this->assertSame( array( 200, array( 'counted' => true ) ), array( $response->get_status(), $response->get_data() ) );
		$this->assertSame( array( 0, 1 ), $this->counts( $this->post ) );
		$this->assertSame( array(), $this->rows( $this->post ) );
	}

	/**
	 * A view naming a store counts no store.
	 */
	public function test_a_view_naming_a_store_counts_no_store() {
		$this->post_event(
			array(
				'type'  => 'view',
				'post'  => $this->post,
				'store' => 'Amazon',
			)
		);
		$this->assertSame( array( array( 1, 0 ), array() ), array( $this->counts( $this->post ), $this->rows( $this->post ) ) );
	}

	/**
	 * A post without rows: its store is read from its link.
	 */
	public function test_a_click_naming_the_offer_read_from_the_price_and_link_counts_for_it() {
		$derived = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 10,00',
					'affiliate_url' => 'https://www.magazineluiza.com.br/x/p/2/',
				),
			)
		);
		$this->post_event(
			array(
				'type'  => 'click',
				'post'  => $derived,
				'store' => 'Magalu',
			)
		);
		$this->assertSame( array( 'Magalu' => 1 ), $this->rows( $derived ) );
	}

	/**
	 * The admin's totals: clicks per store over 30 days, most clicked first
	 * (29 days ago is in, 30 is out), and as text.
	 */
	public function test_the_admin_totals_cover_30_days_most_clicked_first() {
		$this->click( 'amazon' );
		$this->click( 'Mercado Livre' );
		$this->click( 'Mercado Livre' );
		curadoria_afiliados_store_clicks_add( $this->post, 'Amazon', 4, $this->day( 29 ) );
		curadoria_afiliados_store_clicks_add( $this->post, 'Amazon', 50, $this->day( 30 ) );
		$this->assertSame(
			array(
				$this->post => array(
					'Amazon'        => 5,
					'Mercado Livre' => 2,
				),
			),
			curadoria_afiliados_store_clicks_totals( array( $this->post ), 30 )
		);
		$by_store = curadoria_afiliados_store_clicks_by_store( 30, 50 );
		$this->assertGreaterThanOrEqual( 5, $by_store['Amazon'] ?? 0 );
		$this->assertSame( 'Amazon 12 · Magalu 1', curadoria_afiliados_store_clicks_text( array( 'Amazon' => 12, 'Magalu' => 1 ) ) );
	}

	/**
	 * A deleted post's clicks per store go with it.
	 */
	public function test_a_deleted_posts_clicks_per_store_go_with_it() {
		$this->click( 'amazon' );
		wp_delete_post( $this->post, true );
		$this->assertSame( array(), $this->rows( $this->post ) );
	}
}

/**
 * Clicks per store over HTTP.
 */
final class Store_Clicks_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * A click naming one of the post's stores is counted; one naming another
	 * store, or a number, is counted too (never 400): four clicks in all.
	 */
	public function test_clicks_naming_any_store_are_counted() {
		$post = $this->create_post( array( 'meta_input' => array( 'offers' => self::OFFERS ) ) );
		$this->send_event( array( 'type' => 'click', 'post' => $post ) );
		foreach ( array( 'amazon', 'Shopee', 42 ) as $store ) {
			$response = $this->send_event(
				array(
					'type'  => 'click',
					'post'  => $post,
					'store' => $store,
				)
			);
			$this->assertSame( array( 200, '{"counted":true}' ), array( $response->status, $response->body ), (string) $store );
		}
		$this->assertSame( array( 0, 4 ), $this->counts( $post ) );
		$this->assertSame( array( $post => array( 'Amazon' => 1 ) ), curadoria_afiliados_store_clicks_totals( array( $post ), 1 ) );
	}
}

<?php
/**
 * Tests of includes/offers.php: the offers of several stores, and the one a
 * post without rows makes of its single price and link.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Offers.
 */
final class Offers_Test extends Curadoria_Test_Case {

	/**
	 * The offers the REST API serves for a post.
	 *
	 * @param int $post Post ID.
	 * @return array
	 */
	private function served( $post ) {
		return self::stored_fields( $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data()['meta']['offers'] );
	}

	/**
	 * Without rows, the post's price and link make one offer, named after the
	 * link's host.
	 */
	public function test_a_post_without_rows_makes_one_offer_of_its_price_and_link() {
		$post = $this->create_post();
		update_post_meta( $post, 'price', 'R$ 999,00' );
		update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/OF' );
		$this->assertSame(
			array(
				array(
					'store'       => 'Amazon',
					'price_cents' => 99900,
					'url'         => 'https://www.amazon.com.br/dp/OF',
				),
			),
			$this->served( $post )
		);
	}

	/**
	 * Written over the REST API, the rows are served in the given order and
	 * each store's amount enters the history.
	 */
	public function test_offers_written_over_rest_are_served_in_order_and_recorded() {
		$this->log_in_as_admin();
		$post = $this->create_post();
		update_post_meta( $post, 'price', 'R$ 999,00' );
		update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/OF' );
		curadoria_afiliados_history_flush();
		$this->age_history( $post, 3 );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post, array(), array( 'meta' => array( 'offers' => self::OFFERS ) ) )->get_status() );
		$this->assertSame( self::OFFERS, $this->served( $post ) );
		$this->assertSame( array( $this->day( 3 ) . ' Amazon 99900', $this->day() . ' Amazon 95000', $this->day() . ' Magalu 97000' ), $this->history_rows( $post ) );
	}

	/**
	 * A row written around the sanitiser with a javascript: link is never served.
	 */
	public function test_an_offer_with_a_javascript_link_written_around_the_sanitiser_is_never_served() {
		$post = $this->create_post();
		$this->write_raw_meta(
			$post,
			'offers',
			serialize( // As the database holds it.
				array(
					array(
						'store'       => 'Hostil',
						'price_cents' => 100,
						'url'         => 'javascript:alert(1)',
					),
					self::OFFERS[1],
				)
			)
		);
		$this->assertSame( array( self::OFFERS[1] ), $this->served( $post ) );
	}

	/**
	 * One row per store (any case; the first wins), invalid rows dropped.
	 */
	public function test_stored_offers_keep_one_valid_row_per_store() {
		$this->assertSame(
			self::OFFERS,
			curadoria_afiliados_sanitize_offers(
				array(
					self::OFFERS[0],
					array( 'store' => 'AMAZON' ) + self::OFFERS[1],
					array( 'store' => '' ) + self::OFFERS[1],
					array( 'price_cents' => 0 ) + self::OFFERS[1],
					self::OFFERS[1],
				)
			)
		);
	}

	/**
	 * A click's store is matched without case and answered in the offer's spelling.
	 */
	public function test_a_store_named_in_any_case_is_the_offers_own_name() {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', self::OFFERS );
		$this->assertSame( array( 'Amazon', 'Magalu', '' ), array( curadoria_afiliados_offer_store( $post, ' amazon ' ), curadoria_afiliados_offer_store( $post, 'MAGALU' ), curadoria_afiliados_offer_store( $post, 'Shopee' ) ) );
	}

	/**
	 * Store names are stored in one form, shown as text, and a lookalike of
	 * another row's store is refused in one post.
	 */
	public function test_store_names_in_one_form_and_lookalikes_refused() {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', array( array( 'store' => "Amazon\u{200B}" ) + self::OFFERS[0], array( 'store' => 'a &lt; b' ) + self::OFFERS[1] ) );
		$this->assertSame( array( 'Amazon', 'a < b' ), array_column( $this->served( $post ), 'store' ) );
		$this->assertSame( array( 'Amazon' ), array_column( curadoria_afiliados_sanitize_offers( array( self::OFFERS[0], array( 'store' => 'Amaz0n' ) + self::OFFERS[1] ) ), 'store' ) );

		$this->log_in_as_admin();
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array(), array( 'meta' => array( 'offers' => array( array( 'store' => 'Magalu' ) + self::OFFERS[0], array( 'store' => "Magalu\u{0301}" ) + self::OFFERS[1] ) ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'se parece com "Magalu"', $response->get_data()['message'] );
		$this->assertSame( array( 'Amazon', 'a < b' ), array_column( $this->served( $post ), 'store' ) );
	}
}

<?php
/**
 * Tests of includes/price-sync.php: price, price_cents and price_currency
 * follow each other whatever writes them, and the history is told.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Price text and amount in step.
 */
final class Price_Sync_Test extends Curadoria_Test_Case {

	/**
	 * The stored text, amount and currency.
	 *
	 * @param int $post Post ID.
	 * @return array
	 */
	private function price( $post ) {
		return array( $this->stored_meta( $post, 'price' ), $this->stored_meta( $post, 'price_cents' ), $this->stored_meta( $post, 'price_currency' ) );
	}

	/**
	 * A post with an Amazon link.
	 *
	 * @return int
	 */
	private function product() {
		$post = $this->create_post();
		update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/HIST' );
		return $post;
	}

	/**
	 * An import (or any code) writing the price gets its amount and history.
	 */
	public function test_a_price_written_by_code_gets_its_amount_and_history() {
		$post = $this->product();
		update_post_meta( $post, 'price', '1299,90' );
		curadoria_afiliados_history_flush();
		$this->assertSame( array( 'R$ 1.299,90', '129990', 'BRL' ), $this->price( $post ) );
		$this->assertSame( array( $this->day() . ' Amazon 129990' ), $this->history_rows( $post ) );
	}

	/**
	 * An amount written by code rewrites the text.
	 */
	public function test_an_amount_written_by_code_rewrites_the_text() {
		$post = $this->product();
		update_post_meta( $post, 'price', '1299,90' );
		update_post_meta( $post, 'price_cents', 99990 );
		curadoria_afiliados_history_flush();
		$this->assertSame( array( 'R$ 999,90', '99990', 'BRL' ), $this->price( $post ) );
		$this->assertSame( array( $this->day() . ' Amazon 99990' ), $this->history_rows( $post ) );
	}

	/**
	 * Over the REST API: meta.price, then meta.price_cents, each writes history.
	 */
	public function test_rest_writes_of_price_or_amount_keep_both_and_the_history() {
		$this->log_in_as_admin();
		$post = $this->product();
		update_post_meta( $post, 'price', '1299,90' );
		curadoria_afiliados_history_flush();
		$this->age_history( $post, 5 );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post, array(), array( 'meta' => array( 'price' => 'R$ 1.199,90' ) ) )->get_status() );
		$this->assertSame( array( $this->day( 5 ) . ' Amazon 129990', $this->day() . ' Amazon 119990' ), $this->history_rows( $post ) );
		$this->age_history( $post, 5 );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post, array(), array( 'meta' => array( 'price_cents' => 109990 ) ) )->get_status() );
		$this->assertSame( array( 'R$ 1.099,90', '109990', 'BRL' ), $this->price( $post ) );
		$this->assertSame( $this->day() . ' Amazon 109990', array_slice( $this->history_rows( $post ), -1 )[0] );
	}

	/**
	 * A page is not a product: its price has no amount and no history.
	 */
	public function test_a_pages_price_is_not_a_product() {
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_status' => 'draft',
				'meta_input' => array(
					'price'         => 'R$ 5,00',
					'affiliate_url' => 'https://shopee.com.br/x',
				),
			)
		);
		curadoria_afiliados_history_flush();
		$this->assertNull( $this->stored_meta( $page, 'price_cents' ) );
		$this->assertSame( array(), $this->history_rows( $page ) );
	}
}

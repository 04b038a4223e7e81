<?php
/**
 * Tests of includes/price-date.php: the price date follows the price, by
 * any path, and the REST API takes a date only as YYYY-MM-DD.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The price date.
 */
final class Price_Date_Test extends Curadoria_Test_Case {

	/**
	 * The test's post.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * A post, as the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as_admin();
		$this->post = $this->create_post();
	}

	/**
	 * A REST write of the post's meta: its status and the stored date.
	 *
	 * @param array $meta Meta.
	 * @return array
	 */
	private function rest_write( array $meta ) {
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $this->post, array(), array( 'meta' => $meta ) );
		return array( $response->get_status(), $this->stored_meta( $this->post, 'price_checked_at' ) );
	}

	/**
	 * A first price, and a changed one, are dated today; the same price again
	 * keeps the date.
	 */
	public function test_a_new_or_changed_price_is_dated_today() {
		update_post_meta( $this->post, 'price', 'R$ 10,00' );
		$this->assertSame( $this->day(), $this->stored_meta( $this->post, 'price_checked_at' ) );
		update_post_meta( $this->post, 'price_checked_at', '2025-03-04' );
		update_post_meta( $this->post, 'price', 'R$ 10,00' );
		$this->assertSame( '2025-03-04', $this->stored_meta( $this->post, 'price_checked_at' ), 'same price again' );
		update_post_meta( $this->post, 'price', 'R$ 11,00' );
		$this->assertSame( $this->day(), $this->stored_meta( $this->post, 'price_checked_at' ), 'changed price' );
	}

	/**
	 * Over the REST API: a date sent with the price wins; the price alone is
	 * dated today; the date alone can be edited.
	 */
	public function test_a_date_sent_with_the_price_wins_over_today() {
		$this->assertSame( array( 200, '2025-05-06' ), $this->rest_write( array( 'price' => 'R$ 12,00', 'price_checked_at' => '2025-05-06' ) ) );
		$this->assertSame( array( 200, $this->day() ), $this->rest_write( array( 'price' => 'R$ 13,00' ) ) );
		$this->assertSame( array( 200, '2025-07-08' ), $this->rest_write( array( 'price_checked_at' => '2025-07-08' ) ) );
	}

	/**
	 * dd/mm/yyyy and month 13 are refused with a 400, and nothing changes.
	 */
	public function test_a_date_that_is_not_yyyy_mm_dd_is_refused() {
		update_post_meta( $this->post, 'price_checked_at', '2025-07-08' );
		$this->assertSame( array( 400, '2025-07-08' ), $this->rest_write( array( 'price_checked_at' => '08/07/2025' ) ) );
		$this->assertSame( array( 400, '2025-07-08' ), $this->rest_write( array( 'price_checked_at' => '2025-13-01' ) ) );
	}

	/**
	 * The date is served; garbage written around the sanitiser is served as ''.
	 */
	public function test_the_date_is_served_and_garbage_never() {
		update_post_meta( $this->post, 'price_checked_at', '2025-07-08' );
		$this->assertSame( '2025-07-08', $this->rest( 'GET', '/wp/v2/posts/' . $this->post )->get_data()['meta']['price_checked_at'] );
		$this->write_raw_meta( $this->post, 'price_checked_at', 'ontem<script>' );
		$this->assertSame( '', $this->rest( 'GET', '/wp/v2/posts/' . $this->post )->get_data()['meta']['price_checked_at'] );
	}
}

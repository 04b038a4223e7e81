<?php
/**
 * Tests of includes/price-history.php: what each kind of change writes to
 * the history table.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Recording the price history.
 */
final class Price_History_Test extends Curadoria_Test_Case {

	/**
	 * A product at Amazon whose history started 5 days ago at R$ 999,90.
	 *
	 * @return int
	 */
	private function product() {
		$post = $this->create_post();
		update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/HIST' );
		update_post_meta( $post, 'price', 'R$ 999,90' );
		curadoria_afiliados_history_flush();
		$this->age_history( $post, 5 );
		return $post;
	}

	/**
	 * Write a price the way an import does.
	 *
	 * @param int    $post  Post ID.
	 * @param string $price Price.
	 */
	private function import_price( $post, $price ) {
		update_post_meta( $post, 'price', $price );
		curadoria_afiliados_history_flush();
	}

	/**
	 * The table keeps post, store, day, amount and where the amount came from: nothing else.
	 */
	public function test_the_table_has_only_post_store_day_amount_and_source() {
		global $wpdb;
		$this->assertSame( array( 'post_id', 'store', 'day', 'price_cents', 'source' ), $wpdb->get_col( 'SHOW COLUMNS FROM ' . curadoria_afiliados_history_table() ) );
	}

	/**
	 * The same amount again adds no point.
	 */
	public function test_the_same_amount_again_adds_no_point() {
		$post = $this->product();
		$this->import_price( $post, 'R$ 999,90' );
		$this->assertSame( array( $this->day( 5 ) . ' Amazon 99990' ), $this->history_rows( $post ) );
	}

	/**
	 * Two changes in a day leave one point: the day's last value.
	 */
	public function test_two_changes_in_a_day_leave_the_days_last_value() {
		$post = $this->product();
		$this->import_price( $post, 'R$ 950,00' );
		$this->import_price( $post, 'R$ 940,00' );
		$this->assertSame( array( $this->day( 5 ) . ' Amazon 99990', $this->day() . ' Amazon 94000' ), $this->history_rows( $post ) );
	}

	/**
	 * A change undone the same day leaves no point for the day.
	 */
	public function test_a_change_undone_the_same_day_leaves_no_point() {
		$post = $this->product();
		$this->import_price( $post, 'R$ 950,00' );
		$this->import_price( $post, 'R$ 999,90' );
		$this->assertSame( array( $this->day( 5 ) . ' Amazon 99990' ), $this->history_rows( $post ) );
	}

	/**
	 * Price and link changed in one REST write: only the final offer is
	 * recorded (Magalu at the new price), never the old store at the new price.
	 */
	public function test_one_write_of_price_and_link_records_only_the_final_offer() {
		$this->log_in_as_admin();
		$post     = $this->product();
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(),
			array(
				'meta' => array(
					'price'         => 'R$ 899,90',
					'affiliate_url' => 'https://www.magazineluiza.com.br/x/p/1/',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( $this->day( 5 ) . ' Amazon 99990', $this->day() . ' Magalu 89990' ), $this->history_rows( $post ) );
	}

	/**
	 * A post imported with its meta (wp_insert_post's meta_input) gets its history.
	 */
	public function test_an_imported_post_gets_its_history() {
		$post = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 59,90',
					'affiliate_url' => 'https://shopee.com.br/x',
				),
			)
		);
		curadoria_afiliados_history_flush();
		$this->assertSame( array( $this->day() . ' Shopee 5990' ), $this->history_rows( $post ) );
	}

	/**
	 * A deleted post's history goes with it.
	 */
	public function test_a_deleted_posts_history_goes_with_it() {
		$post = $this->product();
		wp_delete_post( $post, true );
		$this->assertSame( array(), $this->history_rows( $post ) );
	}

	/**
	 * Each recorded amount is announced once, after its point is stored, with
	 * the contract's payload (curadoria_afiliados_price_recorded); an amount
	 * that adds no point announces nothing.
	 */
	public function test_a_recorded_amount_is_announced_once() {
		$post      = $this->product();
		$announced = array();
		$this->add_filter(
			'curadoria_afiliados_price_recorded',
			function ( $recorded ) use ( &$announced, $post ) {
				$announced[] = $recorded + array( 'rows' => $this->history_rows( $post ) );
			}
		);
		$this->import_price( $post, 'R$ 899,90' );
		$this->import_price( $post, 'R$ 899,90' );
		$this->assertCount( 1, $announced );
		$recorded = $announced[0];
		$this->assertSame(
			array(
				'post_id'        => $post,
				'store'          => 'Amazon',
				'previous_cents' => 99990,
				'amount_cents'   => 89990,
				'currency'       => 'BRL',
				'source'         => 'manual',
				'availability'   => 'unknown',
				'url'            => 'https://www.amazon.com.br/dp/HIST',
			),
			array_diff_key( $recorded, array_flip( array( 'recorded_at', 'rows' ) ) )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $recorded['recorded_at'] );
		$this->assertContains( $this->day() . ' Amazon 89990', $recorded['rows'], 'after the point is stored' );
	}

	/**
	 * A draft's typed prices are not history; publishing records its offers
	 * then, and an owner's change of a public post is told as 'manual'.
	 */
	public function test_a_drafts_prices_become_history_only_when_it_is_published() {
		$post = $this->create_post( array( 'post_status' => 'draft' ) );
		update_post_meta( $post, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
		$offers = self::OFFERS;

		$offers[0]['price_cents'] = 90000;
		update_post_meta( $post, 'offers', $offers );
		curadoria_afiliados_history_flush();
		$this->assertSame( array(), $this->history_rows( $post ) );

		$events = array();
		$this->add_filter(
			'curadoria_afiliados_price_recorded',
			static function ( $point ) use ( &$events ) {
				$events[] = array( $point['store'], $point['previous_cents'], $point['amount_cents'], $point['source'], $point['availability'] );
			}
		);
		wp_update_post( array( 'ID' => $post, 'post_status' => 'publish' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		curadoria_afiliados_history_flush();
		$this->assertSame( array( $this->day() . ' Amazon 90000', $this->day() . ' Magalu 97000' ), $this->history_rows( $post ) );
		$this->assertSame( array( array( 'Amazon', null, 90000, 'manual', 'unknown' ), array( 'Magalu', null, 97000, 'manual', 'unknown' ) ), $events );
	}

	/**
	 * A scheduled post's offers are recorded when its time comes.
	 */
	public function test_a_scheduled_posts_prices_are_recorded_when_it_is_published() {
		$post = $this->create_post(
			array(
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
			)
		);
		update_post_meta( $post, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
		$this->assertSame( array(), $this->history_rows( $post ) );
		wp_publish_post( $post );
		curadoria_afiliados_history_flush();
		$this->assertSame( array( $this->day() . ' Amazon 95000', $this->day() . ' Magalu 97000' ), $this->history_rows( $post ) );
	}

	/**
	 * A password-protected post's prices are not recorded.
	 */
	public function test_a_password_protected_posts_prices_are_not_history() {
		$post = $this->create_post( array( 'post_password' => 'segredo' ) );
		update_post_meta( $post, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
		$this->assertSame( array(), $this->history_rows( $post ) );
	}
}

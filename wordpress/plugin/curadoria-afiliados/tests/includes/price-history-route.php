<?php
/**
 * Tests of includes/price-history-route.php: GET /curadoria/v1/prices/{id}
 * and the price_history field of posts.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The price history as the site reads it, in-process.
 */
final class Price_History_Route_Test extends Curadoria_Test_Case {

	/** The 404 of a post the public may not see, like the counting routes'. */
	public const NOT_FOUND = array(
		'code'    => 'curadoria_post_not_countable',
		'message' => 'Post não encontrado.',
		'data'    => array( 'status' => 404 ),
	);

	/** An empty history. */
	private const EMPTY_HISTORY = array(
		'currency'  => 'BRL',
		'points'    => array(),
		'lowest_90' => null,
	);

	/**
	 * A post offered at Amazon and Magalu, whose history spans 200 days (and
	 * a store, Shopee, it no longer offers).
	 *
	 * @return int
	 */
	private function post_with_200_days_of_history() {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
		$GLOBALS['wpdb']->delete( curadoria_afiliados_history_table(), array( 'post_id' => $post ) );
		foreach ( array( array( 'Amazon', 200, 100000 ), array( 'Amazon', 190, 90000 ), array( 'Magalu', 185, 99000 ), array( 'Amazon', 100, 80000 ), array( 'Shopee', 60, 10000 ), array( 'Amazon', 50, 95000 ), array( 'Magalu', 50, 97000 ) ) as list( $store, $days, $cents ) ) {
			curadoria_afiliados_history_put( $post, $store, $this->day( $days ), $cents );
		}
		return $post;
	}

	/**
	 * The last 180 days, plus each store's last change before them (the price
	 * in force when the window opens), oldest first, each with its source;
	 * only the stores offered today (Shopee's points are not published); the
	 * lowest of 90 days is the amount carried into that window, dated its
	 * first day.
	 */
	public function test_prices_answers_180_days_with_the_prices_in_force_and_the_lowest_of_90() {
		$response = $this->rest( 'GET', '/curadoria/v1/prices/' . $this->post_with_200_days_of_history() );
		$this->assertSame( 200, $response->get_status() );
		$point = function ( $days, $store, $cents ) {
			return array(
				'date'        => $this->day( $days ),
				'store'       => $store,
				'price_cents' => $cents,
				'source'      => 'manual',
			);
		};
		$this->assertSame(
			array(
				'currency'  => 'BRL',
				'points'    => array(
					$point( 190, 'Amazon', 90000 ),
					$point( 185, 'Magalu', 99000 ),
					$point( 100, 'Amazon', 80000 ),
					$point( 50, 'Amazon', 95000 ),
					$point( 50, 'Magalu', 97000 ),
				),
				'lowest_90' => array(
					'price_cents' => 80000,
					'date'        => $this->day( 89 ),
					'store'       => 'Amazon',
				),
			),
			$response->get_data()
		);
	}

	/**
	 * The price_history field of a post, asked with _fields, is the same JSON.
	 */
	public function test_the_price_history_field_is_the_same_json() {
		$post = $this->post_with_200_days_of_history();
		$this->assertSame(
			array(
				'id'            => $post,
				'price_history' => $this->rest( 'GET', '/curadoria/v1/prices/' . $post )->get_data(),
			),
			$this->rest( 'GET', '/wp/v2/posts/' . $post, array( '_fields' => 'id,price_history' ) )->get_data()
		);
	}

	/**
	 * A post without history: no points, no lowest.
	 */
	public function test_a_post_without_history_has_no_points() {
		$response = $this->rest( 'GET', '/curadoria/v1/prices/' . $this->create_post() );
		$this->assertSame( array( 200, self::EMPTY_HISTORY ), array( $response->get_status(), $response->get_data() ) );
	}

	/**
	 * Posts the public may not see.
	 *
	 * @return array[]
	 */
	public function hidden_posts() {
		return array(
			'a draft'                  => array( array( 'post_status' => 'draft' ) ),
			'a private post'           => array( array( 'post_status' => 'private' ) ),
			'a password-protected post' => array( array( 'post_password' => 'segredo' ) ),
			'a page'                   => array( array( 'post_type' => 'page' ) ),
			'a missing post'           => array( null ),
		);
	}

	/**
	 * Their history is a 404 (the counting routes' error) and an empty field,
	 * even when they have one.
	 *
	 * @dataProvider hidden_posts
	 * @param array|null $args Post arguments; null for a post that does not exist.
	 */
	public function test_the_history_of_a_post_the_public_may_not_see_is_not_found( $args ) {
		$post = 999999999;
		if ( null !== $args ) {
			$post = $this->create_post( $args );
			update_post_meta( $post, 'price', 'R$ 10,00' );
			update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/X' );
			curadoria_afiliados_history_flush();
		}
		$response = $this->rest( 'GET', '/curadoria/v1/prices/' . $post );
		$this->assertSame( array( 404, self::NOT_FOUND ), array( $response->get_status(), $response->get_data() ) );
		$this->assertSame( self::EMPTY_HISTORY, curadoria_afiliados_public_price_history( $post ) );
	}

	/**
	 * Both queries read one post's index entries, never the whole table.
	 */
	public function test_the_history_queries_use_the_tables_indexes() {
		global $wpdb;
		$post  = $this->post_with_200_days_of_history();
		$table = curadoria_afiliados_history_table();
		$start = $this->day( 179 );
		foreach ( array(
			"SELECT store, day, price_cents FROM {$table} WHERE post_id = {$post} AND day >= '{$start}' ORDER BY day DESC LIMIT 4000",
			"SELECT store, MAX(day) AS day FROM {$table} WHERE post_id = {$post} AND day < '{$start}' GROUP BY store",
		) as $sql ) {
			$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A );
			$this->assertContains( $plan['key'], array( 'post_day', 'PRIMARY' ), $sql );
			$this->assertContains( $plan['type'], array( 'ref', 'range' ), $sql );
		}
	}
}

/**
 * The seeded posts' histories over HTTP, as the site's build reads them.
 */
final class Price_History_Route_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * GET /prices/{id}: status and decoded body.
	 *
	 * @param int|string $id Post id.
	 * @return Curadoria_Http_Response
	 */
	private function prices( $id ) {
		return $this->http()->get( $this->site( '/wp-json/curadoria/v1/prices/' . $id ) );
	}

	/**
	 * The route and the field answer the same JSON for a seeded product.
	 */
	public function test_the_route_and_the_field_answer_the_same_json() {
		$id       = Curadoria_Local_WordPress::seed()['posts']['air-fryer-mondial-4-litros'];
		$response = $this->prices( $id );
		$this->assertSame( 200, $response->status );
		$this->assertSame( $this->http()->get( $this->site( '/wp-json/wp/v2/posts/' . $id . '?_fields=price_history' ) )->json()['price_history'], $response->json() );
	}

	/**
	 * The seeded draft and password-protected posts, a missing post: 404 with
	 * the counting routes' error; a non-number is no route at all.
	 */
	public function test_hidden_missing_and_malformed_ids_are_not_found() {
		$draft = $this->prices( Curadoria_Local_WordPress::seed()['edge_cases']['draft']['id'] );
		$this->assertSame( 404, $draft->status );
		$this->assertSame( Price_History_Route_Test::NOT_FOUND, $draft->json() );
		$this->assertSame( 404, $this->prices( $this->create_post( array( 'post_password' => 'segredo' ) ) )->status );
		$this->assertSame( 404, $this->prices( 999999999 )->status );
		$this->assertSame( 404, $this->prices( 'abc' )->status );
	}

	/**
	 * A listing asking only for id and price_history gets 20 histories.
	 */
	public function test_a_listing_of_only_ids_and_histories_gets_them_all() {
		$response = $this->http()->get( $this->site( '/wp-json/wp/v2/posts?per_page=20&_fields=id,price_history' ) );
		$this->assertSame( 200, $response->status );
		$this->assertCount( 20, $response->json() );
		foreach ( $response->json() as $post ) {
			$this->assertSame( array( 'id', 'price_history' ), array_keys( $post ) );
		}
	}
}

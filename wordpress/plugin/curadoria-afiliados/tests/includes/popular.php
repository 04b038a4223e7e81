<?php
/**
 * Tests of includes/popular.php: GET /curadoria/v1/popular, its order, its
 * bounds and its cache.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The popular list.
 */
final class Popular_Test extends Curadoria_Test_Case {

	/**
	 * The test's posts: a (5 views, 1 click), b (5 views, 8 clicks), c (9
	 * views), and a protected post and a draft with 500 views each.
	 *
	 * @var int[]
	 */
	private $posts;

	/**
	 * Counts the test's posts, uncached.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->add_filter( 'curadoria_afiliados_popular_cache_ttl', '__return_zero' );
		$this->posts = array(
			'a'         => $this->create_post(),
			'b'         => $this->create_post(),
			'c'         => $this->create_post(),
			'protected' => $this->create_post( array( 'post_password' => 'segredo' ) ),
			'draft'     => $this->create_post( array( 'post_status' => 'draft' ) ),
		);
		curadoria_afiliados_stats_add( $this->posts['a'], 5, 1 );
		curadoria_afiliados_stats_add( $this->posts['b'], 5, 8 );
		curadoria_afiliados_stats_add( $this->posts['c'], 9, 0 );
		curadoria_afiliados_stats_add( $this->posts['a'], 100, 0, curadoria_afiliados_day( 30 ) );
		curadoria_afiliados_stats_add( $this->posts['protected'], 500, 0 );
		curadoria_afiliados_stats_add( $this->posts['draft'], 500, 0 );
	}

	/**
	 * GET /popular with a query: status, data, headers.
	 *
	 * @param array $query Query.
	 * @return WP_REST_Response
	 */
	private function popular( array $query ) {
		return $this->rest( 'GET', '/curadoria/v1/popular', $query );
	}

	/**
	 * The test's posts in a list, in its order.
	 *
	 * @param array $list Popular list.
	 * @return array
	 */
	private function ours( array $list ) {
		return array_values(
			array_filter(
				$list,
				function ( $row ) {
					return in_array( $row['id'], $this->posts, true );
				}
			)
		);
	}

	/**
	 * One entry.
	 *
	 * @param string $post   Key of the post.
	 * @param int    $views  Views.
	 * @param int    $clicks Clicks.
	 * @return array
	 */
	private function row( $post, $views, $clicks ) {
		return array(
			'id'     => $this->posts[ $post ],
			'views'  => $views,
			'clicks' => $clicks,
		);
	}

	/**
	 * Most viewed first, a tie broken by clicks; protected posts and drafts
	 * are never listed; 30 days ago is outside days=30.
	 */
	public function test_the_most_viewed_public_posts_of_the_window_come_first() {
		$response = $this->popular(
			array(
				'days'  => 30,
				'limit' => 50,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( $this->row( 'c', 9, 0 ), $this->row( 'b', 5, 8 ), $this->row( 'a', 5, 1 ) ), $this->ours( $response->get_data() ) );
	}

	/**
	 * Every entry is {id, views, clicks} with integers, views never increasing.
	 */
	public function test_entries_are_integers_and_views_never_increase() {
		$list = $this->popular(
			array(
				'days'  => 30,
				'limit' => 50,
			)
		)->get_data();
		foreach ( $list as $row ) {
			$this->assertSame( array( 'id', 'views', 'clicks' ), array_keys( $row ) );
			$this->assertSame( array( true, true, true ), array( is_int( $row['id'] ), is_int( $row['views'] ), is_int( $row['clicks'] ) ) );
		}
		$views = wp_list_pluck( $list, 'views' );
		$desc  = $views;
		rsort( $desc );
		$this->assertSame( $desc, $views );
	}

	/**
	 * days=31 reaches 30 days ago.
	 */
	public function test_a_wider_window_counts_older_views() {
		$list = $this->popular(
			array(
				'days'  => 31,
				'limit' => 50,
			)
		)->get_data();
		$this->assertSame( $this->row( 'a', 105, 1 ), $this->ours( $list )[0] );
	}

	/**
	 * By default, 30 days and 5 posts; limit=2 gives two.
	 */
	public function test_the_defaults_are_30_days_and_5_posts() {
		$this->assertCount( 5, $this->popular( array() )->get_data() );
		$this->assertCount( 2, $this->popular( array( 'limit' => 2 ) )->get_data() );
	}

	/**
	 * Out-of-bounds queries.
	 *
	 * @return array[]
	 */
	public function out_of_bounds() {
		return array(
			'days=0'   => array( array( 'days' => 0 ) ),
			'days=366' => array( array( 'days' => 366 ) ),
			'limit=0'  => array( array( 'limit' => 0 ) ),
			'limit=51' => array( array( 'limit' => 51 ) ),
			'days=abc' => array( array( 'days' => 'abc' ) ),
		);
	}

	/**
	 * They are refused with 400.
	 *
	 * @dataProvider out_of_bounds
	 * @param array $query Query.
	 */
	public function test_an_out_of_bounds_query_is_refused( array $query ) {
		$this->assertSame( 400, $this->popular( $query )->get_status() );
	}

	/**
	 * Cached for five minutes: a new view does not show yet, and Cache-Control
	 * says so; unpublishing or protecting a post refreshes the list at once.
	 */
	public function test_the_cache_holds_new_views_but_not_posts_that_stop_being_public() {
		$this->add_filter(
			'curadoria_afiliados_popular_cache_ttl',
			static function () {
				return 300;
			},
			20
		);
		$query = array(
			'days'  => 30,
			'limit' => 50,
		);
		$first = $this->popular( $query );
		curadoria_afiliados_stats_add( $this->posts['a'], 50, 0 );
		$second = $this->popular( $query );
		$this->assertSame( $first->get_data(), $second->get_data() );
		$this->assertSame( 'public, max-age=300', $second->get_headers()['Cache-Control'] ?? '' );
		wp_update_post(
			array(
				'ID'          => $this->posts['c'],
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array( $this->posts['a'], $this->posts['b'] ), wp_list_pluck( $this->ours( $this->popular( $query )->get_data() ), 'id' ) );
		wp_update_post(
			array(
				'ID'            => $this->posts['b'],
				'post_password' => 'novo',
			)
		);
		$this->assertSame( array( $this->posts['a'] ), wp_list_pluck( $this->ours( $this->popular( $query )->get_data() ), 'id' ) );
	}
}

/**
 * The popular list of the seeded site.
 */
final class Popular_Seeded_Test extends Curadoria_Test_Case {

	/**
	 * The ids of GET /popular with a query.
	 *
	 * @param array $query Query.
	 * @return int[]
	 */
	private function ids( array $query ) {
		return wp_list_pluck( $this->rest( 'GET', '/curadoria/v1/popular', $query )->get_data(), 'id' );
	}

	/**
	 * The five most viewed of 30 days, in the seeded order (not the newest five).
	 */
	public function test_the_five_most_viewed_come_in_the_seeded_order() {
		$seeded = wp_list_pluck( Curadoria_Local_WordPress::seed()['stats']['popular_30_days'], 'id' );
		$this->assertSame( array_slice( $seeded, 0, 5 ), $this->ids( array() ) );
	}

	/**
	 * With limit=50: the seeded ten, then the hostile post 11th, never the
	 * draft (the most viewed of all).
	 */
	public function test_the_hostile_post_is_listed_and_the_draft_never() {
		$seed = Curadoria_Local_WordPress::seed()['stats'];
		$ids  = $this->ids(
			array(
				'days'  => 30,
				'limit' => 50,
			)
		);
		$this->assertSame( array_merge( wp_list_pluck( $seed['popular_30_days'], 'id' ), array( $seed['hostile']['id'] ) ), array_slice( $ids, 0, 11 ) );
		$this->assertNotContains( $seed['draft']['id'], $ids );
	}

	/**
	 * days=60: the post read 31 to 44 days ago comes first.
	 */
	public function test_a_wider_window_brings_older_reads_first() {
		$this->assertSame(
			Curadoria_Local_WordPress::seed()['stats']['outside_window']['id'],
			$this->ids(
				array(
					'days'  => 60,
					'limit' => 1,
				)
			)[0]
		);
	}
}

<?php
/**
 * Tests of includes/counter.php: POST /curadoria/v1/events counts views and
 * clicks of public posts, and only them.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The counter, in-process.
 */
final class Counter_Test extends Curadoria_Test_Case {

	/**
	 * Events come from a documentation address.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->send_events_from( '203.0.113.7' );
	}

	/**
	 * The answer's status and data.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array
	 */
	private function answer( WP_REST_Response $response ) {
		return array( $response->get_status(), $response->get_data() );
	}

	/**
	 * The table keeps post, day, views and clicks: no address, cookie or user agent.
	 */
	public function test_the_table_has_no_column_about_the_visitor() {
		global $wpdb;
		$this->assertSame( array( 'post_id', 'day', 'views', 'clicks' ), $wpdb->get_col( 'SHOW COLUMNS FROM ' . curadoria_afiliados_stats_table() ) );
	}

	/**
	 * A view sent as JSON is counted once.
	 */
	public function test_a_view_is_counted() {
		$post = $this->create_post();
		$this->assertSame( array( 200, array( 'counted' => true ) ), $this->answer( $this->post_event( array( 'type' => 'view', 'post' => $post ) ) ) );
		$this->assertSame( array( 1, 0 ), $this->counts( $post ) );
	}

	/**
	 * A click sent as text/plain (navigator.sendBeacon) is counted on the
	 * same row, dated today in the site's time zone.
	 */
	public function test_a_click_sent_by_sendbeacon_is_counted_on_the_days_row() {
		global $wpdb;
		$post = $this->create_post();
		$this->post_event( array( 'type' => 'view', 'post' => $post ) );
		$this->assertSame( array( 200, array( 'counted' => true ) ), $this->answer( $this->post_event( '{"type":"click","post":' . $post . '}', 'text/plain;charset=UTF-8' ) ) );
		$this->assertSame( array( 1, 1 ), $this->counts( $post ) );
		$this->assertSame( array( wp_date( 'Y-m-d' ) ), $wpdb->get_col( $wpdb->prepare( 'SELECT day FROM ' . curadoria_afiliados_stats_table() . ' WHERE post_id = %d', $post ) ) );
	}

	/**
	 * A post id as digits, and a page from an allowed origin, count too.
	 */
	public function test_a_post_id_as_digits_and_an_allowed_origin_are_counted() {
		$post = $this->create_post();
		$this->assertSame( 200, $this->post_event( array( 'type' => 'view', 'post' => (string) $post ) )->get_status() );
		$this->assertSame(
			200,
			$this->post_event(
				array( 'type' => 'view', 'post' => $post ),
				'text/plain',
				array(
					'User-Agent' => self::BROWSER,
					'Origin'     => 'http://127.0.0.1:5173',
				)
			)->get_status()
		);
		$this->assertSame( array( 2, 0 ), $this->counts( $post ) );
	}

	/**
	 * Posts that are not counted.
	 *
	 * @return array[]
	 */
	public function hidden_posts() {
		return array(
			'a password-protected post' => array( array( 'post_password' => 'segredo' ) ),
			'a draft'                   => array( array( 'post_status' => 'draft' ) ),
			'a page'                    => array( array( 'post_type' => 'page' ) ),
			'a missing post'            => array( null ),
		);
	}

	/**
	 * Their events are refused with 404, and nothing is stored.
	 *
	 * @dataProvider hidden_posts
	 * @param array|null $args Post arguments; null for a post that does not exist.
	 */
	public function test_an_event_of_a_post_the_public_may_not_see_is_refused( $args ) {
		$post = null === $args ? 999999999 : $this->create_post( $args );
		$this->assertSame( 404, $this->post_event( array( 'type' => 'view', 'post' => $post ) )->get_status() );
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}

	/**
	 * A malformed event (rules/counter-event.php) is refused with 400.
	 */
	public function test_a_malformed_event_is_refused() {
		$post = $this->create_post();
		$this->assertSame( 400, $this->post_event( '{"type":"purchase","post":' . $post . '}', 'text/plain' )->get_status() );
		$this->assertSame( 400, $this->post_event( 'type=view&post=' . $post, 'text/plain' )->get_status() );
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}

	/**
	 * A body over 1 KB is refused with 413.
	 */
	public function test_a_body_over_1_kb_is_refused() {
		$post = $this->create_post();
		$this->assertSame( 413, $this->post_event( '{"type":"view","post":' . $post . ',"x":"' . str_repeat( 'a', 1100 ) . '"}' )->get_status() );
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}

	/**
	 * A page outside the CORS allow-list is refused with 403.
	 */
	public function test_an_origin_outside_the_allow_list_is_refused() {
		$post     = $this->create_post();
		$response = $this->post_event(
			array( 'type' => 'view', 'post' => $post ),
			'text/plain',
			array(
				'User-Agent' => self::BROWSER,
				'Origin'     => 'https://evil.example',
			)
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}

	/**
	 * A deleted post's counts go with it.
	 */
	public function test_a_deleted_posts_counts_go_with_it() {
		$post = $this->create_post();
		$this->post_event( array( 'type' => 'view', 'post' => $post ) );
		wp_delete_post( $post, true );
		$this->assertSame( array( 0, 0 ), $this->counts( $post ) );
	}
}

/**
 * The counter over HTTP, as the site's pages call it.
 */
final class Counter_Http_Test extends Curadoria_Http_Test_Case {

	/** An origin the local WordPress allows (the dev server). */
	private const ALLOWED = 'http://127.0.0.1:5173';

	/**
	 * A view sent as JSON: 200 {"counted":true}.
	 */
	public function test_a_view_sent_as_json_is_counted() {
		$post     = $this->create_post();
		$response = $this->send_event( array( 'type' => 'view', 'post' => $post ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( array( 200, '{"counted":true}' ), array( $response->status, $response->body ) );
	}

	/**
	 * A click sent by sendBeacon (text/plain) from an allowed origin is
	 * counted; the answer lets that origin read it, POST allowed, no credentials.
	 */
	public function test_a_click_from_an_allowed_origin_is_counted_and_readable_there() {
		$post     = $this->create_post();
		$response = $this->send_event( array( 'type' => 'click', 'post' => $post ), array( 'Origin' => self::ALLOWED ) );
		$this->assertSame( array( 200, '{"counted":true}' ), array( $response->status, $response->body ) );
		$this->assertSame( self::ALLOWED, $response->header( 'Access-Control-Allow-Origin' ) );
		$this->assertSame( 'POST, OPTIONS', $response->header( 'Access-Control-Allow-Methods' ) );
		$this->assertNull( $response->header( 'Access-Control-Allow-Credentials' ) );
	}

	/**
	 * A view and a click show in GET /popular?days=1 at once (the local
	 * WordPress does not cache it).
	 */
	public function test_the_counted_view_and_click_show_in_popular() {
		$post = $this->create_post();
		$this->send_event( array( 'type' => 'view', 'post' => $post ) );
		$this->send_event( array( 'type' => 'click', 'post' => $post ) );
		$popular = $this->http()->get( $this->site( '/wp-json/curadoria/v1/popular?days=1&limit=50' ) )->json();
		$this->assertContains(
			array(
				'id'     => $post,
				'views'  => 1,
				'clicks' => 1,
			),
			$popular
		);
	}

	/**
	 * Password-protected posts, the seeded draft and malformed events are refused.
	 */
	public function test_hidden_posts_and_malformed_events_are_refused() {
		$this->assertSame( 404, $this->send_event( array( 'type' => 'view', 'post' => $this->create_post( array( 'post_password' => 'segredo' ) ) ) )->status );
		$this->assertSame( 404, $this->send_event( array( 'type' => 'view', 'post' => Curadoria_Local_WordPress::seed()['edge_cases']['draft']['id'] ) )->status );
		$this->assertSame( 400, $this->send_event( '{"type":"compra","post":1}' )->status );
	}

	/**
	 * A page outside the allow-list gets 403 and nothing that lets it read the answer.
	 */
	public function test_an_origin_outside_the_allow_list_gets_403_without_cors_headers() {
		$response = $this->send_event( array( 'type' => 'view', 'post' => $this->create_post() ), array( 'Origin' => 'https://evil.example' ) );
		$this->assertSame( 403, $response->status );
		$this->assertNull( $response->header( 'Access-Control-Allow-Origin' ) );
	}

	/**
	 * The route takes POST only.
	 */
	public function test_the_route_takes_post_only() {
		$this->assertSame( 404, $this->http()->get( $this->site( '/wp-json/curadoria/v1/events' ) )->status );
	}

	/**
	 * A fetch with a JSON body asks first: POST and Content-Type are allowed.
	 */
	public function test_the_preflight_of_a_json_post_allows_post_and_content_type() {
		$response = $this->http()->request(
			'OPTIONS',
			$this->site( '/wp-json/curadoria/v1/events' ),
			array(
				'Origin'                         => self::ALLOWED,
				'Access-Control-Request-Method'  => 'POST',
				'Access-Control-Request-Headers' => 'content-type',
			)
		);
		$this->assertSame( 200, $response->status );
		$this->assertSame( self::ALLOWED, $response->header( 'Access-Control-Allow-Origin' ) );
		$this->assertSame( 'POST, OPTIONS', $response->header( 'Access-Control-Allow-Methods' ) );
		$this->assertStringContainsStringIgnoringCase( 'Content-Type', (string) $response->header( 'Access-Control-Allow-Headers' ) );
	}
}
